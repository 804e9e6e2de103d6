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

/// Q4, 0.5: which of two recognizers that could both recognize in one event is resolved first.
///
/// The default (`insertion`, the name kept from the model's first order) is UIKit's
/// depth-first resolution order (0.5): the deeper view's recognizer first, and on one view the
/// recognizer added last. `reversed` flips every order-dependent point; `reversed:A,B` flips
/// only the point between recognizers `A` and `B` (several pairs separated by `/`).
public struct RecognizerOrder: Sendable, Equatable, Hashable, CaseIterable {
  /// Flip every order-dependent point.
  public let reversesAll: Bool
  /// The pairs of recognizer names whose point is flipped, each sorted.
  public let reversedPairs: [[String]]

  /// UIKit's depth-first resolution order (0.5), the default.
  public static let insertion = RecognizerOrder(reversesAll: false, reversedPairs: [])
  /// The other outcome at every order-dependent point.
  public static let reversed = RecognizerOrder(reversesAll: true, reversedPairs: [])
  /// The whole-run orders (`--order insertion`, `--order reversed`).
  public static let allCases: [RecognizerOrder] = [.insertion, .reversed]

  /// An order flipping only the points between the given pairs of recognizers.
  public init(reversing pairs: [(String, String)]) {
    self.init(reversesAll: false, reversedPairs: pairs.map { [$0.0, $0.1].sorted() })
  }

  private init(reversesAll: Bool, reversedPairs: [[String]]) {
    self.reversesAll = reversesAll
    self.reversedPairs = reversedPairs
  }

  /// Parses `insertion`, `reversed` or `reversed:A,B[/C,D...]`; nil for anything else.
  public init?(rawValue: String) {
    switch rawValue {
    case "insertion": self = .insertion
    case "reversed": self = .reversed
    default:
      guard rawValue.hasPrefix("reversed:") else { return nil }
      var pairs: [(String, String)] = []
      for text in rawValue.dropFirst("reversed:".count).split(separator: "/", omittingEmptySubsequences: false) {
        let names = text.split(separator: ",", omittingEmptySubsequences: false)
        guard names.count == 2, !names[0].isEmpty, !names[1].isEmpty, names[0] != names[1] else { return nil }
        pairs.append((String(names[0]), String(names[1])))
      }
      self.init(reversing: pairs)
    }
  }

  /// The option value that names this order.
  public var rawValue: String {
    if reversesAll { return "reversed" }
    if reversedPairs.isEmpty { return "insertion" }
    return "reversed:" + reversedPairs.map { $0.joined(separator: ",") }.joined(separator: "/")
  }

  /// Whether the point between `a` and `b` is flipped.
  public func reverses(_ a: String, _ b: String) -> Bool {
    reversesAll || reversedPairs.contains { $0 == [a, b].sorted() }
  }
}
