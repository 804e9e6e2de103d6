/// A recognizer's delegate (`UIGestureRecognizerDelegate`): the methods the app implements,
/// each a closure that answers from the recognizers, the touch and any state it reads; `nil`
/// means the delegate does not implement that method (UIKit's default answer, not logged).
///
/// ```swift
/// var delegate = GestureRecognizerDelegate()
/// delegate.shouldReceive = { recognizer, touch in
///   AppAnswer(touch.view?.isDescendant(of: table) != true)  // AL1: leave the table's rows alone
/// }
/// dismissTap.delegate = delegate
/// ```
public struct GestureRecognizerDelegate {
  /// `gestureRecognizerShouldBegin(_:)` (G8).
  public var shouldBegin: ((GestureRecognizer) -> AppAnswer<Bool>)?
  /// `gestureRecognizer(_:shouldReceive:)` (G7), asked once per touch at touch-down.
  public var shouldReceive: ((GestureRecognizer, Touch) -> AppAnswer<Bool>)?
  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` (G9): the recognizer, then
  /// the other one.
  public var shouldRecognizeSimultaneouslyWith: ((GestureRecognizer, GestureRecognizer) -> AppAnswer<Bool>)?
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
      self.shouldRecognizeSimultaneouslyWith = { _, other in AppAnswer(selection.contains(other.name)) }
    }
    if let names = shouldRequireFailureOf { self.shouldRequireFailureOf = { _, other in names.contains(other.name) } }
    if let names = shouldBeRequiredToFailBy {
      self.shouldBeRequiredToFailBy = { _, other in names.contains(other.name) }
    }
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
