import TouchSim

/// The limits on app logic and on held steppers (issue 27): counts of the file that multiply
/// the work of a replay, refused where the file exceeds them, with the limit named.
extension ScenarioDecoder {
  /// Counts a callback's reactions against `maxReactions`, refusing the first one too many.
  mutating func countReactions(_ items: [JSONValue]) throws(ScenarioError) {
    if reactionCount + items.count > Self.maxReactions {
      throw ScenarioError(
        "the scenario has more than \(Self.maxReactions) reactions: the limit is \(Self.maxReactions) per scenario "
          + "(each may run at every callback)",
        at: items[Self.maxReactions - reactionCount].location)
    }
    reactionCount += items.count
  }

  /// Counts `set` entries against `maxAssignments`, refusing the first one too many.
  mutating func countAssignments(_ keys: [SourceLocation]) throws(ScenarioError) {
    if assignmentCount + keys.count > Self.maxAssignments {
      throw ScenarioError(
        "the scenario's reactions and timed actions set more than \(Self.maxAssignments) properties: the limit is "
          + "\(Self.maxAssignments) 'set' entries per scenario",
        at: keys[Self.maxAssignments - assignmentCount])
    }
    assignmentCount += keys.count
  }

  /// Counts the autorepeat steps a stroke could give a stepper it holds (SP4) against
  /// `maxAutorepeats`, when the scenario has a stepper; `location` is the stroke's last point.
  /// Any stroke counts: a stepper can move under a finger (a scroll, a reaction).
  mutating func countAutorepeats(path: [Scenario.PathPoint], at location: SourceLocation) throws(ScenarioError) {
    guard hasStepper, let first = path.first, let last = path.last else { return }
    let held = SimTime.milliseconds(last.t) - SimTime.milliseconds(first.t)
    autorepeatCount += Self.autorepeats(whileHeldFor: held)
    guard autorepeatCount <= Self.maxAutorepeats else {
      throw ScenarioError(
        "the touches can hold a stepper for more than \(Self.maxAutorepeats) autorepeat steps: the limit is "
          + "\(Self.maxAutorepeats) per scenario (a held stepper steps every 50 ms after its first 4 s; any touch "
          + "counts when the scenario has a UIStepper); shorten the holds",
        at: location)
    }
  }

  /// SP4: the most autorepeat steps of a stepper held for `held` (its timer's fires up to the
  /// lift: 0.5 s apart through the fifth fire, then 0.1 s through the twentieth, then 0.05 s).
  static func autorepeats(whileHeldFor held: SimDuration) -> Int {
    let milliseconds = held.microseconds / 1000
    let slow = StepperConstants.repeatInterval.microseconds / 1000
    let fast = StepperConstants.fastRepeatInterval.microseconds / 1000
    let fastest = StepperConstants.fastestRepeatInterval.microseconds / 1000
    // Fires 1-5 at 0.5 s intervals, 6-20 at 0.1 s, then every 0.05 s.
    if milliseconds < 5 * slow { return Int(milliseconds / slow) }
    let afterSlow = milliseconds - 5 * slow
    if afterSlow < 15 * fast { return 5 + Int(afterSlow / fast) }
    return 20 + Int((afterSlow - 15 * fast) / fastest)
  }
}
