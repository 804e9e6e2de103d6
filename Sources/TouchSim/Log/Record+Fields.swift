/// A value in a record's field list: what jsonl prints and `expect` patterns compare.
public enum LogValue: Sendable, Equatable {
  /// A number (coordinates, times, velocities).
  case number(Double)
  /// A string (names, calls, states, events).
  case string(String)
  /// A boolean result or property value.
  case bool(Bool)
  /// JSON `null` (a hit test that found nothing).
  case null
  /// An array of numbers (`touches`, `at`, `offset`, `velocity`).
  case numbers([Double])
}

extension Record {
  /// The record's fields in jsonl order: `t`, `to`, `call`, then the call's own fields
  /// (names and meanings from Docs/LogFormat.md), then `why` when present.
  public var fields: [(name: String, value: LogValue)] {
    var fields: [(name: String, value: LogValue)] = [
      ("t", .number(time.milliseconds)), ("to", .string(receiver)), ("call", .string(call.name)),
    ]
    call.appendFields(to: &fields)
    if let why { fields.append(("why", .string(why.text))) }
    return fields
  }
}

extension Call {
  fileprivate func appendFields(to fields: inout [(name: String, value: LogValue)]) {
    func touchList(_ touches: FingerList) -> LogValue { .numbers(touches.map(Double.init)) }
    func point(_ point: Point) -> LogValue { .numbers([point.x, point.y]) }
    switch self {
    case .hitTest(let touches, let at, let result):
      fields += [("touches", touchList(touches)), ("at", point(at)), ("result", result.map(LogValue.string) ?? .null)]
    case .touches(_, let touches, let at, let via):
      fields += [("touches", touchList(touches)), ("at", point(at))]
      if let via { fields.append(("via", .string(via))) }
    case .touchesShouldBegin(let touches, let view, let result):
      fields += [("touches", touchList(touches)), ("view", .string(view)), ("result", .bool(result))]
    case .touchesShouldCancel(let view, let result):
      fields += [("view", .string(view)), ("result", .bool(result))]
    case .gestureShouldBegin(let result, let view):
      if let view { fields.append(("view", .string(view))) }
      fields.append(("result", .bool(result)))
    case .gestureShouldReceiveTouch(let touches, let result):
      fields += [("touches", touchList(touches)), ("result", .bool(result))]
    case .gestureShouldRecognizeSimultaneously(let other, let result):
      fields += [("other", .string(other)), ("result", .bool(result))]
    case .gestureState(let from, let to):
      fields += [("from", .string(from.rawValue)), ("state", .string(to.rawValue))]
    case .gestureAction(let state):
      fields.append(("state", .string(state.rawValue)))
    case .beginTracking(let touches, let at, let result), .continueTracking(let touches, let at, let result):
      fields += [("touches", touchList(touches)), ("at", point(at)), ("result", .bool(result))]
    case .endTracking(let touches, let at):
      fields += [("touches", touchList(touches)), ("at", point(at))]
    case .cancelTracking, .becomeFirstResponder, .resignFirstResponder:
      break
    case .controlEvent(let event, let value):
      fields.append(("event", .string(event.rawValue)))
      if let value { fields.append(("value", value.logValue)) }
    case .scrollDelegate(_, let offset, let velocity, let willDecelerate, let target):
      fields.append(("offset", point(offset)))
      if let velocity { fields.append(("velocity", point(velocity))) }
      if let target { fields.append(("target", point(target))) }
      if let willDecelerate { fields.append(("willDecelerate", .bool(willDecelerate))) }
    case .setHighlighted(let row, let value):
      fields += [("row", .number(Double(row))), ("value", .bool(value))]
    case .shouldHighlightRow(let row, let result):
      fields += [("row", .number(Double(row))), ("result", .bool(result))]
    case .willSelectRow(let row, let result):
      fields += [("row", .number(Double(row))), ("result", result.map { .number(Double($0)) } ?? .null)]
    case .didSelectRow(let row):
      fields.append(("row", .number(Double(row))))
    case .swipeActionsConfiguration(_, let row, let actions):
      fields += [("row", .number(Double(row))), ("actions", .number(Double(actions)))]
    case .swipeActionsRevealed(let row, let edge), .swipeActionsHidden(let row, let edge):
      fields += [("row", .number(Double(row))), ("edge", .string(edge.rawValue))]
    case .swipeActionPerformed(let row, let title):
      fields += [("row", .number(Double(row))), ("title", .string(title))]
    case .moveRowAt(let row, let to):
      fields += [("row", .number(Double(row))), ("toRow", .number(Double(to)))]
    case .collectionView(_, let item, let result):
      fields.append(("item", .number(Double(item))))
      if let result { fields.append(("result", .bool(result))) }
    case .popViewController(let viewController):
      fields.append(("viewController", .string(viewController)))
    case .willTransitionTo(let page):
      fields.append(("page", .number(Double(page))))
    case .didFinishAnimating(let page, let previousPage, let completed):
      fields += [
        ("page", .number(Double(page))), ("previousPage", .number(Double(previousPage))),
        ("completed", .bool(completed)),
      ]
    case .set(let property, let value):
      fields += [("property", .string(property)), ("value", value.logValue)]
    case .note(let text):
      fields.append(("text", .string(text)))
    case .nothing(let touches):
      fields.append(("touches", touchList(touches)))
    case .textEditing(_, let result):
      if let result { fields.append(("result", .bool(result))) }
    case .keyboard(_, let frame):
      fields.append(("frame", PropertyValue.rect(frame).logValue))
    case .keyboardTakesTouch(let touches, let at):
      fields += [("touches", touchList(touches)), ("at", point(at))]
    }
  }
}
