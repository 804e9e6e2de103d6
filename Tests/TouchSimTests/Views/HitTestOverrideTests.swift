import Testing
import TouchSim
import TouchSimTestSupport

/// App classes overriding `hitTest(_:with:)` and `point(inside:with:)` (issue 16; H1-H4).
@Suite struct HitTestOverrideTests {
  /// A button whose touch area is 20 pt larger on every side.
  final class BigButton: UIButton {
    override func point(inside point: Point, with event: UIEvent?) -> Bool {
      bounds.inset(by: EdgeInsets(top: -20, left: -20, bottom: -20, right: -20)).contains(point)
    }
  }

  /// A container that is transparent to touches outside its subviews (a pass-through overlay).
  final class PassThrough: UIView {
    var asked = 0
    override func hitTest(_ point: Point, with event: UIEvent?) -> UIView? {
      asked += 1
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }

  @Test func anEnlargedPointInsideCatchesATouchBesideTheButton() {
    let builder = TreeBuilder()
    let button = BigButton(name: "b")
    let container = View(name: "c")
    builder.add(container, frame: Rect(x: 0, y: 0, width: 390, height: 400))
    builder.add(button, to: container, frame: Rect(x: 100, y: 100, width: 50, height: 50))
    let lines = builder.runSqueezed([tap(at: Point(x: 160, y: 125))])  // 10 pt right of the button
    #expect(lines.contains { $0.contains("b touchesBegan") })
    // The same override given as an answer logs the same.
    let given = TreeBuilder()
    let plain = Button(name: "b")
    plain.pointInsideOverride = .insets(EdgeInsets(top: -20, left: -20, bottom: -20, right: -20))
    let container2 = View(name: "c")
    given.add(container2, frame: Rect(x: 0, y: 0, width: 390, height: 400))
    given.add(plain, to: container2, frame: Rect(x: 100, y: 100, width: 50, height: 50))
    #expect(given.runSqueezed([tap(at: Point(x: 160, y: 125))]) == lines)
  }

  @Test func aHitTestOverrideIsCalledOnTheSubviewUIKitTriesAndItsAnswerStands() {
    let builder = TreeBuilder()
    let overlay = PassThrough(name: "overlay")
    let below = View(name: "below")
    builder.add(below, frame: Rect(x: 0, y: 0, width: 390, height: 400))
    builder.add(overlay, frame: Rect(x: 0, y: 0, width: 390, height: 400))
    let inner = View(name: "inner")
    builder.add(inner, to: overlay, frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let lines = builder.runSqueezed([tap(at: Point(x: 200, y: 200)), tap(at: Point(x: 10, y: 10), from: 500)])
    #expect(overlay.asked == 2)
    #expect(lines.contains { $0.contains("below touchesBegan") })
    #expect(lines.contains { $0.contains("inner touchesBegan") })
    #expect(!lines.contains { $0.contains("overlay touchesBegan") && !$0.contains("via") })
  }

  @Test func aViewOutsideTheWindowCountsAsNothing() {
    final class Stray: UIView {
      let elsewhere = View(name: "elsewhere")
      override func hitTest(_ point: Point, with event: UIEvent?) -> UIView? { elsewhere }
    }
    let builder = TreeBuilder()
    builder.add(Stray(name: "stray"), frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let lines = builder.runSqueezed([tap(at: Point(x: 10, y: 10))])
    #expect(!lines.contains { $0.contains("elsewhere") })
    #expect(lines.contains { $0.contains("root touchesBegan") })
  }

  @Test func subviewOrderDecidesWhichOverlappingViewIsHit() {
    // H4: front to back. Bringing the back view to the front makes it the hit view.
    let builder = TreeBuilder()
    let back = View(name: "back")
    let front = View(name: "front")
    builder.add(back, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    builder.add(front, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    builder.root.bringSubviewToFront(back)
    #expect(builder.root.subviews.map(\.name) == ["front", "back"])
    #expect(builder.window.hitTest(Point(x: 10, y: 10))?.name == "back")
    builder.root.sendSubviewToBack(back)
    #expect(builder.window.hitTest(Point(x: 10, y: 10))?.name == "front")
    let middle = View(name: "middle", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    builder.root.insertSubview(middle, at: 1)
    #expect(builder.root.subviews.map(\.name) == ["back", "middle", "front"])
    #expect(middle.window === builder.window)
  }
}
