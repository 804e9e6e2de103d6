import Testing
import TouchSimScenario

extension SupportTests {
  @Suite struct ExitStatusTests {
    @Test func rawValuesFollowSysexits() {
      #expect(ExitStatus.ok.rawValue == 0)
      #expect(ExitStatus.checkFailure.rawValue == 1)
      #expect(ExitStatus.usage.rawValue == 64)
      #expect(ExitStatus.badScenario.rawValue == 65)
      #expect(ExitStatus.unreadableInput.rawValue == 66)
      #expect(ExitStatus.internalError.rawValue == 70)
      #expect(ExitStatus.cannotCreateOutput.rawValue == 73)
    }

    @Test func everyStatusRoundTripsThroughItsRawValue() {
      for status in ExitStatus.allCases {
        #expect(ExitStatus(rawValue: status.rawValue) == status)
      }
      #expect(ExitStatus(rawValue: 2) == nil)
    }
  }
}
