/// Q4, MD22: an outcome that depends on the order in which TouchSim tries recognizers.
///
/// UIKit keeps a window's recognizers in an unordered set (WebKit PR #37472; MessageKit
/// #1219, #821, #1359 report an app's tap winning over a library's tap on the same view),
/// so when two recognizers that exclude each other can both begin or recognize in the same
/// event, with nothing between them (no failure requirement either way, no delegate that
/// refuses or allows simultaneity, no veto of a touched view), either may win on a device.
/// TouchSim keeps its fixed order (MD4) for determinism and records the fact; `order`
/// `.reversed` replays the other outcome.
public struct OrderDependence: Sendable, Equatable {
  /// When both could recognize: the event's time.
  public let time: SimTime
  /// The recognizer that won in this run.
  public let winner: String
  /// The recognizer that was prevented (MD18) although it could have recognized too.
  public let loser: String
  /// How many records the run had produced when it was decided: the fact's place in the log.
  public let recordIndex: Int

  /// Creates the fact.
  public init(time: SimTime, winner: String, loser: String, recordIndex: Int) {
    self.time = time
    self.winner = winner
    self.loser = loser
    self.recordIndex = recordIndex
  }

  /// Both recognizers, in TouchSim's default order (MD4) when `reversed` is false.
  public var recognizers: [String] { [winner, loser] }

  /// What an app does to make the outcome deterministic, whatever UIKit's order (G9, G10, G8),
  /// rendered from `Reason` (its English is in `GestureReason+Text`).
  public var remedy: String { Reason.gesture(.orderRemedy(winner: winner, loser: loser)).text }

  /// Why the outcome depends on the order, with the remedy (`--explain`, Q4).
  public var reason: Reason { .gesture(.orderDependent(winner: winner, loser: loser)) }
}

/// Q4: the order in which recognizers that could both recognize in one event are tried.
public enum RecognizerOrder: String, Sendable, CaseIterable {
  /// MD4: the hit view's recognizers first, then each ancestor's, each view's in the order added.
  case insertion
  /// The opposite order at every order-dependent point: the recognizer MD4 puts later wins.
  case reversed
}
