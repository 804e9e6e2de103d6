import TouchSim
import TouchSimScenario

/// The text log for a person: repeated calls folded into one line each
/// (`scrollViewDidScroll ×198 (offset y 2.0 → 812.3) until 900.000`), optionally coloured by
/// call family.
///
/// A run of at least `minimumRepeats` repetitions of the same block of one to four calls
/// (same receiver, call, control event and fingers), one after another, folds: each call of
/// the block becomes one line at its first time with `×N`, the fields that stay the same
/// (fingers, event, view, result), the numbers that change from the first to the last
/// (`at (95.0, 28.0) → (95.0, -2.0)`; `offset y` when only y changes) and the time of the
/// last. A drag on a button (`touchesMoved`, `continueTracking`, `touchDragInside` at every
/// move) folds to three lines. With explanations, a folded line carries its first record's
/// `why`.
///
/// Folding is for people: `touchsim run` folds text on a terminal (`--all` shows every line,
/// `--fold` folds in a pipe too); goldens, `check` and jsonl are never folded.
public enum LogFolding {
  /// The fewest repetitions of a block that fold.
  public static let minimumRepeats = 3
  /// The longest block that folds.
  public static let maximumBlock = 4

  /// One line of the folded log: a record, or a fold of several (`records`, in order).
  public struct Line: Equatable, Sendable {
    /// Indexes of the records it stands for (one, or the fold's records).
    public var records: [Int]
  }

  /// The lines of the folded log of `records`.
  public static func lines(_ records: [Record]) -> [Line] {
    let keys = records.map(key)
    var lines: [Line] = []
    var index = 0
    while index < records.count {
      var best: (block: Int, repeats: Int)?
      for block in 1...maximumBlock where index + block * minimumRepeats <= records.count {
        var repeats = 1
        while index + (repeats + 1) * block <= records.count,
          (0..<block).allSatisfy({ keys[index + repeats * block + $0] == keys[index + $0] })
        {
          repeats += 1
        }
        guard repeats >= minimumRepeats else { continue }
        if block > 1 && Set(keys[index..<index + block]).count < block { continue }  // a shorter block covers it
        if best.map({ repeats * block > $0.repeats * $0.block }) ?? true { best = (block, repeats) }
      }
      guard let (block, repeats) = best else {
        lines.append(Line(records: [index]))
        index += 1
        continue
      }
      for offset in 0..<block {
        lines.append(Line(records: (0..<repeats).map { index + $0 * block + offset }))
      }
      index += block * repeats
    }
    return lines
  }

  /// The folded text log, one line per `Line`, each ending in a newline; with `colour`,
  /// each line in its call family's ANSI colour and its `why` dimmed.
  public static func render(_ records: [Record], fold: Bool = true, colour: Bool = false) -> String {
    let lines = fold ? lines(records) : records.indices.map { Line(records: [$0]) }
    var text = ""
    for line in lines {
      let first = records[line.records[0]]
      var body: String
      var why = first.why?.text
      if line.records.count == 1 {
        var plain = first
        plain.why = nil
        body = TextRenderer.line(for: plain)
      } else {
        body = foldedLine(line.records.map { records[$0] })
        if why != nil { why! += " (the first of \(line.records.count))" }
      }
      if colour {
        body = LogColour.code(for: first.call.family) + body + LogColour.reset
        if let reason = why { body += LogColour.dim + "  # " + reason + LogColour.reset }
      } else if let reason = why {
        body += "  # " + reason
      }
      text += body + "\n"
    }
    return text
  }

  /// The fold key of a record: receiver, call, control event and fingers.
  static func key(_ record: Record) -> String {
    var key = record.receiver + "\u{0}" + record.call.name
    if case .controlEvent(let event, _) = record.call { key += "\u{0}" + event.rawValue }
    if case .touches(_, let touches, _, let via) = record.call {
      key += "\u{0}" + touches.map(String.init).joined(separator: ",") + "\u{0}" + (via ?? "")
    }
    return key
  }

  /// One line for several records of one key.
  static func foldedLine(_ records: [Record]) -> String {
    let first = records[0]
    let last = records[records.count - 1]
    let firstFields = first.fields.filter { !["t", "to", "call", "why"].contains($0.name) }
    let lastFields = Dictionary(
      last.fields.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    var head = first.call.name
    var changes: [String] = []
    var result: String?
    for field in firstFields {
      let end = lastFields[field.name]
      let same = records.allSatisfy { record in
        record.fields.first { $0.name == field.name }?.value == field.value
      }
      switch (field.name, field.value) {
      case ("touches", .numbers(let fingers)):
        head += " #" + fingers.map { String(Int($0)) }.joined(separator: ",")
      case ("result", _):
        if same { result = text(field.value) }
      case (_, .string), (_, .bool), (_, .null):
        if same { head += field.name == "event" ? " " + text(field.value) : " " + field.name + " " + text(field.value) }
      default:
        guard !same, let end else { continue }
        changes.append(change(field.name, from: field.value, to: end))
      }
    }
    var line = String(TextRenderer.line(for: Record(time: first.time, receiver: first.receiver, call: .cancelTracking)))
    line.removeLast("cancelTracking".count)
    line += head + " ×\(records.count)"
    if !changes.isEmpty { line += " (" + changes.joined(separator: ", ") + ")" }
    if let result { line += " -> " + result }
    return line + " until " + NumberFormat.milliseconds(last.time)
  }

  private static func text(_ value: LogValue) -> String {
    switch value {
    case .string(let string): return string
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "nil"
    case .number(let number): return NumberFormat.fixed(number, decimals: 1)
    case .numbers(let numbers):
      return "(" + numbers.map { NumberFormat.fixed($0, decimals: 1) }.joined(separator: ", ") + ")"
    }
  }

  /// `offset y 2.0 → 30.0` when one coordinate of a point changes, else `at (a, b) → (c, d)`.
  private static func change(_ name: String, from start: LogValue, to end: LogValue) -> String {
    if case .numbers(let a) = start, case .numbers(let b) = end, a.count == 2, b.count == 2 {
      if a[0] == b[0] && a[1] != b[1] {
        return name + " y " + NumberFormat.fixed(a[1], decimals: 1) + " → " + NumberFormat.fixed(b[1], decimals: 1)
      }
      if a[1] == b[1] && a[0] != b[0] {
        return name + " x " + NumberFormat.fixed(a[0], decimals: 1) + " → " + NumberFormat.fixed(b[0], decimals: 1)
      }
    }
    return name + " " + text(start) + " → " + text(end)
  }
}

/// ANSI colours of the text log on a terminal, one per call family (the timeline's families).
public enum LogColour {
  /// The escape that starts a family's colour.
  public static func code(for family: CallFamily) -> String {
    let number: Int
    switch family {
    case .hitTest: number = 90
    case .touches: number = 34
    case .scrollHooks: number = 31
    case .recognizerDelegate: number = 33
    case .recognizerState: number = 35
    case .control: number = 32
    case .scrollDelegate: number = 36
    case .table: number = 96
    case .firstResponder: number = 93
    case .navigation: number = 94
    case .pageViewController: number = 92
    case .scenario: number = 95
    case .nonEvent: number = 2
    case .other: number = 39
    }
    return "\u{1B}[\(number)m"
  }

  /// Back to the terminal's colours.
  public static let reset = "\u{1B}[0m"
  /// Faint text (a record's why).
  public static let dim = "\u{1B}[2m"
}
