import Testing
import TouchSim
import TouchSimScenario

/// Issue 12: a numeric property takes the same range wherever its value enters the model (a
/// definition, a `set` reaction, a timed action; `touchsim diff --set` in RunComparisonTests),
/// with an error pointing at the value (exit 65).
@Suite struct PropertyRangeTests {
  /// A scroll view `S` holding a view `V`; `view` and `scroll` add keys to them, `rest` adds
  /// top-level keys.
  static func scenario(view: String = "", scroll: String = "", rest: String = "") -> [UInt8] {
    let tree =
      #"{"id": "R", "subviews": [{"id": "S", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 2000]\#(scroll), "subviews": [{"id": "V", "frame": [0, 0, 100, 100]\#(view)}]}]}"#
    let touches = #""touches": [{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]}]"#
    return Array(#"{"format": 1, "scenario": "ranges", "root": \#(tree), \#(touches)\#(rest)}"#.utf8)
  }

  /// How each entry path gives `property` of `object` the value `value`.
  static func entries(_ object: String, _ property: String, _ value: String) -> [(
    path: String, bytes: [UInt8], what: String
  )] {
    let key = object == "V" ? "view" : "scroll"
    let definition = #", "\#(property)": \#(value)"#
    return [
      ("definition", key == "view" ? scenario(view: definition) : scenario(scroll: definition), "'\(property)'"),
      (
        "set reaction", scenario(view: #", "on": {"touchesBegan": [{"set": {"\#(object).\#(property)": \#(value)}}]}"#),
        "'\(object).\(property)'"
      ),
      (
        "timed action", scenario(rest: #", "actions": [{"t": 40, "set": {"\#(object).\#(property)": \#(value)}}]"#),
        "'\(object).\(property)'"
      ),
    ]
  }

  @Test(arguments: [
    ("V", "alpha", "1e308", "1e+308"), ("V", "alpha", "-1e308", "-1e+308"), ("V", "alpha", "1.0001", "1.0001"),
    ("V", "alpha", "-0.5", "-0.5"), ("S", "decelerationRate", "2", "2"), ("S", "decelerationRate", "-1", "-1"),
  ])
  func outOfRangeValuesAreRejectedOnEveryPath(object: String, property: String, value: String, shown: String) {
    for entry in Self.entries(object, property, value) {
      guard case .failure(.invalid(let error)) = ScenarioRun.run(bytes: entry.bytes, path: "ranges.json") else {
        Issue.record("\(entry.path): \(property) = \(value) was accepted")
        continue
      }
      #expect(error.message == "\(entry.what) must be between 0 and 1, found \(shown)", "\(entry.path)")
      // The error points at the value itself.
      let text = String(decoding: entry.bytes, as: UTF8.self)
      let column = text.utf8.count - (text.utf8.split(separator: UInt8(ascii: "\n")).last?.count ?? 0)
      #expect(error.location.map { $0.line == 1 && $0.column > column } == true, "\(entry.path)")
      if let location = error.location {
        let rest = String(decoding: Array(entry.bytes.dropFirst(location.column - 1)), as: UTF8.self)
        #expect(rest.hasPrefix(value), "\(entry.path): points at \(rest.prefix(20))")
      }
    }
  }

  @Test(arguments: [
    ("V", "alpha", "0"), ("V", "alpha", "1"), ("S", "decelerationRate", "0.99"), ("S", "decelerationRate", "0"),
  ])
  func valuesAtTheEdgesOfTheRangeAreAccepted(object: String, property: String, value: String) {
    for entry in Self.entries(object, property, value) {
      guard case .success(let run) = ScenarioRun.run(bytes: entry.bytes, path: "ranges.json") else {
        Issue.record("\(entry.path): \(property) = \(value) was rejected")
        continue
      }
      #expect(run.internalError == nil, "\(entry.path)")
    }
  }
}
