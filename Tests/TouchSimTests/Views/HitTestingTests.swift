import Testing
import TouchSim
import TouchSimTestSupport

@Suite struct HitTestingTests {
  @Test func frontmostSubviewWinsWhereSiblingsOverlap() {  // H4
    let builder = TreeBuilder()
    builder.add(View(name: "back"), frame: Rect(x: 0, y: 0, width: 200, height: 200))
    builder.add(View(name: "front"), frame: Rect(x: 100, y: 100, width: 200, height: 200))
    #expect(builder.window.hitTest(Point(x: 150, y: 150))?.name == "front")
    #expect(builder.window.hitTest(Point(x: 50, y: 50))?.name == "back")
    #expect(builder.window.hitTest(Point(x: 350, y: 700))?.name == "root")
  }

  @Test(arguments: [(0.0, false), (0.009, false), (0.01, true), (1.0, true)])
  func alphaBelowOneHundredthIsSkipped(alpha: Double, hittable: Bool) {  // H2 boundary
    let builder = TreeBuilder()
    let view = builder.add(View(name: "faint"), frame: Rect(x: 0, y: 0, width: 100, height: 100))
    view.alpha = alpha
    #expect((builder.window.hitTest(Point(x: 50, y: 50))?.name == "faint") == hittable)
  }

  @Test func hiddenAndNonInteractiveViewsSkipTheirWholeSubtree() {  // H2
    let builder = TreeBuilder()
    let parent = builder.add(View(name: "parent"), frame: Rect(x: 0, y: 0, width: 100, height: 100))
    builder.add(View(name: "child"), to: parent, frame: Rect(x: 0, y: 0, width: 50, height: 50))
    parent.isHidden = true
    #expect(builder.window.hitTest(Point(x: 10, y: 10))?.name == "root")
    parent.isHidden = false
    parent.isUserInteractionEnabled = false
    #expect(builder.window.hitTest(Point(x: 10, y: 10))?.name == "root")
  }

  @Test func subviewOutsideItsParentIsNotHitThere() {  // H3
    let builder = TreeBuilder()
    let parent = builder.add(View(name: "parent"), frame: Rect(x: 0, y: 0, width: 100, height: 100))
    builder.add(View(name: "sticksOut"), to: parent, frame: Rect(x: 50, y: 50, width: 100, height: 100))
    #expect(builder.window.hitTest(Point(x: 120, y: 120))?.name == "root")
    #expect(builder.window.hitTest(Point(x: 60, y: 60))?.name == "sticksOut")
  }

  @Test func imageViewsAndLabelsAreTransparentByDefault() {  // H5
    let builder = TreeBuilder()
    let image = builder.add(ImageView(name: "image"), frame: Rect(x: 0, y: 0, width: 100, height: 100))
    builder.add(Button(name: "button"), to: image, frame: Rect(x: 0, y: 0, width: 50, height: 50))
    #expect(builder.window.hitTest(Point(x: 10, y: 10))?.name == "root")
    image.isUserInteractionEnabled = true
    #expect(builder.window.hitTest(Point(x: 10, y: 10))?.name == "button")
  }

  @Test func disabledControlLetsTheTouchThrough() {  // H6
    let builder = TreeBuilder()
    let behind = builder.add(View(name: "behind"), frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let button = builder.add(Button(name: "button"), to: behind, frame: Rect(x: 0, y: 0, width: 50, height: 50))
    button.isEnabled = false
    #expect(builder.window.hitTest(Point(x: 10, y: 10))?.name == "behind")
  }

  @Test func overridesPreferSelfTransparentAndInsets() {
    let builder = TreeBuilder()
    let viewA = builder.add(View(name: "viewA"), frame: Rect(x: 0, y: 0, width: 300, height: 300))
    builder.add(Button(name: "buttonA"), to: viewA, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let viewB = builder.add(View(name: "viewB"), to: viewA, frame: Rect(x: 0, y: 0, width: 300, height: 300))
    #expect(builder.window.hitTest(Point(x: 50, y: 50))?.name == "viewB")
    viewA.hitTestOverride = .prefer(["buttonA"])
    #expect(builder.window.hitTest(Point(x: 50, y: 50))?.name == "buttonA")
    #expect(builder.window.hitTest(Point(x: 150, y: 150))?.name == "viewB")
    viewB.hitTestOverride = .transparent
    #expect(builder.window.hitTest(Point(x: 150, y: 150))?.name == "viewA")
    viewA.hitTestOverride = .returnsSelf
    #expect(builder.window.hitTest(Point(x: 50, y: 50))?.name == "viewA")
    viewA.hitTestOverride = nil
    let small = builder.add(Button(name: "small"), frame: Rect(x: 350, y: 800, width: 20, height: 20))
    small.pointInsideOverride = .insets(EdgeInsets(top: -12, left: -12, bottom: -12, right: -12))
    #expect(builder.window.hitTest(Point(x: 340, y: 790))?.name == "small")
    small.pointInsideOverride = .never
    #expect(builder.window.hitTest(Point(x: 355, y: 805))?.name == "root")
  }

  @Test func tenThousandLevelTreeDoesNotOverflowTheStack() {
    let builder = TreeBuilder()
    var parent: View = builder.root
    for level in 0..<10_000 {
      let child = View(name: "v\(level)", frame: Rect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(child)
      parent = child
    }
    #expect(builder.window.hitTest(Point(x: 1, y: 1))?.name == "v9999")
    #expect(parent.convertToWindow(.zero) == .zero)
  }
}
