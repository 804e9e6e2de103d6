import Testing
import TouchSimTestSupport

@testable import TouchSim

/// Issue 12: the model itself refuses a numeric property outside its range, whoever sets it.
@Suite struct PropertyRangesTests {
  @Test(arguments: [(0.0, true), (1.0, true), (1e308, false), (-1e308, false), (1.0000001, false), (-0.0000001, false)])
  func setPropertyRefusesAnAlphaOutsideZeroToOne(value: Double, accepted: Bool) {
    let builder = TreeBuilder()
    let view = builder.add(View(name: "V"), frame: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(builder.window.setProperty("alpha", of: "V", to: .number(value)) == accepted)
    #expect(view.alpha == (accepted ? value : 1))
    #expect(builder.window.recorder.records.count == (accepted ? 1 : 0))  // no `set` record when refused
  }

  @Test func everyNumericSettablePropertyHasARange() {
    let views: [View] = [
      View(name: "v"), ScrollView(name: "s"), TableView(name: "t"), Button(name: "b"), Label(name: "l"),
    ]
    let recognizers: [GestureRecognizer] = [
      TapGestureRecognizer(name: "tap"), PanGestureRecognizer(name: "pan"), LongPressGestureRecognizer(name: "long"),
      SwipeGestureRecognizer(name: "swipe"), PinchGestureRecognizer(name: "pinch"),
    ]
    let kinds = views.map(\.settableProperties) + recognizers.map(\.settableProperties)
    let numeric = Set(kinds.flatMap { $0.filter { $0.value == .number }.keys })
    #expect(numeric == ["alpha", "decelerationRate"])
    #expect(numeric.subtracting(PropertyRanges.numbers.keys).isEmpty)
  }

  @Test func propertiesWithoutARangeTakeAnyValueOfTheirKind() {
    #expect(PropertyRanges.accepts(.bool(true), for: "isHidden"))
    #expect(PropertyRanges.accepts(.number(1e308), for: "notARangedProperty"))
    #expect(!PropertyRanges.accepts(.number(2), for: "decelerationRate"))
  }
}
