/// A 2-D affine transform (UIKit's `CGAffineTransform`): a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty). A view's `transform` is applied about its center (its
/// anchor point at UIKit's default 0.5, 0.5): `View.transform`.
public struct AffineTransform: Hashable, Sendable {
  /// The linear part, in `CGAffineTransform`'s order.
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  /// The translation.
  public var tx: Double
  public var ty: Double

  /// A transform from its six numbers, in `CGAffineTransform`'s order (`[a, b, c, d, tx, ty]`,
  /// as `recursiveDescription` prints it).
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing (`CGAffineTransform.identity`).
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A rotation by `angle` radians, clockwise on screen for a positive angle (y grows
  /// downward), as `CGAffineTransform(rotationAngle:)`.
  public init(rotationAngle angle: Double) {
    let cosine = Self.cosine(angle)
    let sine = Self.sine(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// A scale, as `CGAffineTransform(scaleX:y:)`.
  public init(scaleX: Double, y: Double) {
    self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A translation, as `CGAffineTransform(translationX:y:)`.
  public init(translationX: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y)
  }

  /// Whether this is the identity (every number exactly as `identity`'s).
  public var isIdentity: Bool { self == .identity }

  /// The six numbers in `CGAffineTransform`'s order.
  public var numbers: [Double] { [a, b, c, d, tx, ty] }

  /// The determinant of the linear part; 0 for a transform that flattens the plane.
  public var determinant: Double { a * d - b * c }

  /// Whether the transform can be inverted (a finite, non-zero determinant).
  public var isInvertible: Bool { determinant != 0 && determinant.isFinite }

  /// The point mapped by the whole transform (`point.applying(t)`).
  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The point mapped back (`point.applying(t.inverted())`); a transform that cannot be
  /// inverted maps every point to a point outside any bounds (infinity), as UIKit's
  /// `inverted()` returns the transform unchanged and a flattened view is never hit.
  public func applyInverse(to point: Point) -> Point {
    let determinant = self.determinant
    guard determinant != 0 && determinant.isFinite else { return Point(x: .infinity, y: .infinity) }
    let x = point.x - tx
    let y = point.y - ty
    return Point(x: (d * x - c * y) / determinant, y: (a * y - b * x) / determinant)
  }

  /// The bounding box of a rectangle mapped by the transform (UIKit's `frame` of a transformed
  /// view is the bounding box of its bounds under the transform about its center).
  public func boundingBox(of rect: Rect) -> Rect {
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY),
      Point(x: rect.maxX, y: rect.maxY),
    ].map(apply(to:))
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  /// `cos` for the standard library only (no Foundation): exact at multiples of π/2.
  static func cosine(_ angle: Double) -> Double { sine(angle + .pi / 2) }

  /// `sin` by range reduction and a Taylor series, exact (0, ±1) at multiples of π/2.
  static func sine(_ angle: Double) -> Double {
    guard angle.isFinite else { return .nan }
    let quarter = Double.pi / 2
    let turns = (angle / quarter).rounded()
    let rest = angle - turns * quarter
    let quadrant = ((Int(turns.truncatingRemainder(dividingBy: 4)) % 4) + 4) % 4
    if rest.magnitude < 1e-15 { return [0, 1, 0, -1][quadrant] }
    func series(_ x: Double, startingWith first: Double, power: Int) -> Double {
      var term = first
      var sum = first
      var n = power
      for _ in 0..<12 {
        term *= -x * x / Double((n + 1) * (n + 2))
        sum += term
        n += 2
      }
      return sum
    }
    switch quadrant {
    case 0: return series(rest, startingWith: rest, power: 1)
    case 1: return series(rest, startingWith: 1, power: 0)
    case 2: return -series(rest, startingWith: rest, power: 1)
    default: return -series(rest, startingWith: 1, power: 0)
    }
  }
}
