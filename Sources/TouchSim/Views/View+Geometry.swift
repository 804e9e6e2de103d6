extension View {
  /// Converts a point from this view's coordinates to the window's.
  ///
  /// - Complexity: O(depth), iterative.
  public func convertToWindow(_ point: Point) -> Point {
    var result = point
    var view: View? = self
    while let current = view {
      if current.isTransformed {
        result = current.transformedPointInSuperview(result)
      } else {
        result = Point(
          x: result.x - current.boundsOrigin.x + current.frame.origin.x,
          y: result.y - current.boundsOrigin.y + current.frame.origin.y)
      }
      view = current.superview
    }
    return result
  }

  /// Converts a point from the window's coordinates to this view's (a transformed view or
  /// superview on the way maps it back through its transform).
  public func convertFromWindow(_ windowPoint: Point) -> Point {
    if !isInTransformedChain {
      let origin = convertToWindow(.zero)
      return Point(x: windowPoint.x - origin.x, y: windowPoint.y - origin.y)
    }
    var chain: [View] = []
    var view: View? = self
    while let current = view {
      chain.append(current)
      view = current.superview
    }
    var result = windowPoint
    for current in chain.reversed() { result = current.pointFromSuperview(result) }
    return result
  }

  /// Whether this view or one of its superviews has a transform.
  var isInTransformedChain: Bool {
    var view: View? = self
    while let current = view {
      if current.isTransformed { return true }
      view = current.superview
    }
    return false
  }

  /// The frame UIKit reports for the view: the bounding box of its bounds under its transform
  /// about its center; `frame` itself when the transform is the identity.
  public var transformedFrame: Rect {
    guard isTransformed else { return frame }
    let half = Point(x: frame.size.width / 2, y: frame.size.height / 2)
    let box = transform.boundingBox(
      of: Rect(x: -half.x, y: -half.y, width: frame.size.width, height: frame.size.height))
    let center = self.center
    return Rect(
      x: box.minX + center.x, y: box.minY + center.y, width: box.size.width, height: box.size.height)
  }

  /// A point of this view's bounds in its superview's coordinates through the transform:
  /// `center + transform(point − bounds center)`.
  func transformedPointInSuperview(_ point: Point) -> Point {
    let local = Point(
      x: point.x - boundsOrigin.x - frame.size.width / 2, y: point.y - boundsOrigin.y - frame.size.height / 2)
    let mapped = transform.apply(to: local)
    let center = self.center
    return Point(x: mapped.x + center.x, y: mapped.y + center.y)
  }

  /// A superview's point in this view's coordinates (the inverse of `pointInSuperview`).
  @inline(__always)
  func pointFromSuperview(_ point: Point) -> Point {
    guard isTransformed else {
      return Point(x: point.x - frame.origin.x + boundsOrigin.x, y: point.y - frame.origin.y + boundsOrigin.y)
    }
    let center = self.center
    let local = transform.applyInverse(to: Point(x: point.x - center.x, y: point.y - center.y))
    return Point(
      x: local.x + boundsOrigin.x + frame.size.width / 2, y: local.y + boundsOrigin.y + frame.size.height / 2)
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
    if subview.isTransformed { return subview.pointFromSuperview(point) }
    return Point(
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
