import TouchSim
import TouchSimScenario

/// Renders a sweep as a table for people or as JSON Lines for machines.
extension Sweep {
  /// A table: one row per value for one axis; a grid of one-letter outcomes for two, the
  /// first axis down and the second across. Cells whose outcome differs from the previous
  /// cell (along either axis) are marked.
  public var table: String {
    axes.count == 1 ? listTable : gridTable
  }

  private var listTable: String {
    let axis = axes[0]
    let header = "\(axis.variable.rawValue) (\(axis.variable.unit))"
    let width = max(header.count, cells.map { Self.number($0.values[0]).count }.max() ?? 0)
    var text = header.padded(to: width) + "  outcome\n"
    for cell in cells {
      text += Self.number(cell.values[0]).leftPadded(to: width) + "  "
      switch cell.outcome {
      case .success(let outcome):
        text += outcome.rawValue
        if cell.changed, let index = cells.firstIndex(where: { $0.values == cell.values }), index > 0 {
          text += "".padded(to: max(0, 16 - outcome.rawValue.count))
          text +=
            "  <- changed (between \(Self.number(cells[index - 1].values[0])) and \(Self.number(cell.values[0])) \(axis.variable.unit))"
        }
      case .failure(let error):
        text += "error: " + error.message
      }
      text += "\n"
    }
    return text
  }

  private var gridTable: String {
    let rows = axes[0]
    let columns = axes[1]
    let rowHeader =
      "\(rows.variable.rawValue) (\(rows.variable.unit)) \\ \(columns.variable.rawValue) (\(columns.variable.unit))"
    let labels = columns.values.map(Self.number)
    let cellWidth = max(2, (labels.map(\.count).max() ?? 1) + 1)
    let rowWidth = max(rowHeader.count, rows.values.map { Self.number($0).count }.max() ?? 0)
    var text = rowHeader.padded(to: rowWidth) + " "
    for label in labels { text += label.leftPadded(to: cellWidth) }
    text += "\n"
    var errors: [String] = []
    for (rowIndex, rowValue) in rows.values.enumerated() {
      text += Self.number(rowValue).leftPadded(to: rowWidth) + " "
      for columnIndex in columns.values.indices {
        let cell = cells[rowIndex * columns.values.count + columnIndex]
        var mark: String
        switch cell.outcome {
        case .success(let outcome): mark = String(outcome.code)
        case .failure(let error):
          mark = "!"
          if errors.count < 5 { errors.append(Self.describe(cell.values, axes) + ": " + error.message) }
        }
        mark += cell.changed ? "*" : " "
        text += mark.leftPadded(to: cellWidth)
      }
      text += "\n"
    }
    text += "\n" + TouchOutcome.allCases.map { "\($0.code) \($0.rawValue)" }.joined(separator: ", ")
    text += ", ! error; * the outcome changes from the cell to the left or above\n"
    for error in errors { text += "error at \(error)\n" }
    return text
  }

  /// One JSON object per cell: the axis values, `outcome`, `changed` (and `error`).
  public var jsonl: String {
    var text = ""
    for cell in cells {
      var fields: [String] = []
      for (axis, value) in zip(axes, cell.values) {
        fields.append("\"\(axis.variable.rawValue)\":\(Self.number(value))")
      }
      switch cell.outcome {
      case .success(let outcome): fields.append("\"outcome\":\"\(outcome.rawValue)\"")
      case .failure(let error):
        fields.append("\"outcome\":\"error\"")
        fields.append("\"error\":" + JSONLRenderer.quoted(error.message))
      }
      fields.append("\"changed\":\(cell.changed)")
      text += "{" + fields.joined(separator: ",") + "}\n"
    }
    return text
  }

  private static func number(_ value: Double) -> String { NumberFormat.fixed(value, decimals: 3, trimmed: true) }

  private static func describe(_ values: [Double], _ axes: [Axis]) -> String {
    zip(axes, values).map { "\($0.variable.rawValue)=\(number($1))" }.joined(separator: " ")
  }
}

extension String {
  fileprivate func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
