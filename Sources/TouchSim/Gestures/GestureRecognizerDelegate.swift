/// A recognizer's delegate (`UIGestureRecognizerDelegate`), with UIKit's method names.
///
/// Implement the methods your app implements; the others keep UIKit's default answer and
/// are not asked (UIKit's optional methods: the log shows only the questions a delegate
/// answers). Delegate code written for UIKit compiles once `CGPoint` reads `Point` and
/// `CGFloat` reads `Double` (Docs/Library.md).
///
/// ```swift
/// final class KeyboardDismissal: UIGestureRecognizerDelegate {
///   let table: UITableView
///   init(table: UITableView) { self.table = table }
///   func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
///     touch.view?.isDescendant(of: table) != true  // AL1: leave the table's rows alone
///   }
/// }
/// ```
///
/// Swift has no optional protocol methods: a default implementation in an extension stands
/// for "not implemented". As with any protocol extension, a method must be declared by the
/// class that conforms (a subclass's own method is not a witness).
public protocol GestureRecognizerDelegate: AnyObject {
  /// `gestureRecognizerShouldBegin(_:)` (G8): asked when the recognizer would leave
  /// `.possible`; `false` fails it.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
  /// `gestureRecognizer(_:shouldReceive:)` (G7): asked once per new touch at touch-down;
  /// `false` keeps the touch from the recognizer.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` (G9): asked when one of the
  /// two would prevent the other; either delegate's yes is enough.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// `gestureRecognizer(_:shouldRequireFailureOf:)` (G10): asked whenever the requirement
  /// matters (not logged).
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` (G10): asked whenever the requirement
  /// matters (not logged).
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool
}

/// The methods a delegate does not implement: UIKit's default answer, marked so that the
/// recognizer treats the method as absent (not asked, not logged).
extension GestureRecognizerDelegate {
  /// Not implemented: UIKit's default answer, and the question is neither asked nor logged.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    gestureRecognizer.delegateAnsweredByDefault = true
    return true
  }
  /// Not implemented: UIKit's default answer, and the question is neither asked nor logged.
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    gestureRecognizer.delegateAnsweredByDefault = true
    return true
  }
  /// Not implemented: UIKit's default answer, and the question is neither asked nor logged.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    gestureRecognizer.delegateAnsweredByDefault = true
    return false
  }
  /// Not implemented: UIKit's default answer, and the question is neither asked nor logged.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    gestureRecognizer.delegateAnsweredByDefault = true
    return false
  }
  /// Not implemented: UIKit's default answer, and the question is neither asked nor logged.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    gestureRecognizer.delegateAnsweredByDefault = true
    return false
  }
}

/// A delegate made of closures that answer with reasons (`AppAnswer`, shown by `--explain`):
/// how a scenario's `delegate` answers and conditions reach a recognizer, and a short way to
/// write one in a test. `nil` leaves a method unimplemented.
///
/// Unlike other delegates, which the recognizer holds weakly as UIKit does, a
/// `GestureRecognizerAnswers` assigned to `delegate` is kept by the recognizer: it is a value
/// made of closures, which nothing else would own.
///
/// ```swift
/// let answers = GestureRecognizerAnswers()
/// answers.shouldReceive = { recognizer, touch in
///   AppAnswer(touch.view?.isDescendant(of: table) != true)  // AL1: leave the table's rows alone
/// }
/// dismissTap.delegate = answers
/// ```
public final class GestureRecognizerAnswers: GestureRecognizerDelegate {
  /// `gestureRecognizerShouldBegin(_:)` (G8).
  public var shouldBegin: ((GestureRecognizer) -> AppAnswer<Bool>)?
  /// `gestureRecognizer(_:shouldReceive:)` (G7), asked once per touch at touch-down.
  public var shouldReceive: ((GestureRecognizer, Touch) -> AppAnswer<Bool>)?
  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` (G9): the recognizer, then
  /// the other one.
  public var shouldRecognizeSimultaneouslyWith: ((GestureRecognizer, GestureRecognizer) -> AppAnswer<Bool>)? {
    didSet { answersSimultaneouslyWithAll = false }
  }
  /// Whether `shouldRecognizeSimultaneouslyWith` is the constant yes for every recognizer
  /// (`RecognizerSelection.all`): arbitration knows the answer of every pair without asking
  /// it where it only needs the answer (Q4's search for an order rival, issue 27); where UIKit
  /// asks the question (MD18) it is asked and logged as before.
  var answersSimultaneouslyWithAll = false
  /// `gestureRecognizer(_:shouldRequireFailureOf:)` (G10): the recognizer, then the other
  /// one; asked whenever the requirement matters (not logged).
  public var shouldRequireFailureOf: ((GestureRecognizer, GestureRecognizer) -> Bool)?
  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` (G10): the recognizer, then the other
  /// one; asked whenever the requirement matters (not logged).
  public var shouldBeRequiredToFailBy: ((GestureRecognizer, GestureRecognizer) -> Bool)?

