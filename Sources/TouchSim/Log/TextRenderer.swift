/// Renders records as the text log (LOG_FORMAT.md "Text rendering"), the golden format.
///
/// Layout, fixed once because golden files depend on it: the time in ms right-aligned in 8
/// columns with three decimals, two spaces, the receiver padded to 24 columns (one space
/// when longer), then the call and its arguments; coordinates with one decimal,
/// velocities with three, and `-> result` for calls that return.
public enum TextRenderer {
  /// The receiver column's width.
  public static let receiverWidth = 24

  /// One record as one line, without the newline.
  public static func line(for record: Record) -> String {
    var line = ""
    line.reserveCapacity(80)
    let time = record.time.description
    if time.count < 8 { line += String(repeating: " ", count: 8 - time.count) }
    line += time
    line += "  "
    line += record.receiver
    let pad = receiverWidth - record.receiver.count
    line += pad > 0 ? String(repeating: " ", count: pad) : " "
    line += record.call.name
    appendArguments(of: record.call, to: &line)
    if let why = record.why {
      line += "  # "
      line += why
    }
    return line
  }

  /// All records, one line each, every line ending in `\n`.
  public static func render(_ records: [Record]) -> String {
    var text = ""
    for record in records {
      text += line(for: record)
      text += "\n"
    }
    return text
  }

  private static func point(_ point: Point) -> String {
    "(" + NumberFormat.fixed(point.x, decimals: 1) + ", " + NumberFormat.fixed(point.y, decimals: 1) + ")"
  }

  private static func velocity(_ point: Point) -> String {
    "(" + NumberFormat.fixed(point.x, decimals: 3) + ", " + NumberFormat.fixed(point.y, decimals: 3) + ")"
  }

  private static func fingers(_ touches: [Int]) -> String {
    touches.map { "#" + String($0) }.joined(separator: " ")
  }

  private static func appendArguments(of call: Call, to line: inout String) {
    switch call {
    case .hitTest(_, let at, let result):
      line += " " + point(at) + " -> " + (result ?? "nil")
    case .touches(_, let touches, let at, let via):
      line += " " + fingers(touches) + " " + point(at)
      if let via { line += " via " + via }
    case .touchesShouldBegin(let touches, let view, let result):
      line += " " + fingers(touches) + " in " + view + " -> " + String(result)
    case .touchesShouldCancel(let view, let result):
      line += " in " + view + " -> " + String(result)
    case .gestureShouldBegin(let result, let view):
      if let view { line += " in " + view }
      line += " -> " + String(result)
    case .gestureShouldReceiveTouch(let touches, let result):
      line += " " + fingers(touches) + " -> " + String(result)
    case .gestureShouldRecognizeSimultaneously(let other, let result):
      line += " with " + other + " -> " + String(result)
    case .gestureState(let from, let to):
      line += " " + from.rawValue + " -> " + to.rawValue
    case .gestureAction(let state):
      line += " " + state.rawValue
    case .beginTracking(let touches, let at, let result), .continueTracking(let touches, let at, let result):
      line += " " + fingers(touches) + " " + point(at) + " -> " + String(result)
    case .endTracking(let touches, let at):
      line += " " + fingers(touches) + " " + point(at)
    case .cancelTracking:
      break
    case .controlEvent(let event):
      line += " " + event.rawValue
    case .scrollDelegate(_, let offset, let velocityValue, let willDecelerate, let target):
      line += " offset " + point(offset)
      if let velocityValue { line += " velocity " + velocity(velocityValue) }
      if let target { line += " target " + point(target) }
      if let willDecelerate { line += " willDecelerate " + String(willDecelerate) }
    case .setHighlighted(let row, let value):
      line += " row " + String(row) + " " + String(value)
    case .didSelectRow(let row):
      line += " row " + String(row)
    case .set(let property, let value):
      line += " " + property + " = " + value.description
    case .note(let text):
      line += " " + JSONLRenderer.quoted(text)
    }
  }
}
