extension Window {
  /// Runs app reactions to a callback (a recognizer's targets, G2; a scroll view's delegate
  /// reactions, S8; a control's actions for an event, C7; a table's `didSelectRow`
  /// reactions, TV1) synchronously, inside the call that triggered them, as UIKit calls
  /// delegates and targets: a `contentOffset` set in `scrollViewDidScroll` calls it again.
  ///
  /// Reactions may trigger further callbacks whose reactions run inside these (an action that
  /// sends another control event); the nesting is bounded by `limits.maxReactionDepth`. Beyond
  /// it the reactions do not run and the run stops with an error naming the receiver and the
  /// callback (`reactionLoop`, with the reaction running then). Once the run has an error no
  /// reaction runs, so a loop unwinds at once.
  public func runReactions(of receiver: String, to callback: String, _ body: () -> Void) {
    guard errors.isEmpty else { return }
    guard reactionDepth < limits.maxReactionDepth else {
      stopForLoop(
        .reactionDepth, "reactions nested deeper than \(limits.maxReactionDepth) at \(receiver) (\(callback))")
      return
    }
    reactionDepth += 1
    defer { reactionDepth -= 1 }
    body()
  }

  /// Runs one app reaction written at `position` (a scenario's `on` entry), so that a loop
  /// limit reached inside it names the reaction (`reactionLoop`).
  @inline(__always)
  public func runReaction(at position: ReactionPosition?, _ body: () -> Void) {
    let outer = runningReactionPosition
    runningReactionPosition = position
    body()
    runningReactionPosition = outer
  }

  /// Stops the run because the app's reactions loop: the error, and the reaction running.
  func stopForLoop(_ limit: ReactionLoop.Limit, _ message: String) {
    errors.append(message)
    if reactionLoop == nil {
      reactionLoop = ReactionLoop(limit: limit, message: message, position: runningReactionPosition)
    }
  }
}

/// Where an app reaction is written: a line and column of a scenario file (1-based).
public struct ReactionPosition: Sendable, Equatable {
  /// The line.
  public var line: Int
  /// The column.
  public var column: Int

  /// A position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

/// App reactions that stopped the run at a loop limit (`Window.reactionLoop`): the scenario's
/// own loop, which a scenario file can fix, not a broken model.
public struct ReactionLoop: Sendable, Equatable {
  /// The limits a loop of reactions meets.
  public enum Limit: Sendable, Equatable {
    /// Reactions inside one another (`RunLimits.maxReactionDepth`).
    case reactionDepth
    /// `forward` reactions inside one another (`RunLimits.maxForwardingDepth`).
    case forwardingDepth
    /// `forward` reactions in one run-loop turn (`RunLimits.maxForwardsPerTurn`).
    case forwardsPerTurn
  }

  /// The limit met.
  public var limit: Limit
  /// The error, as `errors` and `Simulation.Outcome.stopped` give it.
  public var message: String
  /// The reaction running when the limit was met (`Window.runReaction(at:_:)`), if known.
  public var position: ReactionPosition?
}
