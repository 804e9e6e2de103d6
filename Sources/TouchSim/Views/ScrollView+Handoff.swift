/// N4 (iOS 17.4): nested scroll views hand a drag that pushes past an inner edge to the parent
/// (a page view controller's queuing scroll view at its first or last page too, PV7).
extension ScrollView {
  /// The edges the content currently touches (`_currentlyAbuttedContentEdges`): exact, with a
  /// rubber-banded offset past an edge counting as at it, and content that fits at both ends.
  /// iOS 26.1 `-[UIScrollView _abuttedEdgesForContentOffset:]`: top when `offset.y <= -inset.top`,
  /// bottom when `offset.y + height >= floor(contentSize.height + inset.bottom)` (left, right alike).
  public var abuttedEdges: RectEdge {
    let offset = contentOffset
    var edges: RectEdge = []
    if offset.y <= -contentInset.top { edges.insert(.top) }
    if offset.x <= -contentInset.left { edges.insert(.left) }
    if offset.y + frame.size.height >= (contentSize.height + contentInset.bottom).rounded(.down) {
      edges.insert(.bottom)
    }
    if offset.x + frame.size.width >= (contentSize.width + contentInset.right).rounded(.down) { edges.insert(.right) }
    return edges
  }

  /// The nearest ancestor that is a scroll view (`_parentScrollView`).
  public var parentScrollView: ScrollView? {
    var view = superview
    while let candidate = view {
      if let scrollView = candidate as? ScrollView { return scrollView }
      view = candidate.superview
    }
    return nil
  }

  /// N4: whether this scroll view's pan, past its hysteresis with translation `raw` (the
  /// hysteresis not yet removed), leaves the drag to its parent: the parent's pan tracks one of
  /// the same touches, the parent can scroll the axis, this one is not scrolling the other axis,
  /// `transfers…ScrollingToParent` is on, and this one cannot scroll the axis or the drag
  /// pushes past an edge it is at (down at its top, up at its bottom, right at its left, left at
  /// its right). iOS 26.1 `-[UIScrollViewPanGestureRecognizer _shouldTryToBeginWithEvent:]`.
  /// Returns the parent and the edge, or nil when this scroll view may begin.
  func handOff(translation raw: Point, hysteresis h: Double, touches: [Touch]) -> (parent: ScrollView, edge: String)? {
    guard let parent = parentScrollView, let parentPan = parent.panGestureRecognizer,
      touches.contains(where: { touch in parentPan.trackedTouches.contains { $0 === touch } })
    else { return nil }
    let edges = abuttedEdges
    let canX = canScrollHorizontally
    let canY = canScrollVertically
    if transfersHorizontalScrollingToParent && parent.canScrollHorizontally && parent.isScrollEnabled
      && !(canY && raw.y.magnitude >= h)
    {
      if !canX { return (parent, "no horizontal scrolling") }
      if raw.x >= h && edges.contains(.left) { return (parent, "left edge") }
      if raw.x <= -h && edges.contains(.right) { return (parent, "right edge") }
    }
    if transfersVerticalScrollingToParent && parent.canScrollVertically && parent.isScrollEnabled
      && !(canX && raw.x.magnitude >= h)
    {
      if !canY { return (parent, "no vertical scrolling") }
      if raw.y >= h && edges.contains(.top) { return (parent, "top edge") }
      if raw.y <= -h && edges.contains(.bottom) { return (parent, "bottom edge") }
    }
    return nil
  }
}
