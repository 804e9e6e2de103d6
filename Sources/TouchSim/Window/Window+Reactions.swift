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

  /// Counts units of work done outside the model (a scenario's reactions, issue 27) against
  /// `RunLimits.maxWork`, as `spendWork(_:)` does.
  public func countWork(_ units: Int = 1) { spendWork(units) }

  /// Counts units of work and checks the work budget whenever the count passes a multiple of
  /// 4,096: loops that can run long without logging (the arbitration's, reactions whose
  /// conditions do not hold) stop soon after the budget is used up (issue 27).
  @inline(__always)
  func spendWork(_ units: Int = 1) {
    let before = workCount
    workCount += units
    if (before ^ workCount) >> 12 != 0 { checkBudgets() }
  }

  /// Stops the run when it has used up its output or work budget (`RunLimits.maxRecords`,
  /// `maxWork`), with an error that names the limit (exit 70, as the event limit). Checked at
  /// every record (`logging`: one more is about to be logged) and after every event.
  public func checkBudgets(logging: Bool = false) {
    checkBudgets(logging: logging, orderDependence: false)
  }

  /// `checkBudgets(logging:)`; `orderDependence`: one more order-dependent outcome is about
  /// to be reported.
  func checkBudgets(logging: Bool, orderDependence: Bool) {
    guard !isOverBudget else { return }
    let message: String
    if orderDependence && gestureEnvironment.orderDependences.count >= limits.maxOrderDependences {
      message =
        "the run exceeded \(limits.maxOrderDependences) order-dependent outcomes: the limit is "
        + "\(limits.maxOrderDependences) per run (each is a warning; make the order explicit with requireToFail or a "
        + "delegate); its log ends there"
    } else if logging && recorder.count >= limits.maxRecords {
      message =
        "the run exceeded \(limits.maxRecords) records: the limit is \(limits.maxRecords) records per run (an output "
        + "budget, so that every replay ends within 2 s); its log ends there"
    } else if scheduler.eventsRun + workCount > limits.maxWork {
      message =
        "the run exceeded \(limits.maxWork) units of work (events, and the recognizers, touches, views and reactions "
        + "visited): the limit is \(limits.maxWork) per run (a work budget, so that every replay ends within 2 s); "
        + "its log ends there"
    } else {
      return
    }
    isOverBudget = true
    errors.append(message)
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
