/// A table view (`UITableView`): a scroll view (TV1) whose rows are plain cell views named
/// `<id>.row<N>`, stacked from y = 0. Cells forward their touches (RC3) to the table view,
/// which highlights the row on `touchesBegan`, and on `touchesEnded` unhighlights it and
/// selects it (`didSelectRow`); `touchesCancelled` unhighlights without selecting (TV1, G19).
public final class TableView: ScrollView {
  /// The row height (default 44).
  public private(set) var rowHeight = 44.0
  /// The cells, one per row.
  public private(set) var cells: [View] = []
  private var highlighted: [(finger: Int, row: Int)] = []

  /// Creates an empty table; `setRows(_:rowHeight:)` adds the cells.
  public override init(name: String, frame: Rect = .zero) {
    super.init(name: name, frame: frame)
  }

  /// Replaces the cells with `count` full-width rows of `rowHeight`, stacked from y = 0,
  /// and sets the content size to fit them.
  public func setRows(_ count: Int, rowHeight: Double = 44) {
    for cell in cells { cell.removeFromSuperview() }
    self.rowHeight = rowHeight
    cells = (0..<count).map { row in
      View(
        name: "\(name).row\(row)",
        frame: Rect(x: 0, y: Double(row) * rowHeight, width: frame.size.width, height: rowHeight))
    }
    for cell in cells { addSubview(cell) }
    contentSize = Size(width: frame.size.width, height: Double(count) * rowHeight)
  }

  public override var className: String { "UITableView" }

  /// TV1: highlight, select, unhighlight; the table swallows the touches (RC4).
  public override func builtInTouches(_ method: TouchMethod, _ touches: [Touch], at windowPoint: Point) -> Bool {
    guard let window, let touch = touches.min(by: { $0.finger < $1.finger }) else { return false }
    switch method {
    case .touchesBegan:
      let y = convertFromWindow(windowPoint).y
      let row = Int((y / rowHeight).rounded(.down))
      guard y >= 0, row < cells.count, !highlighted.contains(where: { $0.finger == touch.finger }) else { return false }
      highlighted.append((touch.finger, row))
      window.record(
        cells[row].name, .setHighlighted(row: row, value: true),
        why: .control(.rowHighlighted(y: y, row: row)))
    case .touchesEnded, .touchesCancelled:
      guard let index = highlighted.firstIndex(where: { $0.finger == touch.finger }) else { return false }
      let row = highlighted.remove(at: index).row
      window.record(
        cells[row].name, .setHighlighted(row: row, value: false),
        why: .control(.rowUnhighlighted(method: method, row: row)))
      if method == .touchesEnded {
        window.record(name, .didSelectRow(row: row), why: .control(.rowSelected(row: row)))
      }
    case .touchesMoved:
      break
    }
    return false
  }
}
