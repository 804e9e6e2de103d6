/// `UIRectEdge`: a set of a rectangle's edges (a screen-edge pan's `edges`, NV3).
public struct RectEdge: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  /// Makes a set from UIKit's raw bits (top 1, left 2, bottom 4, right 8).
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// No edge: a screen-edge pan with no edges never begins.
  public static let none: RectEdge = []
  /// The top edge.
  public static let top = RectEdge(rawValue: 1)
  /// The left edge (the back-swipe's, NV1).
  public static let left = RectEdge(rawValue: 2)
  /// The bottom edge.
  public static let bottom = RectEdge(rawValue: 4)
  /// The right edge.
  public static let right = RectEdge(rawValue: 8)
  /// Every edge.
  public static let all: RectEdge = [.top, .left, .bottom, .right]

  /// The single edges in the set, in UIKit's bit order (top, left, bottom, right).
  public var members: [RectEdge] { [.top, .left, .bottom, .right].filter { contains($0) } }

  /// The names a scenario writes (`"left"`, ...), in bit order; `"all"` for every edge.
  public var names: [String] {
    members.map { edge in
      switch edge {
      case .top: return "top"
      case .left: return "left"
      case .bottom: return "bottom"
      default: return "right"
      }
    }
  }

  /// The edge named `name` (`"top"`, `"left"`, `"bottom"`, `"right"`, `"all"`), if any.
  public init?(name: String) {
    switch name {
    case "top": self = .top
    case "left": self = .left
    case "bottom": self = .bottom
    case "right": self = .right
    case "all": self = .all
    default: return nil
    }
  }
}

/// `UIRectEdge`: `RectEdge`.
public typealias UIRectEdge = RectEdge