  /// A delegate that implements nothing.
  public init() {}

  /// A delegate whose answers are constants; `nil` leaves a method unimplemented.
  public init(
    shouldBegin: Bool? = nil, shouldReceiveTouch: Bool? = nil,
    shouldRecognizeSimultaneouslyWith: RecognizerSelection? = nil,
    shouldRequireFailureOf: [String]? = nil, shouldBeRequiredToFailBy: [String]? = nil
  ) {
    if let shouldBegin { self.shouldBegin = { _ in AppAnswer(shouldBegin) } }
    if let shouldReceiveTouch { self.shouldReceive = { _, _ in AppAnswer(shouldReceiveTouch) } }
    if let selection = shouldRecognizeSimultaneouslyWith {
      switch selection {
      case .all: self.shouldRecognizeSimultaneouslyWith = { _, _ in AppAnswer(true) }
      case .named(let names):
        let names = Set(names)
        self.shouldRecognizeSimultaneouslyWith = { _, other in AppAnswer(names.contains(other.name)) }
      }
      answersSimultaneouslyWithAll = selection == .all
    }
    // Sets: a list of every other recognizer, asked of each pair, would cost its length (issue 27).
    if let names = shouldRequireFailureOf.map(Set.init) {
      self.shouldRequireFailureOf = { _, other in names.contains(other.name) }
    }
    if let names = shouldBeRequiredToFailBy.map(Set.init) {
      self.shouldBeRequiredToFailBy = { _, other in names.contains(other.name) }
    }
  }
}

/// The protocol's methods, answering from the closures (for app code that asks the delegate
/// itself; the recognizer reads the closures with their reasons).
extension GestureRecognizerAnswers {
  /// `shouldBegin`'s value, or not implemented when it is `nil`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard let shouldBegin else {
      gestureRecognizer.delegateAnsweredByDefault = true
      return true
    }
    return shouldBegin(gestureRecognizer).value
  }
  /// `shouldReceive`'s value, or not implemented when it is `nil`.
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    guard let shouldReceive else {
      gestureRecognizer.delegateAnsweredByDefault = true
      return true
    }
    return shouldReceive(gestureRecognizer, touch).value
  }
  /// `shouldRecognizeSimultaneouslyWith`'s value, or not implemented when it is `nil`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    guard let shouldRecognizeSimultaneouslyWith else {
      gestureRecognizer.delegateAnsweredByDefault = true
      return false
    }
    return shouldRecognizeSimultaneouslyWith(gestureRecognizer, otherGestureRecognizer).value
  }
  /// `shouldRequireFailureOf`'s value, or not implemented when it is `nil`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    guard let shouldRequireFailureOf else {
      gestureRecognizer.delegateAnsweredByDefault = true
      return false
    }
    return shouldRequireFailureOf(gestureRecognizer, otherGestureRecognizer)
  }
  /// `shouldBeRequiredToFailBy`'s value, or not implemented when it is `nil`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    guard let shouldBeRequiredToFailBy else {
      gestureRecognizer.delegateAnsweredByDefault = true
      return false
    }
    return shouldBeRequiredToFailBy(gestureRecognizer, otherGestureRecognizer)
  }
}

/// A set of recognizers named in a delegate answer.
public enum RecognizerSelection: Sendable, Equatable {
  /// Every recognizer.
  case all
  /// The recognizers with these names.
  case named([String])

  /// Whether the selection includes a recognizer.
  public func contains(_ name: String) -> Bool {
    switch self {
    case .all: return true
    case .named(let names): return names.contains(name)
    }
  }
}
