/// The answers of a recognizer's delegate (`UIGestureRecognizerDelegate`), as a scenario
/// gives them; `nil` means the delegate does not implement that method.
public struct GestureRecognizerDelegate: Sendable, Equatable {
  /// `gestureRecognizerShouldBegin(_:)` (G8).
  public var shouldBegin: Bool?
  /// `gestureRecognizer(_:shouldReceive:)` (G7).
  public var shouldReceiveTouch: Bool?
  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` (G9): these names, or all.
  public var shouldRecognizeSimultaneouslyWith: RecognizerSelection?
  /// `gestureRecognizer(_:shouldRequireFailureOf:)` (G10).
  public var shouldRequireFailureOf: [String]?
  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` (G10).
  public var shouldBeRequiredToFailBy: [String]?

  /// Creates a delegate with the given answers.
  public init(
    shouldBegin: Bool? = nil, shouldReceiveTouch: Bool? = nil,
    shouldRecognizeSimultaneouslyWith: RecognizerSelection? = nil,
    shouldRequireFailureOf: [String]? = nil, shouldBeRequiredToFailBy: [String]? = nil
  ) {
    self.shouldBegin = shouldBegin
    self.shouldReceiveTouch = shouldReceiveTouch
    self.shouldRecognizeSimultaneouslyWith = shouldRecognizeSimultaneouslyWith
    self.shouldRequireFailureOf = shouldRequireFailureOf
    self.shouldBeRequiredToFailBy = shouldBeRequiredToFailBy
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
