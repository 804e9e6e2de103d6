import Testing
import TouchSimTestSupport

@testable import TouchSim

/// N4 (iOS 17.4): a nested scroll view at an edge the drag pushes past leaves the drag to its
/// parent (decompiled `-[UIScrollViewPanGestureRecognizer _shouldTryToBeginWithEvent:]`).
@Suite struct ScrollViewHandoffTests {
  /// An outer scroll view `out` over the window and an inner `in` (window y 100..300) with a
  /// handling view at the finger; the finger rests, then moves `dy`/`dx` in 4 pt steps.
  func nested(
    horizontal: Bool = false, outerOffset: Point? = nil, outerContent: Size? = nil, innerOffset: Point = .zero,
    innerContent: Size? = nil, configure: (ScrollView, ScrollView) -> Void = { _, _ in }
  ) -> TreeBuilder {
    let builder = TreeBuilder()
    let outer = ScrollView(name: "out", frame: builder.window.bounds)
    outer.contentSize = outerContent ?? (horizontal ? Size(width: 2000, height: 844) : Size(width: 390, height: 3000))
    builder.root.addSubview(outer)
    let offset = outerOffset ?? (horizontal ? Point(x: 300, y: 0) : Point(x: 0, y: 300))
    let inner = ScrollView(
      name: "in", frame: Rect(x: offset.x, y: offset.y + 100, width: 390, height: 200))
    inner.contentSize = innerContent ?? (horizontal ? Size(width: 1200, height: 200) : Size(width: 390, height: 600))
    outer.addSubview(inner)
    let plain = View(name: "V", frame: Rect(x: 0, y: 0, width: 3000, height: 3000))
    plain.touchHandling = .handle
    inner.addSubview(plain)
    builder.window.register(builder.root)
    outer.contentOffset = offset
    inner.contentOffset = innerOffset
    configure(outer, inner)
    return builder
  }

  func drag(_ builder: TreeBuilder, dx: Double = 0, dy: Double) -> String? {
    var points: [(Double, Double, Double)] = [(0, 195, 200)]
    for step in 1...10 {
      points.append((300 + 16.667 * Double(step), 195 + dx * Double(step) / 10, 200 + dy * Double(step) / 10))
    }
    points.append((700, 195 + dx, 200 + dy))
    _ = builder.run([stroke(points)])
    return builder.stateChanges.first { $0.hasSuffix("possible -> began") }.map { String($0.prefix { $0 != " " }) }
  }

  @Test(arguments: [
    (0.0, 40.0, "out.pan"),  // at its top, dragged down: the parent takes it
    (0.0, -40.0, "in.pan"),  // at its top, dragged up: it scrolls
    (400.0, -40.0, "out.pan"),  // at its bottom (400 + 200 = 600), dragged up
    (400.0, 40.0, "in.pan"),  // at its bottom, dragged down
    (100.0, 40.0, "in.pan"),  // between its edges
    (-5.0, 40.0, "out.pan"),  // rubber-banded past its top still counts as at it
  ])
  func verticalHandOffAtTheEdgeTheDragPushesPast(innerY: Double, dy: Double, winner: String) {
    let builder = nested(innerOffset: Point(x: 0, y: innerY))
    #expect(drag(builder, dy: dy) == winner)
  }

  @Test func transfersVerticalScrollingToParentFalseKeepsTheDrag() {
    let builder = nested { _, inner in inner.transfersVerticalScrollingToParent = false }
    #expect(drag(builder, dy: 40) == "in.pan")
    // The horizontal flag does not matter for a vertical drag.
    let other = nested { _, inner in inner.transfersHorizontalScrollingToParent = false }
    #expect(drag(other, dy: 40) == "out.pan")
  }

  @Test func noHandOffToAParentThatCannotScrollThatWay() {
    let fits = nested(outerOffset: .zero, outerContent: Size(width: 390, height: 844))
    #expect(drag(fits, dy: 40) == "in.pan")
    let disabled = nested { outer, _ in outer.isScrollEnabled = false }
    #expect(drag(disabled, dy: 40) == "in.pan")
  }

  @Test(arguments: [(0.0, 40.0, "out.pan"), (0.0, -40.0, "in.pan"), (810.0, -40.0, "out.pan"), (400.0, 40.0, "in.pan")])
  func horizontalHandOff(innerX: Double, dx: Double, winner: String) {
    let builder = nested(horizontal: true, innerOffset: Point(x: innerX, y: 0))
    #expect(drag(builder, dx: dx, dy: 0) == winner)
    let kept = nested(horizontal: true, innerOffset: Point(x: innerX, y: 0)) { _, inner in
      inner.transfersHorizontalScrollingToParent = false
    }
    #expect(drag(kept, dx: dx, dy: 0) == "in.pan")
  }

  @Test func abuttedEdgesAreExactAndCountBothEndsWhenTheContentFits() {
    let scroll = ScrollView(name: "S", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = Size(width: 300, height: 300)
    #expect(scroll.abuttedEdges == [.top, .left])
    scroll.contentOffset = Point(x: 0.5, y: 0.5)
    #expect(scroll.abuttedEdges == [])
    scroll.contentOffset = Point(x: 200, y: 199.5)
    #expect(scroll.abuttedEdges == [.right])
    scroll.contentSize = Size(width: 300, height: 299.7)  // the far edge is floored: 199.5 + 100 >= 299
    #expect(scroll.abuttedEdges == [.right, .bottom])
    scroll.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    scroll.contentOffset = Point(x: 50, y: -20)
    #expect(scroll.abuttedEdges == [.top])
    scroll.contentSize = Size(width: 50, height: 50)
    scroll.contentInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    scroll.contentOffset = .zero
    #expect(scroll.abuttedEdges == .all)
  }
}
