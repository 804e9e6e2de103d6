extension View {
  /// Converts a point from this view's coordinates to the window's.
  ///
  /// - Complexity: O(depth), iterative.
  public func convertToWindow(_ point: Point) -> Point {
    var result = point
    var view: View? = self
    while let current = view {
      result = Point(
        x: result.x - current.boundsOrigin.x + current.frame.origin.x,
        y: result.y - current.boundsOrigin.y + current.frame.origin.y)
      view = current.superview
    }
    return result
  }

  /// Converts a point from the window's coordinates to this view's.
  public func convertFromWindow(_ windowPoint: Point) -> Point {
    let origin = convertToWindow(.zero)
    return Point(x: windowPoint.x - origin.x, y: windowPoint.y - origin.y)
  }

  /// Converts a point in this view's coordinates to another view's (`convert(_:to:)`); `nil`
  /// means the window's.
  public func convert(_ point: Point, to other: View?) -> Point {
    guard let other else { return convertToWindow(point) }
    return other.convertFromWindow(convertToWindow(point))
  }

  /// Converts a point in another view's coordinates to this view's (`convert(_:from:)`); `nil`
  /// means the window's.
  public func convert(_ point: Point, from other: View?) -> Point {
    guard let other else { return convertFromWindow(point) }
    return convertFromWindow(other.convertToWindow(point))
  }

  /// The view itself or its first descendant with a tag, depth first (`viewWithTag(_:)`).
  public func viewWithTag(_ tag: Int) -> View? {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      if view.tag == tag { return view }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return nil
  }

  /// A subview's point from a point in this view's coordinates.
  @inline(__always)
  func pointInSubview(_ point: Point, _ subview: View) -> Point {
    Point(
      x: point.x - subview.frame.origin.x + subview.boundsOrigin.x,
      y: point.y - subview.frame.origin.y + subview.boundsOrigin.y)
  }

  /// Whether the view is an ancestor of (or the same as) another view.
  public func isDescendant(of ancestor: View) -> Bool {
    var view: View? = self
    while let current = view {
      if current === ancestor { return true }
      view = current.superview
    }
    return false
  }
}
