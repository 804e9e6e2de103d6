/// The values a numeric property may take, wherever the value enters the model: a scenario
/// definition, a `set` reaction, a timed action, or `touchsim diff --set` (issue 12: one range
/// check for all of them).
public enum PropertyRanges {
  /// The range of each numeric settable property, by UIKit's name: `alpha` is a fraction
  /// (H2 compares it with 0.01); `decelerationRate` is a per-ms velocity retention that snaps
  /// to 0.998 or 0.99 (DC1).
  public static let numbers: [String: ClosedRange<Double>] = ["alpha": 0...1, "decelerationRate": 0...1]

  /// Whether `value` fits `property` (a property without a range takes any bool or number).
  public static func accepts(_ value: PropertyValue, for property: String) -> Bool {
    guard case .number(let number) = value, let range = numbers[property] else { return true }
    return range.contains(number)
  }
}
