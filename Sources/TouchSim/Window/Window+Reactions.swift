extension Window {
  /// Runs app reactions to a callback (a recognizer's targets, G2; a scroll view's delegate
  /// reactions, S8; a control's actions for an event, C7; a table's `didSelectRow`
  /// reactions, TV1) synchronously, inside the call that triggered them, as UIKit calls
  /// delegates and targets: a `contentOffset` set in `scrollViewDidScroll` calls it again.
  ///
  /// Reactions may trigger further callbacks whose reactions run inside these (an action that
  /// sends another control event); the nesting is bounded by `limits.maxReactionDepth`. Beyond
  /// it the reactions do not run and the run stops with an error naming the receiver and the
  /// callback. Once the run has an error no reaction runs, so a loop unwinds at once.
  public func runReactions(of receiver: String, to callback: String, _ body: () -> Void) {
    guard errors.isEmpty else { return }
    guard reactionDepth < limits.maxReactionDepth else {
      errors.append("reactions nested deeper than \(limits.maxReactionDepth) at \(receiver) (\(callback))")
      return
    }
    reactionDepth += 1
    defer { reactionDepth -= 1 }
    body()
  }
}
