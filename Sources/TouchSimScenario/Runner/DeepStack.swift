import Foundation

/// Runs a replay on a thread with a large stack when the scenario has many recognizers.
///
/// Arbitration resolves failure requirements the way UIKit's gesture environment does: a
/// recognizer's decision re-tries the recognitions that waited on it before it returns (G10),
/// so a chain of n `requireToFail` recognizers nests n calls deep. The work is linear
/// (issue 12), but 10,000 nested decisions overflow a default 8 MiB stack in a debug build.
/// Every run of a scenario with more than `recognizerThreshold` recognizers therefore runs on
/// a thread whose stack holds the deepest chain a file within the limits can hold (pages are
/// committed only as they are used).
enum DeepStack {
  /// Scenarios with at most this many recognizers run on the calling thread.
  static let recognizerThreshold = 256
  /// The stack reserved for the replay: room for well over the nested decisions of the
  /// most recognizers a file may hold (`gestures` up to 10,000, plus two per scroll view).
  static let stackBytes = 256 << 20

  private final class Call<T>: @unchecked Sendable {
    var body: (() -> T)?
    var result: T?
    let done = DispatchSemaphore(value: 0)
  }

  /// The result of `body`, run on a thread with a `stackBytes` stack when `needed`.
  static func run<T>(if needed: Bool, _ body: @escaping () -> T) -> T {
    guard needed else { return body() }
    let call = Call<T>()
    call.body = body
    let thread = Thread {
      call.result = call.body?()
      call.done.signal()
    }
    thread.stackSize = stackBytes
    thread.start()
    call.done.wait()
    return call.result!
  }
}
