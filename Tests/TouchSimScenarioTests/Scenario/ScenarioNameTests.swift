import Testing
import TouchSim
import TouchSimScenario

/// Names that reach the log (ids, controller names, references) may not contain control
/// characters or line separators; the decoder points at them (exit 65). Free texts (notes)
/// are escaped by both renderers instead, so one record is always one line (issue 12).
@Suite struct ScenarioNameTests {
  /// JSON escapes of the characters refused: newline, NUL, ESC (a colour sequence), DEL, a
  /// C1 control (NEL), the line and paragraph separators, a bidi override.
  static let controls: [(escape: String, codePoint: String)] = [
    (#"\n"#, "U+000A"), (#"\u0000"#, "U+0000"), (#"\u001b[31m"#, "U+001B"), (#"\u007f"#, "U+007F"),
    (#"\u0085"#, "U+0085"), (#"\u2028"#, "U+2028"), (#"\u2029"#, "U+2029"), (#"\u202e"#, "U+202E"),
  ]

  /// A scenario whose `root` holds `subviews`, with `rest` (gestures, actions) after it.
  static func scenario(root: String = #""id": "R""#, subviews: String = "", rest: String = "") -> [UInt8] {
    let tree = #"{\#(root), "subviews": [{"id": "V", "frame": [0, 0, 100, 100]}\#(subviews)]}"#
    let touches = #""touches": [{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]}]"#
    return Array(#"{"format": 1, "scenario": "names", "root": \#(tree), \#(touches)\#(rest)}"#.utf8)
  }

  /// The error of an invalid scenario, or a recorded issue.
  static func error(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioError? {
    guard case .failure(.invalid(let error)) = ScenarioRun.run(bytes: bytes, path: "names.json") else {
      Issue.record(
        "expected an invalid scenario: \(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
      return nil
    }
    return error
  }

  /// Each kind of name with the character spliced in, what the message calls it, and the
  /// character's position in the name.
  static let kinds: [(kind: String, bytes: @Sendable (String) -> [UInt8], what: String, position: Int)] = [
    ("view id", { scenario(subviews: #", {"id": "a\#($0)b", "frame": [0, 0, 1, 1]}"#) }, "'id'", 2),
    ("root id", { scenario(root: #""id": "R\#($0)""#) }, "'id'", 2),
    ("controller name", { scenario(root: #""id": "R", "controller": "VC\#($0)""#) }, "'controller'", 3),
    ("controller object name", { scenario(root: #""id": "R", "controller": {"name": "VC\#($0)"}"#) }, "'name'", 3),
    (
      "recognizer id",
      {
        scenario(rest: #", "gestures": [{"id": "tap\#($0)", "class": "UITapGestureRecognizer", "view": "V"}]"#)
      }, "'id'", 4
    ),
    (
      "recognizer view",
      {
        scenario(rest: #", "gestures": [{"id": "tap", "class": "UITapGestureRecognizer", "view": "V\#($0)"}]"#)
      }, "'view'", 2
    ),
    (
      "requireToFail reference",
      {
        scenario(
          rest:
            #", "gestures": [{"id": "tap", "class": "UITapGestureRecognizer", "view": "V", "requireToFail": ["x\#($0)"]}]"#
        )
      }, "'requireToFail'", 2
    ),
    (
      "set key of an action", { scenario(rest: #", "actions": [{"t": 10, "set": {"V\#($0).alpha": 0.5}}]"#) },
      "a 'set' key", 2
    ),
    (
      "set key of a reaction",
      {
        scenario(root: #""id": "R", "on": {"touchesBegan": [{"set": {"V.alpha\#($0)": 0.5}}]}"#)
      }, "a 'set' key", 8
    ),
    ("prefer reference", { scenario(root: #""id": "R", "hitTest": {"prefer": ["V\#($0)"]}"#) }, "'prefer'", 2),
    (
      "note condition",
      {
        scenario(root: #""id": "R", "on": {"touchesBegan": [{"note": "n", "if": {"inside": "V\#($0)"}}]}"#)
      }, "'inside'", 2
    ),
  ]

  @Test(arguments: 0..<11)
  func everyKindOfNameWithAControlCharacterIsRejectedWithItsPosition(kind index: Int) {
    let kind = Self.kinds[index]
    for control in Self.controls {
      guard let error = Self.error(kind.bytes(control.escape)) else { continue }
      let rendered = error.rendered(path: "names.json")
      #expect(
        error.message
          == "\(kind.what) must not contain control characters or line separators (\(control.codePoint) at character \(kind.position))",
        "\(kind.kind): \(rendered)")
      #expect(rendered.hasPrefix("names.json:1:"), "\(kind.kind): \(rendered)")
      #expect(!rendered.unicodeScalars.contains { ControlCharacters.contains($0) }, "\(kind.kind): \(rendered)")
    }
  }

  @Test func everyKindOfNameIsAcceptedWithoutOne() {
    for kind in Self.kinds {
      let bytes = kind.bytes("")
      var ok = true
      if case .failure(let failure) = ScenarioRun.run(bytes: bytes, path: "names.json") {
        // References to names that do not exist are still errors, but not about characters.
        if case .invalid(let error) = failure { ok = !error.message.contains("control characters") }
      }
      #expect(ok, "\(kind.kind)")
    }
  }

  @Test func noteTextsKeepTheirCharactersEscapedOnOneLine() throws {
    let bytes = Self.scenario(
      root: #""id": "R", "on": {"touchesBegan": [{"note": "a\nb\u001b[31m\u007f\u0085\u2028c"}]}"#)
    let run = try ScenarioRun.run(bytes: bytes, path: "names.json").get()
    let expected = #""a\nb\u001b[31m\u007f\u0085\u2028c""#
    let noteLines = run.text.split(separator: "\n").map(String.init).filter { $0.contains("note") }
    #expect(noteLines == ["   0.000  R                       note " + expected])
    #expect(run.jsonl.contains(#""text":"# + expected))
    for output in [run.text, run.jsonl] {
      #expect(!output.unicodeScalars.contains { $0 != "\n" && ControlCharacters.contains($0) })
      #expect(output.split(separator: "\n", omittingEmptySubsequences: false).count == run.records.count + 1)
    }
  }
}
