import Foundation
import Testing
import TouchSimTestSupport

/// Bad app logic (issue 15) fails every verb that reads the scenario with a compiler-style
/// `path:line:col: error:` line and exit 65, like any other bad scenario.
@Suite struct AppLogicErrorCommandTests {
  /// A keyboard-dismiss tap whose `shouldReceiveTouch` misspells the table's id.
  static let scenario = """
    {"format": 1, "scenario": "dismiss tap with a misspelt id",
     "root": {"id": "R", "subviews": [{"id": "table", "class": "UITableView", "frame": [0, 0, 390, 400], "rows": 3}]},
     "gestures": [{"id": "dismiss", "class": "UITapGestureRecognizer", "view": "R",
       "delegate": {"shouldReceiveTouch": {
         "cases": [{"if": {"touch.view": {"descendantOf": "tabel"}}, "then": false}],
         "else": true}}}],
     "touches": [{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]}]}
    """

  @Test(arguments: ["check", "validate", "run"])
  func badLogicIsAnErrorAtItsPlaceAndExits65(_ verb: String) throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.scenario.write(to: directory.appendingPathComponent("dismiss.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run([verb, "dismiss.json"], in: directory)
    #expect(result.status == 65, "\(verb): \(result.stderr)")
    let expected =
      "dismiss.json:5:55: error: 'tabel' is neither an id of this scenario nor a name bound in shouldReceiveTouch "
      + "of 'dismiss'; did you mean 'table'?"
    #expect((result.stdout + result.stderr).contains(expected), "\(verb): \(result.stdout)\(result.stderr)")
  }
}
