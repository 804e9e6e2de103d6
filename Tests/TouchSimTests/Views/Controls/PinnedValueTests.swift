import Testing

@testable import TouchSim

/// SL1, SP1: the pinning both `UISlider` and `UIStepper` setters do, in one value type.
@Suite struct PinnedValueTests {
  @Test func settingTheValuePinsItBetweenTheBounds() {
    var pinned = PinnedValue(0, minimum: -1, maximum: 1)
    pinned.value = 5
    #expect(pinned.value == 1)
    pinned.value = -5
    #expect(pinned.value == -1)
    pinned.value = 0.25
    #expect(pinned.value == 0.25)
  }

  @Test func raisingTheMinimumAboveTheMaximumRaisesBothAndThePinnedValue() {
    var pinned = PinnedValue(0.5, minimum: 0, maximum: 1)
    pinned.minimum = 3
    #expect(pinned.minimum == 3)
    #expect(pinned.maximum == 3)
    #expect(pinned.value == 3)
  }

  @Test func loweringTheMaximumBelowTheMinimumLowersBothAndThePinnedValue() {
    var pinned = PinnedValue(0.5, minimum: 0, maximum: 1)
    pinned.maximum = -2
    #expect(pinned.minimum == -2)
    #expect(pinned.maximum == -2)
    #expect(pinned.value == -2)
  }

  @Test func narrowingTheBoundsRepinsTheValue() {
    var pinned = PinnedValue(90, minimum: 0, maximum: 100)
    pinned.maximum = 50
    #expect(pinned.value == 50)
    pinned.minimum = 20
    pinned.value = 10
    #expect(pinned.value == 20)
  }

  @Test func theInitialValueIsPinnedToo() {
    #expect(PinnedValue(7, minimum: 0, maximum: 1).value == 1)
    #expect(PinnedValue(0, minimum: 2, maximum: 1).maximum == 2)
  }
}
