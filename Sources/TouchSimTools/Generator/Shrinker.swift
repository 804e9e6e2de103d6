import TouchSimScenario

/// Shrinks a failing scenario: removes recognizers, strokes, actions, views, path points,
/// optional keys and app logic (whole answers and reaction lists, then single cases and
/// reactions) one at a time, keeping each removal after which the scenario still fails,
/// until nothing more can go. Candidates the reader rejects (a reference to a removed view)
/// are simply not failures, so what is kept stays a valid scenario.
public struct Shrinker {
  /// Whether a scenario still shows the failure.
  public let stillFails: (Scenario) -> Bool

  /// Creates a shrinker with a failure predicate.
  public init(stillFails: @escaping (Scenario) -> Bool) { self.stillFails = stillFails }

  /// The smallest failing scenario found.
  public func shrink(_ scenario: Scenario) -> Scenario {
    var current = scenario
    var improved = true
    var rounds = 0
    while improved && rounds < 50 {
      improved = false
      rounds += 1
      for candidate in candidates(of: current) where stillFails(candidate) {
        current = candidate
        improved = true
        break
      }
    }
    return current
  }

  /// Every scenario one removal smaller, largest parts first.
  func candidates(of scenario: Scenario) -> [Scenario] {
    var result: [Scenario] = []
    func with(_ change: (inout Scenario) -> Void) {
      var copy = scenario
      change(&copy)
      result.append(copy)
    }
    for index in scenario.gestures.indices { with { $0.gestures.remove(at: index) } }
    for index in scenario.strokes.indices { with { $0.strokes.remove(at: index) } }
    for index in scenario.actions.indices { with { $0.actions.remove(at: index) } }
    if scenario.expectations != nil { with { $0.expectations = nil } }
    if scenario.notes != nil { with { $0.notes = nil } }
    if scenario.windowSize != nil { with { $0.windowSize = nil } }
    if scenario.ios != nil { with { $0.ios = nil } }
    for smaller in Self.smaller(scenario.root) { with { $0.root = smaller } }
    for (index, gesture) in scenario.gestures.enumerated() {
      for smaller in Self.smaller(gesture) { with { $0.gestures[index] = smaller } }
    }
    for (index, stroke) in scenario.strokes.enumerated() {
      for smaller in Self.smaller(stroke) { with { $0.strokes[index] = smaller } }
    }
    for (index, action) in scenario.actions.enumerated() where action.assignments.count > 1 {
      for entry in action.assignments.indices { with { $0.actions[index].assignments.remove(at: entry) } }
    }
    return result
  }

  /// The element at `index` removed (always a change).
  private static func removed<Element>(_ array: inout [Element], at index: Int) -> Bool {
    array.remove(at: index)
    return true
  }

  /// `value` set to nil, if it was set.
  private static func cleared<Value>(_ value: inout Value?) -> Bool {
    guard value != nil else { return false }
    value = nil
    return true
  }

  /// The view with one subview, one key or one entry fewer, here or anywhere below.
  static func smaller(_ view: Scenario.View) -> [Scenario.View] {
    var result: [Scenario.View] = []
    func without(_ change: (inout Scenario.View) -> Bool) {
      var copy = view
      if change(&copy) { result.append(copy) }
    }
    for index in view.subviews.indices { without { removed(&$0.subviews, at: index) } }
    for index in view.properties.indices { without { removed(&$0.properties, at: index) } }
    without { cleared(&$0.touches) }
    without { cleared(&$0.controller) }
    without { cleared(&$0.pointInside) }
    without { cleared(&$0.hitTest) }
    for index in view.reactions.indices { without { removed(&$0.reactions, at: index) } }
    for index in view.logic.indices { without { removed(&$0.logic, at: index) } }
    for (index, logic) in view.logic.enumerated() {
      for smaller in smaller(logic) {
        without {
          $0.logic[index] = smaller
          return true
        }
      }
    }
    for index in view.gestureRecognizerShouldBegin.indices {
      without { removed(&$0.gestureRecognizerShouldBegin, at: index) }
    }
    without { cleared(&$0.scroll.rows) }
    without { cleared(&$0.scroll.rowHeight) }
    without { cleared(&$0.scroll.contentSize) }
    without { cleared(&$0.scroll.contentOffset) }
    without { cleared(&$0.scroll.contentInset) }
    without { cleared(&$0.scroll.touchesShouldBegin) }
    without { cleared(&$0.scroll.touchesShouldCancel) }
    without { cleared(&$0.scroll.sharesPanWith) }
    for (index, subview) in view.subviews.enumerated() {
      for smaller in smaller(subview) {
        var copy = view
        copy.subviews[index] = smaller
        result.append(copy)
      }
    }
    return result
  }

  /// The recognizer with one key or one entry fewer.
  static func smaller(_ gesture: Scenario.Gesture) -> [Scenario.Gesture] {
    var result: [Scenario.Gesture] = []
    func without(_ change: (inout Scenario.Gesture) -> Bool) {
      var copy = gesture
      if change(&copy) { result.append(copy) }
    }
    for index in gesture.properties.indices { without { removed(&$0.properties, at: index) } }
    without { cleared(&$0.delegate) }
    for index in gesture.requireToFail.indices { without { removed(&$0.requireToFail, at: index) } }
    for index in gesture.logic.indices { without { removed(&$0.logic, at: index) } }
    for (index, logic) in gesture.logic.enumerated() {
      for smaller in smaller(logic) {
        without {
          $0.logic[index] = smaller
          return true
        }
      }
    }
    return result
  }

  /// The logic with one reaction of several, or one case of an answer, fewer.
  static func smaller(_ logic: Scenario.AppLogic) -> [Scenario.AppLogic] {
    var result: [Scenario.AppLogic] = []
    switch logic.body {
    case .reactions(let reactions) where reactions.count > 1:
      for index in reactions.indices {
        var fewer = reactions
        fewer.remove(at: index)
        result.append(Scenario.AppLogic(logic.role, .reactions(fewer)))
      }
    case .answer(.cases(let cases, let otherwise)):
      for index in cases.indices {
        var fewer = cases
        fewer.remove(at: index)
        result.append(Scenario.AppLogic(logic.role, .answer(.cases(fewer, otherwise: otherwise))))
      }
    default: break
    }
    return result
  }

  /// The stroke with one path point or one key fewer.
  static func smaller(_ stroke: Scenario.Stroke) -> [Scenario.Stroke] {
    var result: [Scenario.Stroke] = []
    func without(_ change: (inout Scenario.Stroke) -> Bool) {
      var copy = stroke
      if change(&copy) { result.append(copy) }
    }
    if stroke.path.count > 2 {
      for index in stroke.path.indices { without { removed(&$0.path, at: index) } }
    }
    without { cleared(&$0.hz) }
    without { cleared(&$0.end) }
    without { cleared(&$0.movesInPlace) }
    return result
  }
}
