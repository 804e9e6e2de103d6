/// Renders records as the text log (Docs/LogFormat.md "Text rendering"), the golden format.
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
    var writer = ByteWriter(capacity: 96)
    append(record, to: &writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// All records, one line each, every line ending in `\n`.
  public static func render(_ records: [Record]) -> String {
    var writer = ByteWriter(capacity: records.count * 72)
    for record in records {
      append(record, to: &writer)
      writer.write(byte: 10)
    }
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// Appends one record's line (without the newline) as bytes.
  public static func append(_ record: Record, to writer: inout ByteWriter) {
    let micro = record.time.microseconds
    let whole = micro / 1000
    var digits = 1
    var rest = whole.magnitude
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    writer.spaces(4 - digits - (micro < 0 ? 1 : 0))  // right-aligned in 8 columns
    if micro < 0 { writer.write(byte: 45) }
    writer.writeDigits(whole.magnitude, minimumDigits: 1)
    writer.write(byte: 46)
    writer.writeDigits((micro.magnitude % 1000), minimumDigits: 3)
    writer.spaces(2)
    writer.write(record.receiver)
    let pad = receiverWidth - record.receiver.utf8.count
    writer.spaces(pad > 0 ? pad : 1)
    writer.write(record.call.name)
    appendArguments(of: record.call, to: &writer)
    if let why = record.why {
      writer.write("  # ")
      writer.write(why.text)
    }
  }

  private static func point(_ point: Point, _ writer: inout ByteWriter) {
    writer.write(byte: 40)
    writer.write(point.x, decimals: 1)
    writer.write(", ")
    writer.write(point.y, decimals: 1)
    writer.write(byte: 41)
  }

  private static func velocity(_ point: Point, _ writer: inout ByteWriter) {
    writer.write(byte: 40)
    writer.write(point.x, decimals: 3)
    writer.write(", ")
    writer.write(point.y, decimals: 3)
    writer.write(byte: 41)
  }

  private static func fingers(_ touches: FingerList, _ writer: inout ByteWriter) {
    for (index, finger) in touches.enumerated() {
      if index > 0 { writer.write(byte: 32) }
      writer.write(byte: 35)
      writer.write(Int64(finger))
    }
  }

  private static func result(_ value: Bool, _ writer: inout ByteWriter) {
    writer.write(value ? " -> true" : " -> false")
  }

  private static func appendArguments(of call: Call, to w: inout ByteWriter) {
    switch call {
    case .hitTest(_, let at, let hit):
      w.write(byte: 32)
      point(at, &w)
      w.write(" -> ")
      w.write(hit ?? "nil")
    case .touches(_, let touches, let at, let via):
      w.write(byte: 32)
      fingers(touches, &w)
      w.write(byte: 32)
      point(at, &w)
      if let via {
        w.write(" via ")
        w.write(via)
      }
    case .touchesShouldBegin(let touches, let view, let answer):
      w.write(byte: 32)
      fingers(touches, &w)
      w.write(" in ")
      w.write(view)
      result(answer, &w)
    case .touchesShouldCancel(let view, let answer):
      w.write(" in ")
      w.write(view)
      result(answer, &w)
    case .gestureShouldBegin(let answer, let view):
      if let view {
        w.write(" in ")
        w.write(view)
      }
      result(answer, &w)
    case .gestureShouldReceiveTouch(let touches, let answer):
      w.write(byte: 32)
      fingers(touches, &w)
      result(answer, &w)
    case .gestureShouldRecognizeSimultaneously(let other, let answer):
      w.write(" with ")
      w.write(other)
      result(answer, &w)
    case .gestureState(let from, let to):
      w.write(byte: 32)
      w.write(from.rawValue)
      w.write(" -> ")
      w.write(to.rawValue)
    case .gestureAction(let state):
      w.write(byte: 32)
      w.write(state.rawValue)
    case .beginTracking(let touches, let at, let answer), .continueTracking(let touches, let at, let answer):
      w.write(byte: 32)
      fingers(touches, &w)
      w.write(byte: 32)
      point(at, &w)
      result(answer, &w)
    case .endTracking(let touches, let at):
      w.write(byte: 32)
      fingers(touches, &w)
      w.write(byte: 32)
      point(at, &w)
    case .cancelTracking, .becomeFirstResponder, .resignFirstResponder:
      break
    case .controlEvent(let event, let value):
      w.write(byte: 32)
      w.write(event.rawValue)
      if let value {
        w.write(" value ")
        w.write(value.description)
      }
    case .scrollDelegate(_, let offset, let velocityValue, let willDecelerate, let target):
      w.write(" offset ")
      point(offset, &w)
      if let velocityValue {
        w.write(" velocity ")
        velocity(velocityValue, &w)
      }
      if let target {
        w.write(" target ")
        point(target, &w)
      }
      if let willDecelerate { w.write(willDecelerate ? " willDecelerate true" : " willDecelerate false") }
    case .setHighlighted(let row, let value):
      w.write(" row ")
      w.write(Int64(row))
      w.write(value ? " true" : " false")
    case .shouldHighlightRow(let row, let answer):
      w.write(" row ")
      w.write(Int64(row))
      result(answer, &w)
    case .willSelectRow(let row, let answer):
      w.write(" row ")
      w.write(Int64(row))
      w.write(" -> ")
      if let answer { w.write(Int64(answer)) } else { w.write("nil") }
    case .didSelectRow(let row):
      w.write(" row ")
      w.write(Int64(row))
    case .swipeActionsConfiguration(_, let row, let actions):
      w.write(" row ")
      w.write(Int64(row))
      w.write(" -> ")
      w.write(Int64(actions))
    case .swipeActionsRevealed(let row, let edge), .swipeActionsHidden(let row, let edge):
      w.write(" row ")
      w.write(Int64(row))
      w.write(byte: 32)
      w.write(edge.rawValue)
    case .swipeActionPerformed(let row, let title):
      w.write(" row ")
      w.write(Int64(row))
      w.write(byte: 32)
      w.write(JSONLRenderer.quoted(title))
    case .moveRowAt(let row, let to):
      w.write(" row ")
      w.write(Int64(row))
      w.write(" -> ")
      w.write(Int64(to))
    case .collectionView(_, let item, let answer):
      w.write(" item ")
      w.write(Int64(item))
      if let answer { result(answer, &w) }
    case .textEditing(_, let answer):
      if let answer { result(answer, &w) }
    case .keyboard(_, let frame):
      w.write(" frame ")
      w.write(PropertyValue.rect(frame))
    case .keyboardTakesTouch(let touches, let at):
      w.write(byte: 32)
      fingers(touches, &w)
      w.write(byte: 32)
      point(at, &w)
    case .popViewController(let viewController):
      w.write(byte: 32)
      w.write(viewController)
    case .willTransitionTo(let page):
      w.write(" page ")
      w.write(Int64(page))
    case .didFinishAnimating(let page, let previousPage, let completed):
      w.write(" page ")
      w.write(Int64(page))
      w.write(" previousPage ")
      w.write(Int64(previousPage))
      w.write(completed ? " completed true" : " completed false")
    case .set(let property, let value):
      w.write(byte: 32)
      w.write(property)
      w.write(" = ")
      w.write(value)
    case .note(let text):
      w.write(byte: 32)
      if JSONLRenderer.isPlain(text) {
        w.write(byte: 34)
        w.write(text)
        w.write(byte: 34)
      } else {
        w.write(JSONLRenderer.quoted(text))
      }
    case .nothing(let touches):
      w.write(byte: 32)
      fingers(touches, &w)
    }
  }
}
