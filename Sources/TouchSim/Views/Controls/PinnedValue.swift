/// A value kept between a minimum and a maximum the way UIKit's `UISlider` and `UIStepper`
/// setters keep it (SL1, SP1): setting `value` pins it into `minimum...maximum`; raising
/// `minimum` above `maximum` raises `maximum` too (and lowering `maximum` below `minimum`
/// lowers `minimum`), and the value is pinned again.
struct PinnedValue {
  /// The current value, always in `minimum...maximum`.
  var value: Double {
    get { storedValue }
    set { storedValue = Swift.min(Swift.max(newValue, storedMinimum), storedMaximum) }
  }
  /// The lowest value.
  var minimum: Double {
    get { storedMinimum }
    set {
      if storedMaximum < newValue { storedMaximum = newValue }
      storedMinimum = newValue
      value = storedValue
    }
  }
  /// The highest value.
  var maximum: Double {
    get { storedMaximum }
    set {
      if storedMinimum > newValue { storedMinimum = newValue }
      storedMaximum = newValue
      value = storedValue
    }
  }
  private var storedValue: Double
  private var storedMinimum: Double
  private var storedMaximum: Double

  /// A value of `value` between `minimum` and `maximum` (pinned, as the setters do).
  init(_ value: Double, minimum: Double, maximum: Double) {
    storedMinimum = minimum
    storedMaximum = Swift.max(minimum, maximum)
    storedValue = Swift.min(Swift.max(value, minimum), storedMaximum)
  }
}
