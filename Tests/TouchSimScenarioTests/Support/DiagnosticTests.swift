import Testing
import TouchSimScenario

extension SupportTests {
  @Suite struct DiagnosticTests {
    @Test func fullLocationRendersPathLineAndColumn() {
      let diagnostic = Diagnostic(
        path: "tap.json", line: 3, column: 7, severity: .error, message: "unknown key \"x\"")
      #expect(diagnostic.rendered == "tap.json:3:7: error: unknown key \"x\"")
    }

    @Test func missingColumnDropsOnlyTheColumn() {
      let diagnostic = Diagnostic(path: "tap.json", line: 3, severity: .warning, message: "unused view")
      #expect(diagnostic.rendered == "tap.json:3: warning: unused view")
    }

    @Test func missingLineDropsTheWholeLocation() {
      #expect(
        Diagnostic(path: "tap.json", severity: .error, message: "empty file").rendered
          == "tap.json: error: empty file")
      #expect(
        Diagnostic(path: "tap.json", column: 4, severity: .error, message: "empty file").rendered
          == "tap.json: error: empty file")
    }

    @Test func messagesAreRenderedUnaltered() {
      let diagnostic = Diagnostic(path: "p", line: 1, column: 1, severity: .note, message: "Keeps Case.")
      #expect(diagnostic.rendered == "p:1:1: note: Keeps Case.")
    }

    @Test func controlCharactersQuotedFromAnInputPrintEscapedOnOneLine() {  // issue 12
      let diagnostic = Diagnostic(
        path: "a\nb.json", line: 2, column: 3, severity: .error, message: "unknown key 'x\u{1B}[2Jy\u{2028}'")
      #expect(diagnostic.rendered == #"a\u000ab.json:2:3: error: unknown key 'x\u001b[2Jy\u2028'"#)
    }

    @Test func notesFollowOnTheirOwnLines() {
      let diagnostic = Diagnostic(
        path: "tap.json", line: 9, column: 5, severity: .error, message: "duplicate view id \"button\"",
        notes: [
          .note(path: "tap.json", line: 4, column: 5, message: "first defined here"),
          .note(path: "base.json", message: "included from here"),
        ])
      #expect(
        diagnostic.rendered == """
          tap.json:9:5: error: duplicate view id "button"
          tap.json:4:5: note: first defined here
          base.json: note: included from here
          """)
    }

    @Test func notesRenderAsNotesWhateverTheirSeverity() {
      let nested = Diagnostic(path: "c", severity: .warning, message: "deepest")
      let note = Diagnostic(path: "b", line: 2, severity: .error, message: "inner", notes: [nested])
      let diagnostic = Diagnostic(path: "a", line: 1, severity: .warning, message: "outer", notes: [note])
      #expect(diagnostic.rendered == "a:1: warning: outer\nb:2: note: inner\nc: note: deepest")
    }

    @Test func descriptionIsTheRenderedText() {
      let diagnostic = Diagnostic(path: "x", line: 1, severity: .error, message: "bad")
      #expect(diagnostic.description == diagnostic.rendered)
      #expect("\(diagnostic)" == "x:1: error: bad")
    }

    @Test func severitiesSpellTheirNames() {
      #expect(Diagnostic.Severity.allCases.map(\.rawValue) == ["error", "warning", "note"])
    }

    @Test func equalFieldsMakeEqualDiagnostics() {
      let a = Diagnostic(
        path: "x", line: 1, severity: .error, message: "bad", notes: [.note(path: "y", message: "n")])
      var b = a
      #expect(a == b)
      b.notes[0].message = "m"
      #expect(a != b)
    }
  }
}
