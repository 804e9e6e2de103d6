extension View {
  /// The properties a scenario may set on plain views, with their types.
  @usableFromInline
  static let viewProperties: [String: PropertyKind] = [
    "isHidden": .bool, "alpha": .number, "isUserInteractionEnabled": .bool,
    "isMultipleTouchEnabled": .bool, "isExclusiveTouch": .bool,
  ]

  /// Sets a plain-view property by UIKit's name; false when the name or type is wrong.
  func setViewValue(_ value: PropertyValue, forProperty property: String) -> Bool {
    switch (property, value) {
    case ("isHidden", .bool(let flag)): isHidden = flag
    case ("alpha", .number(let number)): alpha = number
    case ("isUserInteractionEnabled", .bool(let flag)): isUserInteractionEnabled = flag
    case ("isMultipleTouchEnabled", .bool(let flag)): isMultipleTouchEnabled = flag
    case ("isExclusiveTouch", .bool(let flag)): isExclusiveTouch = flag
    default: return false
    }
    return true
  }
}
