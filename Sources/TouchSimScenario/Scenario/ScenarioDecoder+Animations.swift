import TouchSim

/// `animate` in a timed action: `UIView.animate(withDuration:delay:options:animations:)` on one
/// view (AN1, AN2, AN7).
extension ScenarioDecoder {
  /// Keys of `animate`.
  static let animationKeys = ["view", "duration", "delay", "options", "to"]
  /// Keys of `animate`'s `to`: the animatable properties the model knows.
  static let animationTargetKeys = ["alpha", "frame", "center"]
  /// The animation options the model knows.
  static let animationOptions = ["allowUserInteraction"]

  /// `{"view": id, "duration": ms, "delay": ms, "options": [...], "to": {...}}` in a timed
  /// action; the view is checked with the other references.
  mutating func decodeAnimation(_ json: JSONValue) throws(ScenarioError) -> Scenario.Animation {
    let animation = try Scenario.Animation.read(json)
    crossCheck.references.append(
      .init(name: animation.view, kind: .view, location: animation.viewPosition.at, what: "'animate'"))
    return animation
  }
}

extension Scenario.Animation {
  /// Reads `animate` (a timed action's or a reaction's): its shape, ranges and options; the
  /// view is resolved by the caller.
  static func read(_ json: JSONValue) throws(ScenarioError) -> Scenario.Animation {
    typealias Keys = ScenarioDecoder
    var reader = try ObjectReader(json, what: "'animate'")
    try reader.rejectKeys(notIn: Keys.animationKeys)
    let viewValue = try reader.required("view")
    let view = try viewValue.string("'view'")
    let duration = try reader.required("duration").number("'duration'", in: 0...ScenarioLimits.maxTime)
    let delay = try reader.optional("delay")?.number("'delay'", in: 0...ScenarioLimits.maxTime) ?? 0
    var allows = false
    if let options = reader.optional("options") {
      for (option, location) in try options.strings("'options'") {
        guard Keys.animationOptions.contains(option) else {
          var message = "unknown animation option '\(Spelling.shortened(option))'"
          if let suggestion = Spelling.closest(to: option, in: Keys.animationOptions) {
            message += "; did you mean '\(suggestion)'?"
          }
          throw ScenarioError(message + " (the model knows: allowUserInteraction)", at: location)
        }
        allows = true
      }
    }
    let toValue = try reader.required("to")
    var to = try ObjectReader(toValue, what: "'animate' 'to'")
    try to.rejectKeys(notIn: Keys.animationTargetKeys)
    var animation = Scenario.Animation(
      view: view, duration: duration, delay: delay, allowsUserInteraction: allows,
      viewPosition: SourcePosition(viewValue.location))
    animation.alpha = try to.optional("alpha")?.number("'alpha'", in: 0...1)
    if let frame = to.optional("frame") {
      let numbers = try frame.numbers("'frame'", count: 4)
      guard numbers.allSatisfy({ $0.magnitude <= ScenarioLimits.maxLength }), numbers[2] >= 0, numbers[3] >= 0 else {
        throw ScenarioError(
          "'frame' values must be within ±1000000, width and height not negative", at: frame.location)
      }
      animation.frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
    if let center = to.optional("center") {
      let numbers = try center.numbers("'center'", count: 2)
      guard numbers.allSatisfy({ $0.magnitude <= ScenarioLimits.maxLength }) else {
        throw ScenarioError("'center' values must be within ±1000000", at: center.location)
      }
      animation.center = Point(x: numbers[0], y: numbers[1])
    }
    guard animation.alpha != nil || animation.frame != nil || animation.center != nil else {
      throw ScenarioError("'animate' 'to' must name at least one of alpha, frame, center", at: toValue.location)
    }
    try to.finish()
    try reader.finish()
    return animation
  }
}
