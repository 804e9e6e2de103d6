import TouchSim
import TouchSimScenario
import TouchSimTesting
import XCTest

/// The assertions from XCTest: thrown errors fail a throwing test method with their message.
final class XCTestUsageTests: XCTestCase {
  func testAButtonTapIsCheckedFromXCTest() throws {
    let run = Run(replaying: SwiftTrees.quickTapOnButton())
    try run.expect(
      sequence: [try Pattern(["to": "B", "call": "controlEvent", "event": "touchUpInside"])],
      never: [try Pattern(["call": "scrollViewWillBeginDragging"])])
    XCTAssertThrowsError(try run.expect(never: [try Pattern(["to": "B", "event": "touchUpInside"])])) { error in
      XCTAssertTrue("\(error)".contains("error: expect.never[0] matched record 10"), "\(error)")
    }
    XCTAssertEqual(run.text.split(separator: "\n").count, 10)
  }
}
