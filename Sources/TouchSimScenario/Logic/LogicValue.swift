import TouchSim

/// The type of a value a condition reads (Docs/ScenarioFormat.md "App logic"): what the
/// operand path names decides which predicates apply to it.
enum LogicType: Equatable, Sendable {
  case bool, number, string, view, recognizer
  /// A location, kept in window coordinates; `in` reads it in a view's.
  case point
  /// A translation, velocity, offset or size: components `x` and `y`.
  case vector
  /// A frame or bounds: components `x`, `y`, `width`, `height`.
  case rect

  /// The value read when the object a member belongs to is missing (`touch.view.frame` of a
  /// touch that hit nothing): false, zero, empty, nil.
  var emptyValue: LogicValue {
    switch self {
    case .bool: return .bool(false)
    case .number: return .number(0)
    case .string: return .string("")
    case .view: return .view(nil)
    case .recognizer: return .recognizer(nil)
    case .point: return .point(.zero)
    case .vector: return .vector(.zero)
    case .rect: return .rect(Rect(x: 0, y: 0, width: 0, height: 0))
    }
  }

  /// The type as messages name it.
  var noun: String {
    switch self {
    case .bool: return "a bool"
    case .number: return "a number"
    case .string: return "a name"
    case .view: return "a view"
    case .recognizer: return "a gesture recognizer"
    case .point: return "a point"
    case .vector: return "a vector"
    case .rect: return "a rectangle"
    }
  }
}

/// A value read while a condition is evaluated.
enum LogicValue {
  case bool(Bool)
  case number(Double)
  case string(String)
  case view(View?)
  case recognizer(GestureRecognizer?)
  case point(Point)
  case vector(Point)
  case rect(Rect)

  /// The value as `--explain` quotes it: `true`, `12.5`, `began`, `T.row2`, `nil`, `(3, 4)`;
  /// a location says it is in window coordinates, whatever coordinates its test reads it in.
  var text: String {
    func number(_ value: Double) -> String { NumberFormat.fixed(value, decimals: 3, trimmed: true) }
    switch self {
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let value): return number(value)
    case .string(let text): return text
    case .view(let view): return view?.name ?? "nil"
    case .recognizer(let recognizer): return recognizer?.name ?? "nil"
    case .point(let point): return "(\(number(point.x)), \(number(point.y))) in the window"
    case .vector(let point): return "(\(number(point.x)), \(number(point.y)))"
    case .rect(let rect):
      return "(\(number(rect.origin.x)), \(number(rect.origin.y)), \(number(rect.size.width)), "
        + "\(number(rect.size.height)))"
    }
  }

  var number: Double? { if case .number(let value) = self { return value } else { return nil } }
  var view: View? { if case .view(let view) = self { return view } else { return nil } }
  var recognizer: GestureRecognizer? { if case .recognizer(let value) = self { return value } else { return nil } }
  var point: Point? {
    switch self {
    case .point(let point), .vector(let point): return point
    default: return nil
    }
  }
}

/// The names a question or callback binds for its conditions: the touch, the recognizers,
/// the view and the point or row it is about.
struct LogicBindings {
  /// `touch`: the touch asked about (a touch method's first touch).
  var touch: Touch?
  /// `gesture`: the recognizer asking, or sending its action.
  var gesture: GestureRecognizer?
  /// `other`: the other recognizer of a simultaneity or failure question.
  var other: GestureRecognizer?
  /// `view`: the content view of `touchesShouldBegin` / `touchesShouldCancel`.
  var view: View?
  /// `self`: the view that answers or is called.
  var selfView: View?
  /// `point`: the point of `point(inside:)` / `hitTest`, in window coordinates.
  var point: Point?
  /// `row`: the row of a table question or `didSelectRow`.
  var row: Int?
  /// `item`: the item of a collection view question or delegate call (CV2-CV5).
  var item: Int?
  /// `default`: the answer UIKit's own implementation gives (`super`), for `hitTest`.
  var defaultView: View?
  /// The state a recognizer's action reports (a gestureAction reaction): what `gesture.state`
  /// reads there.
  var actionState: GestureState?
}

/// A name a question or callback binds.
enum LogicBinding: String, CaseIterable, Sendable {
  case touch, gesture, other, view
  case selfView = "self"
  case point, row, item

  /// The binding's type.
  var type: LogicType {
    switch self {
    case .touch: return .view  // not read directly: `touch.view`, `touch.location`, `touch.tapCount`
    case .gesture, .other: return .recognizer
    case .view, .selfView: return .view
    case .point: return .point
    case .row, .item: return .number
    }
  }
}
