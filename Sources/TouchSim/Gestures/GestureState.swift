/// A gesture recognizer's state (`UIGestureRecognizer.State`, G1), with the log's spelling.
public enum GestureState: String, Sendable, CaseIterable {
  /// Not yet recognized; the default.
  case possible
  /// A continuous gesture started.
  case began
  /// A continuous gesture changed.
  case changed
  /// The gesture ended; for discrete gestures, recognized.
  case ended
  /// A continuous gesture was cancelled.
  case cancelled
  /// The gesture failed.
  case failed

  /// `UIGestureRecognizer.State.recognized`, the same value as `ended`.
  public static let recognized = GestureState.ended

  /// Whether the state is terminal for the current touch sequence.
  public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

  /// Whether a recognizer in this state is still in play (has not finished).
  public var isInPlay: Bool { self == .possible || self == .began || self == .changed }

  /// Whether leaving `possible` for this state means the gesture began or was recognized.
  public var isRecognition: Bool { self == .began || self == .ended }
}

/// The table of legal state changes (G1), checked on every change like Chameleon's
/// `setState:`; `reset()` returning to `possible` is not a change of this table.
public enum GestureStateTransitions {
  /// The legal changes, as (from, to) pairs.
  public static let legal: [(from: GestureState, to: GestureState)] = [
    (.possible, .began), (.possible, .ended), (.possible, .failed),
    (.began, .changed), (.began, .ended), (.began, .cancelled),
    (.changed, .changed), (.changed, .ended), (.changed, .cancelled),
  ]

  /// Whether changing `from` to `to` is legal.
  public static func isLegal(from: GestureState, to: GestureState) -> Bool {
    legal.contains { $0.from == from && $0.to == to }
  }
}
