import TouchSim

/// Expectations written in Swift (TouchSimTesting's `sequence`/`never` checks): the same
/// matching, the same messages and the same validation as a scenario's `expect` block.
extension Expectations {
  /// An `expect` block from patterns written in Swift. Each pattern takes its place in the
  /// block as its label (`expect.sequence[0]`, `expect.never[1]`), as the reader labels them.
  ///
  /// ```swift
  /// let expect = Expectations(
  ///   sequence: [try Pattern(["to": "buy", "call": "controlEvent", "event": "touchUpInside"])],
  ///   never: [try Pattern(["call": "scrollViewWillBeginDragging"])])
  /// ```
  public init(sequence: [Pattern] = [], never: [Pattern] = []) {
    self.sequence = sequence.enumerated().map { $0.element.labelled("expect.sequence[\($0.offset)]") }
    self.never = never.enumerated().map { $0.element.labelled("expect.never[\($0.offset)]") }
  }

  /// Checks every pattern against a built tree, as the scenario reader checks an `expect`
  /// block against its scenario: `to` names an object of the window that receives the call,
  /// `view`, `result`, `via` and `other` name objects of the right kind, `touches` lists
  /// `fingers`, `row` is below the table's row count, `property` is settable, and the fields
  /// fit one call. A pattern that could never match throws, so no check is one that cannot fail.
  ///
  /// ```swift
  /// try Expectations(never: [try Pattern(["to": "buyy", "call": "touchesBegan"])])
  ///   .validate(in: window, fingers: [1])  // unknown receiver 'buyy'; did you mean 'buy'?
  /// ```
  /// - Throws: the reader's `ScenarioError`, located where the pattern was written.
  public func validate(in window: Window, fingers: Set<Int>) throws(ScenarioError) {
    var names: [String] = []
    var definitions: [String: SourceLocation] = [:]
    func define(_ name: String) {
      guard definitions[name] == nil else { return }
      definitions[name] = SourceLocation(line: 1, column: 1)
      names.append(name)
    }
    for view in window.allViews {
      define(view.name)
      if let controller = view.viewController { define(controller.name) }
      for recognizer in view.gestureRecognizers { define(recognizer.name) }
    }
    let checker = ScenarioCrossCheck(
      objects: ScenarioObjects(window: window), definitions: definitions, definitionOrder: names)
    try checker.validateExpectations(self, fingers: fingers)
  }
}
