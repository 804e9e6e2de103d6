/// An explanation that app code outside the model defines and renders itself (`--explain`):
/// a scenario's reactions, a library user's handlers. The model stores the typed value and
/// asks it for its text at the edge; it knows nothing of where the value comes from.
///
/// ```swift
/// enum MyReason: AppExplanation {
///   case dismissedKeyboard
///   var text: String { "the app dismissed the keyboard" }
/// }
/// context.note("dismissed", because: .app(MyReason.dismissedKeyboard))
/// ```
public protocol AppExplanation: Sendable, Equatable {
  /// The explanation as the logs print it.
  var text: String { get }
  /// The rules the explanation cites, in order (none by default).
  var ruleIDs: [RuleID] { get }
}

extension AppExplanation {
  /// No rules: an app explanation cites the rulebook only when it says so.
  public var ruleIDs: [RuleID] { [] }
}

/// Free text that app code writes itself, shown as given: a custom recognizer's
/// `setState(_:because:)` with a string. The model's own code never builds one (a test scans
/// `Sources/TouchSim` for it); its reasons are typed.
public struct AppText: AppExplanation {
  /// The text as written.
  public let text: String
  /// The rules the app says its text cites.
  public let ruleIDs: [RuleID]

  /// Text as written, citing `rules` (the rulebook IDs the text names, for rule coverage).
  public init(_ text: String, citing rules: [RuleID] = []) {
    self.text = text
    self.ruleIDs = rules
  }
}

/// A typed explanation from app code, as a reason can hold it (`Reason.app`).
public struct AppReason: Sendable, Equatable {
  private let value: any AppExplanation

  /// Wraps an app explanation.
  public init(_ value: some AppExplanation) { self.value = value }

  /// The explanation's text.
  public var text: String { value.text }

  /// The rules the explanation cites.
  public var ruleIDs: [RuleID] { value.ruleIDs }

  /// The wrapped value, to read it back as its own type.
  public var explanation: any AppExplanation { value }

  public static func == (lhs: AppReason, rhs: AppReason) -> Bool { lhs.value.isEqual(to: rhs.value) }
}

extension AppExplanation {
  fileprivate func isEqual(to other: any AppExplanation) -> Bool { (other as? Self) == self }
}

extension Reason {
  /// A reason that app code defines (`AppExplanation`).
  public static func app(_ explanation: some AppExplanation) -> Reason { .app(AppReason(explanation)) }
}

/// What the model's app interface says by default when app code gives no reason.
public enum HandlerReason: AppExplanation {
  /// A `TouchContext` handler forwarded a call to the next responder (RC1, RC3).
  case forwarded
  /// A `TouchContext` handler wrote a note.
  case note
  /// App code set a property (`Window.set`).
  case set
  /// App code set a scroll view's `contentOffset`: the delegate hears the change at once (S8).
  case contentOffset
  /// An app class's override of a UIKit method (named) gave the answer.
  case overridden(String)
  /// The app's delegate object's method (named) gave the answer.
  case delegateMethod(String)
  /// App code called a responder's touch method by hand (`next?.touchesBegan(touches, with: event)`).
  case calledByHand

  public var text: String {
    switch self {
    case .forwarded: return "the app's handler forwards the call to its next responder (RC1, RC3)"
    case .note: return "the app's handler wrote a note"
    case .set: return "the app set a property"
    case .contentOffset: return "S8: the app set contentOffset, and the delegate hears the change at once"
    case .overridden(let method): return "the app's class overrides \(method)"
    case .delegateMethod(let method): return "the app's delegate implements \(method)"
    case .calledByHand:
      return "the app's code calls the method by hand, as next?.touchesBegan(touches, with: event) does (RC1, RC3)"
    }
  }

  public var ruleIDs: [RuleID] {
    switch self {
    case .forwarded, .calledByHand: return [.rc1, .rc3]
    case .contentOffset: return [.s8]
    case .note, .set, .overridden, .delegateMethod: return []
    }
  }
}
