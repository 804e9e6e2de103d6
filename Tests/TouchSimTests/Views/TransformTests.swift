import Testing
import TouchSim
import TouchSimTestSupport

/// A view's `transform` in hit testing and coordinate conversion (H1): the touch area is the
/// bounds under the transform about the center, not the bounding box, and a transformed
/// view's coordinates are its own.
@Suite struct TransformTests {
  /// A 100 × 100 view centred at (150, 150), turned by 45°: a diamond whose corners are 70.7 pt
  /// from its center along the axes.
  private func diamond() -> (TreeBuilder, View) {
    let builder = TreeBuilder()
    let view = builder.add(View(name: "diamond"), frame: Rect(x: 100, y: 100, width: 100, height: 100))
    view.transform = AffineTransform(rotationAngle: .pi / 4)
    return (builder, view)
  }

  @Test func aPointInsideTheBoundingBoxButOutsideTheTurnedBoundsMisses() {
    let (builder, view) = diamond()
    #expect(view.transformedFrame.minX < 80)  // the bounding box UIKit prints as the frame
    #expect(builder.window.hitTest(Point(x: 105, y: 105))?.name == "root")  // a corner of the box
    #expect(builder.window.hitTest(Point(x: 150, y: 85))?.name == "diamond")  // above the untransformed frame
    #expect(builder.window.hitTest(Point(x: 150, y: 150))?.name == "diamond")
  }

  @Test func theIdentityKeepsTheUntransformedGeometry() {
    let (builder, view) = diamond()
    view.transform = .identity
    #expect(!view.isTransformed)
    #expect(builder.window.hitTest(Point(x: 105, y: 105))?.name == "diamond")
    #expect(view.transformedFrame == view.frame)
  }

  @Test func conversionGoesThroughTheTransformBothWays() {
    let builder = TreeBuilder()
    let turned = builder.add(View(name: "turned"), frame: Rect(x: 0, y: 0, width: 200, height: 40))
    turned.transform = AffineTransform(rotationAngle: .pi / 2)
    let child = builder.add(View(name: "child"), to: turned, frame: Rect(x: 10, y: 5, width: 20, height: 10))
    // The center (100, 20) stays; local (0, 0) is 100 left and 20 up of it, turned a quarter.
    #expect(turned.convertToWindow(Point(x: 0, y: 0)) == Point(x: 120, y: -80))
    #expect(turned.convertFromWindow(Point(x: 120, y: -80)) == Point(x: 0, y: 0))
    let inChild = Point(x: 3, y: 4)
    let there = child.convert(inChild, to: nil)
    #expect(child.convert(there, from: nil) == inChild)
    #expect(turned.convert(Point(x: 13, y: 9), to: child) == Point(x: 3, y: 4))
  }

  @Test func aSliderTurnedUpright() {
    // A vertical slider: a 200 × 40 UISlider centred at (100, 300) turned by −90°, so its
    // minimum is at the bottom. Dragging its thumb up raises the value: the touch's location
    // in the slider's coordinates is its own, turned.
    let builder = TreeBuilder()
    let slider = builder.add(Slider(name: "S"), frame: Rect(x: 0, y: 280, width: 200, height: 40))
    slider.transform = AffineTransform(rotationAngle: -.pi / 2)
    slider.maximumValue = 100
    slider.value = 50
    let touch = Point(x: 100, y: 250)
    #expect(slider.convertFromWindow(touch) == Point(x: 150, y: 20))
    _ = builder.run([stroke([(0, 100, 300), (100, 100, 250), (150, 100, 250)])])
    #expect(builder.calls.contains("S beginTracking"))
    #expect(slider.value > 75)
  }
}
