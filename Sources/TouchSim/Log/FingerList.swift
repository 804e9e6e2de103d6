/// The finger numbers a record lists (`#1, #2` in the text log), in the order the call lists them.
///
/// Almost every record names one or two fingers, so those are kept inline: a record costs no
/// allocation of its own, and reading a run's records touches no memory outside the record
/// array (issue 12's scaling figures: at 25,000 fingers a per-record array put a cache miss
/// on every record a tool or the invariant checker read). Longer lists go to an array.
///
/// ```swift
/// let fingers: FingerList = [1, 2]
/// fingers.count        // 2
/// Array(fingers)       // [1, 2]
/// ```
public struct FingerList: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral,
  CustomStringConvertible
{
  private enum Storage: Hashable, Sendable {
    case none
    case one(Int)
    case two(Int, Int)
    case many([Int])
  }

  private let storage: Storage

  /// The fingers of a sequence, in its order.
  public init<S: Sequence>(_ fingers: S) where S.Element == Int {
    var iterator = fingers.makeIterator()
    guard let first = iterator.next() else {
      storage = .none
      return
    }
    guard let second = iterator.next() else {
      storage = .one(first)
      return
    }
    guard let third = iterator.next() else {
      storage = .two(first, second)
      return
    }
    var all = [first, second, third]
    while let next = iterator.next() { all.append(next) }
    storage = .many(all)
  }

  /// One finger.
  public init(_ finger: Int) { storage = .one(finger) }

  public init(arrayLiteral fingers: Int...) { self.init(fingers) }

  public var startIndex: Int { 0 }

  public var endIndex: Int {
    switch storage {
    case .none: return 0
    case .one: return 1
    case .two: return 2
    case .many(let all): return all.count
    }
  }

  public subscript(position: Int) -> Int {
    switch storage {
    case .one(let first) where position == 0: return first
    case .two(let first, _) where position == 0: return first
    case .two(_, let second) where position == 1: return second
    case .many(let all): return all[position]
    default: preconditionFailure("finger index \(position) out of range")
    }
  }

  /// `[1, 2]`, as an array prints.
  public var description: String { Array(self).description }
}
