// Core Graphics' names for the model's geometry, with the members UIKit code reads. The model
// keeps `Point`, `Size`, `Rect` and `Double` (Docs/Library.md); these are the same types.

/// `CGFloat`: `Double`.
public typealias CGFloat = Double
/// `CGPoint`: `Point`.
public typealias CGPoint = Point
/// `CGSize`: `Size`.
public typealias CGSize = Size
/// `CGRect`: `Rect`.
public typealias CGRect = Rect
/// `CGAffineTransform`: `AffineTransform`.
public typealias CGAffineTransform = AffineTransform
/// Foundation's `TimeInterval`: seconds.
public typealias TimeInterval = Double
/// `IndexPath` (`row` or `item`, `section` 0): `TableIndexPath`, which is also
/// `CollectionIndexPath`.
public typealias IndexPath = TableIndexPath

extension Rect {
  /// `width`.
  public var width: Double { size.width }
  /// `height`.
  public var height: Double { size.height }
  /// `midX`.
  public var midX: Double { origin.x + size.width / 2 }
  /// `midY`.
  public var midY: Double { origin.y + size.height / 2 }
  /// `insetBy(dx:dy:)`: smaller by `dx` on the left and right and `dy` at the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
  }
  /// `offsetBy(dx:dy:)`: moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }
}
