import Testing
import TouchSim
import TouchSimTestSupport

@Suite struct RectTests {
  @Test func containmentIncludesMinAndExcludesMax() {
    let rect = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(rect.contains(Point(x: 10, y: 20)))
    #expect(!rect.contains(Point(x: 110, y: 30)))
    #expect(!rect.contains(Point(x: 50, y: 70)))
    #expect(rect.contains(Point(x: 109.999, y: 69.999)))
  }

  @Test func negativeInsetsEnlargeTheRect() {
    let rect = Rect(x: 0, y: 0, width: 20, height: 20).inset(
      by: EdgeInsets(top: -10, left: -10, bottom: -10, right: -10))
    #expect(rect == Rect(x: -10, y: -10, width: 40, height: 40))
  }

  @Test func conversionBetweenViewsAccountsForBoundsOrigin() {
    let builder = TreeBuilder()
    let scroll = builder.add(View(name: "scroll"), frame: Rect(x: 0, y: 100, width: 390, height: 400))
    scroll.boundsOrigin = Point(x: 0, y: 30)
    let cell = builder.add(View(name: "cell"), to: scroll, frame: Rect(x: 10, y: 200, width: 100, height: 44))
    #expect(cell.convertToWindow(.zero) == Point(x: 10, y: 270))
    #expect(cell.convert(Point(x: 5, y: 5), to: builder.root) == Point(x: 15, y: 275))
    #expect(builder.root.convert(Point(x: 15, y: 275), to: cell) == Point(x: 5, y: 5))
  }
}
