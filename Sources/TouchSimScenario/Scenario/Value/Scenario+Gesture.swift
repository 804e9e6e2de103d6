extension Scenario {
  /// One gesture recognizer of `gestures` (Docs/ScenarioFormat.md "Gesture recognizers").
  public struct Gesture: Equatable, Sendable {
    /// `id`: the name in the log.
    public var id: String
    /// `class`: a class of the registry.
    public var className: String
    /// `view`: the id of the view it is attached to.
    public var view: String
    /// `requireToFail`: ids of recognizers that must fail first (G10).
    public var requireToFail: [String]
    /// `delegate`: the delegate's answers.
    public var delegate: Delegate?
    /// The declared properties given: UIGestureRecognizer's (`isEnabled`,
    /// `cancelsTouchesInView`, ...) and the class's parameters (`numberOfTapsRequired`, ...),
    /// in catalogue order (`PropertyCatalogue`).
    public var properties: [Property]
    /// Delegate answers given with cases and the reactions to its action (`on`), in file
    /// order (Docs/ScenarioFormat.md "App logic").
    public var logic: [AppLogic] = []
    /// Where the recognizer is written.
    public var position: SourcePosition

    /// A recognizer of `className` on `view`, with nothing else set.
    public init(
      id: String, className: String, view: String, requireToFail: [String] = [], properties: [Property] = [],
      position: SourcePosition = SourcePosition()
    ) {
      self.id = id
      self.className = className
      self.view = view
      self.requireToFail = requireToFail
      self.properties = properties
      self.position = position
    }
  }

  /// A recognizer's delegate answers (G7–G10); `nil` means the method is not implemented.
  public struct Delegate: Equatable, Sendable {
    /// The recognizers a delegate answer names.
    public enum Selection: Equatable, Sendable {
      /// `true` (every recognizer) or `false` (none).
      case always(Bool)
      /// These recognizer ids.
      case named([String])
    }

    /// `shouldBegin` (G8).
    public var shouldBegin: Bool?
    /// `shouldReceiveTouch` (G7).
    public var shouldReceiveTouch: Bool?
    /// `shouldRecognizeSimultaneouslyWith` (G9).
    public var shouldRecognizeSimultaneouslyWith: Selection?
    /// `shouldRequireFailureOf` (G10).
    public var shouldRequireFailureOf: [String]?
    /// `shouldBeRequiredToFailBy` (G10).
    public var shouldBeRequiredToFailBy: [String]?

    /// A delegate with the given answers.
    public init(
      shouldBegin: Bool? = nil, shouldReceiveTouch: Bool? = nil, shouldRecognizeSimultaneouslyWith: Selection? = nil,
      shouldRequireFailureOf: [String]? = nil, shouldBeRequiredToFailBy: [String]? = nil
    ) {
      self.shouldBegin = shouldBegin
      self.shouldReceiveTouch = shouldReceiveTouch
      self.shouldRecognizeSimultaneouslyWith = shouldRecognizeSimultaneouslyWith
      self.shouldRequireFailureOf = shouldRequireFailureOf
      self.shouldBeRequiredToFailBy = shouldBeRequiredToFailBy
    }
  }
}
