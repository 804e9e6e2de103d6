import Foundation
import Testing
import TouchSim

@testable import TouchSimScenario
@testable import TouchSimTools

/// `touchsim diff`: one scenario, two configurations.
@Suite struct RunComparisonTests {
  static let t1 = "Scenarios/scroll-view/t01-quick-tap-on-button.json"

  @Test func delaysContentTouchesFalseMovesTheButtonsCallsToTouchDown() throws {
    let comparison = try RunComparison(
      bytes: SweepTests.bytes(Self.t1), path: Self.t1, assignments: ["S.delaysContentTouches=false"])
    #expect(!comparison.isSame)
    // D6: touchesShouldBegin and touchesBegan at 0 instead of at the lift (80 ms).
    let diff = try #require(comparison.textDiff(name: "t1"))
    #expect(diff.contains("-  80.000  S                       touchesShouldBegin #1 in B -> true"))
    #expect(diff.contains("+   0.000  S                       touchesShouldBegin #1 in B -> true"))
    #expect(diff.contains("+   0.000  B                       controlEvent touchDown"))
    let lines = comparison.jsonlDiff.split(separator: "\n")
    #expect(lines.allSatisfy { $0.hasPrefix("{\"diff\":\"-\",") || $0.hasPrefix("{\"diff\":\"+\",") })
    #expect(lines.contains("{\"diff\":\"+\",\"t\":0,\"to\":\"B\",\"call\":\"controlEvent\",\"event\":\"touchDown\"}"))
  }

  /// Issue 14: `tag` and `isSelected` are declared (`PropertyCatalogue`), so `--set` takes
  /// them; no modelled rule reads them, so the records stay the same.
  @Test(arguments: ["B.tag=42", "B.isSelected=true", "S.tag=-3"])
  func tagAndIsSelectedChangeNoRecord(_ assignment: String) throws {
    let comparison = try RunComparison(bytes: SweepTests.bytes(Self.t1), path: Self.t1, assignments: [assignment])
    #expect(comparison.isSame)
  }

  @Test func aChangeThatChangesNothingIsSame() throws {
    let comparison = try RunComparison(
      bytes: SweepTests.bytes(Self.t1), path: Self.t1, assignments: ["S.bounces=false"])
    #expect(comparison.isSame)
    #expect(comparison.textDiff(name: "t1") == nil)
    #expect(comparison.jsonlDiff.isEmpty)
  }

  /// Every one is the request's fault (the file as written replays): a usage error (issue 27)
  /// naming the option.
  @Test(arguments: [
    ("nobody.isHidden=true", "--set nobody.isHidden=true: no view or gesture recognizer has the id 'nobody'"),
    ("S.delaysContentTouches=7", "--set S.delaysContentTouches=7: 'delaysContentTouches' must be a bool"),
    ("delaysContentTouches", "--set needs ID.PROPERTY=VALUE (for example S.delaysContentTouches=false), not "),
    ("S.id=x", "--set cannot change 'id' ('S.id=x')"),
    // Issue 12: the declaration's range check (PropertyCatalogue), as for set reactions and actions.
    ("B.alpha=1e308", "--set B.alpha=1e308: 'alpha' must be between 0 and 1, found 1e+308"),
    ("B.alpha=-1e308", "--set B.alpha=-1e308: 'alpha' must be between 0 and 1, found -1e+308"),
    ("S.decelerationRate=2", "--set S.decelerationRate=2: 'decelerationRate' must be between 0 and 1, found 2"),
    ("B.tag=1.5", "--set B.tag=1.5: 'tag' must be a whole number from -2147483648 to 2147483647"),
    ("B.isSelected=1", "--set B.isSelected=1: 'isSelected' must be a bool"),
    ("S.isSelected=true", "key 'isSelected' is not valid for class 'UIScrollView'"),
  ])
  func badAssignmentsAreErrors(_ assignment: String, _ message: String) throws {
    let bytes = try SweepTests.bytes(Self.t1)
    do throws(ScenarioToolError) {
      _ = try RunComparison(bytes: bytes, path: Self.t1, assignments: [assignment])
      Issue.record("\(assignment) was accepted")
    } catch {
      #expect(error.message.contains(message), "\(error.message)")
      #expect(error.status == .usage)
    }
  }

  @Test func recognizersCanBeSetToo() throws {
    // G19, seed 004: the tap-to-dismiss recognizer with cancelsTouchesInView false lets the
    // row be selected.
    let path = "Scenarios/table-view/seed004-tap-to-dismiss-cancels-row-selection.json"
    let comparison = try RunComparison(
      bytes: SweepTests.bytes(path), path: path, assignments: ["dismissTap.cancelsTouchesInView=false"])
    #expect(!comparison.isSame)
    #expect(!comparison.before.records.contains { $0.call.name == "didSelectRow" })
    #expect(comparison.after.records.contains { $0.call.name == "didSelectRow" })
  }
}
