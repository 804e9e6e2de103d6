/// A rectangle in points (UIKit's `CGRect`).
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The extent.
  public var size: Size

  /// Creates a rectangle from its origin and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its four components.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The smallest x.
  public var minX: Double { origin.x }
  /// The smallest y.
  public var minY: Double { origin.y }
  /// The largest x (exclusive for containment, MD16).
  public var maxX: Double { origin.x + size.width }
  /// The largest y (exclusive for containment, MD16).
  public var maxY: Double { origin.y + size.height }

  /// CGRect containment: `minX ≤ x < maxX` and `minY ≤ y < maxY` (MD16).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The rectangle shrunk by insets; negative insets enlarge it (`UIEdgeInsetsInsetRect`).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }

  /// The rectangle enlarged by `amount` on every side.
  public func outset(by amount: Double) -> Rect {
    Rect(x: minX - amount, y: minY - amount, width: size.width + 2 * amount, height: size.height + 2 * amount)
  }
}
