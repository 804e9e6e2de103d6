extension ScrollView {
  static let scrollProperties: [String: PropertyKind] = [
    "isScrollEnabled": .bool, "delaysContentTouches": .bool, "canCancelContentTouches": .bool, "bounces": .bool,
    "alwaysBounceVertical": .bool, "alwaysBounceHorizontal": .bool, "isDirectionalLockEnabled": .bool,
    "isPagingEnabled": .bool, "decelerationRate": .number,
  ]

  /// Sets a scroll-view property by UIKit's name (scenario `set`, e.g. seed 000's
  /// `isScrollEnabled = false`, S7, SE1).
  func setScrollValue(_ value: PropertyValue, forProperty property: String) -> Bool {
    switch (property, value) {
    case ("isScrollEnabled", .bool(let flag)): isScrollEnabled = flag
    case ("delaysContentTouches", .bool(let flag)): delaysContentTouches = flag
    case ("canCancelContentTouches", .bool(let flag)): canCancelContentTouches = flag
    case ("bounces", .bool(let flag)): bounces = flag
    case ("alwaysBounceVertical", .bool(let flag)): alwaysBounceVertical = flag
    case ("alwaysBounceHorizontal", .bool(let flag)): alwaysBounceHorizontal = flag
    case ("isDirectionalLockEnabled", .bool(let flag)): isDirectionalLockEnabled = flag
    case ("isPagingEnabled", .bool(let flag)): isPagingEnabled = flag
    case ("decelerationRate", .number(let rate)): decelerationRate = rate
    default: return false
    }
    return true
  }
}
