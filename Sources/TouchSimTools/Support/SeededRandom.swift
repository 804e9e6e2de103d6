/// SplitMix64: a small, fast, seeded generator, so a generated scenario is a pure function
/// of its seed on every machine.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in a range.
  public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// A number in a range, rounded to a tenth (scenario files stay short and exact).
  public mutating func tenths(_ range: ClosedRange<Double>) -> Double {
    (Double.random(in: range, using: &self) * 10).rounded() / 10
  }

  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

  /// One element of a non-empty array.
  public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
