import Testing
import TouchSim
import TouchSimTestSupport

/// An app's reason for its table answers (`--explain`).
private enum RowReason: AppExplanation {
  case header
  var text: String { "the app: row 0 is a header" }
}

/// The table delegate's questions and the selection reactions (TV1, TV3, TV4).
@Suite struct TableViewAppLogicTests {
  private func table(explains: Bool = false) -> (TreeBuilder, TableView) {
    let builder = TreeBuilder()
    builder.window.recorder.explains = explains
    let table = TableView(name: "T", frame: builder.window.bounds)
    table.setRows(10, rowHeight: 44)
    builder.root.addSubview(table)
    builder.window.register(builder.root)
    return (builder, table)
  }

  /// A tap on row `row` (rows are 44 pt high from y 0).
  private func tapRow(_ row: Int, from start: Double = 0, duration: Double = 200) -> Stroke {
    tap(at: Point(x: 100, y: Double(row) * 44 + 22), from: start, duration: duration)
  }

  private func tableCalls(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap { record in
      switch record.call {
      case .shouldHighlightRow, .setHighlighted, .willSelectRow, .didSelectRow:
        let line = TextRenderer.line(for: Record(time: record.time, receiver: record.receiver, call: record.call))
        return line.split(separator: " ").dropFirst().joined(separator: " ")
      default: return nil
      }
    }
  }

  private func why(_ builder: TreeBuilder, _ call: String) -> String? {
    builder.window.recorder.records.first { $0.call.name == call }?.why?.text
  }

  @Test(arguments: [false, true])
  func shouldHighlightRowTrueHighlightsAndSelects(explains: Bool) {  // TV1, TV3
    let (builder, table) = table(explains: explains)
    var asked: [Int] = []
    table.shouldHighlightRow = { _, row in
      asked.append(row)
      return AppAnswer(true)
    }
    _ = builder.run([tapRow(2)])
    #expect(asked == [2])
    #expect(
      tableCalls(builder) == [
        "T shouldHighlightRow row 2 -> true", "T.row2 setHighlighted row 2 true", "T.row2 setHighlighted row 2 false",
        "T didSelectRow row 2",
      ])
    #expect(
      why(builder, "shouldHighlightRow")
        == (explains ? "TV3: touchesBegan reached the table on row 2: the delegate lets it highlight" : nil))
  }

  @Test(arguments: [false, true])
  func shouldHighlightRowFalseNeitherHighlightsNorSelects(explains: Bool) {  // TV3 (model decision)
    let (builder, table) = table(explains: explains)
    table.shouldHighlightRow = { _, row in AppAnswer(row != 0, because: row == 0 ? .app(RowReason.header) : nil) }
    _ = builder.run([tapRow(0), tapRow(3, from: 500, duration: 80)])
    #expect(
      tableCalls(builder) == [
        "T shouldHighlightRow row 0 -> false", "T shouldHighlightRow row 3 -> true",
        "T.row3 setHighlighted row 3 true", "T.row3 setHighlighted row 3 false", "T didSelectRow row 3",
      ])
    #expect(
      why(builder, "shouldHighlightRow")
        == (explains
          ? "TV3: touchesBegan reached the table on row 0: the delegate refuses the highlight, so the row is not "
            + "selected at lift either; the app: row 0 is a header" : nil))
  }

  @Test(arguments: [false, true])
  func willSelectRowAnsweringTheRowSelectsIt(explains: Bool) {  // TV4
    let (builder, table) = table(explains: explains)
    table.willSelectRow = { _, row in AppAnswer(row) }
    _ = builder.run([tapRow(2)])
    #expect(Array(tableCalls(builder).suffix(2)) == ["T willSelectRow row 2 -> 2", "T didSelectRow row 2"])
    #expect(why(builder, "didSelectRow") == (explains ? "TV1: touchesEnded on highlighted row 2 selects it" : nil))
  }

  @Test(arguments: [false, true])
  func willSelectRowAnsweringNilSelectsNothing(explains: Bool) {  // TV4
    let (builder, table) = table(explains: explains)
    table.willSelectRow = { _, row in AppAnswer(row == 0 ? nil : row, because: .app(RowReason.header)) }
    _ = builder.run([tapRow(0)])
    #expect(
      tableCalls(builder) == [
        "T.row0 setHighlighted row 0 true", "T.row0 setHighlighted row 0 false", "T willSelectRow row 0 -> nil",
      ])
    #expect(
      why(builder, "willSelectRow")
        == (explains
          ? "TV4: touchesEnded on highlighted row 0: the delegate is asked before didSelectRow (nil selects nothing, "
            + "another row is selected instead); the app: row 0 is a header" : nil))
  }

  @Test(arguments: [false, true])
  func willSelectRowAnsweringAnotherRowRedirectsTheSelection(explains: Bool) {  // TV4
    let (builder, table) = table(explains: explains)
    table.willSelectRow = { _, _ in AppAnswer(5) }
    _ = builder.run([tapRow(2)])
    #expect(Array(tableCalls(builder).suffix(2)) == ["T willSelectRow row 2 -> 5", "T didSelectRow row 5"])
    #expect(
      why(builder, "didSelectRow")
        == (explains ? "TV4: willSelectRowAt answered row 5 for row 2: row 5 is selected" : nil))
  }

  @Test func willSelectRowAnsweringARowTheTableDoesNotHaveSelectsNothing() {  // TV4
    let (builder, table) = table()
    table.willSelectRow = { _, _ in AppAnswer(10) }
    _ = builder.run([tapRow(2)])
    #expect(tableCalls(builder).last == "T willSelectRow row 2 -> 10")
  }

  @Test func willSelectRowIsNotAskedWhenTheTouchIsCancelled() {  // TV1, TV4
    let (builder, table) = table()
    var asked = false
    table.willSelectRow = { _, row in
      asked = true
      return AppAnswer(row)
    }
    var cancelled = tapRow(2)
    cancelled.end = .cancelled
    _ = builder.run([cancelled])
    #expect(!asked)
  }

  @Test func didSelectRowReactionsRunRightAfterTheRecordInTheOrderAdded() {  // TV1
    let (builder, table) = table()
    var ran: [String] = []
    for label in ["first", "second"] {
      table.onDidSelectRow { table, row in
        #expect(table.window?.recorder.records.last?.call == .didSelectRow(row: 4))
        ran.append("\(label) \(row)")
      }
    }
    table.willSelectRow = { _, _ in AppAnswer(4) }
    _ = builder.run([tapRow(1)])
    #expect(ran == ["first 4", "second 4"])
  }

  @Test func didSelectRowReactionsDoNotRunWhenNothingIsSelected() {  // TV3, TV4
    let (builder, table) = table()
    var ran = false
    table.onDidSelectRow { _, _ in ran = true }
    table.willSelectRow = { _, _ in AppAnswer(nil) }
    _ = builder.run([tapRow(1)])
    #expect(!ran)
  }

  @Test func aSelectionReactionThatLoopsStopsTheRunWithAnError() {  // TV1, C7
    let (builder, table) = table()
    let button = builder.add(Button(name: "B"), to: builder.root, frame: Rect(x: 0, y: 600, width: 100, height: 44))
    table.onDidSelectRow { _, _ in button.sendActions(for: .primaryActionTriggered) }
    button.addAction(for: .primaryActionTriggered) { button, event in button.sendActions(for: event) }
    let simulation = Simulation(window: builder.window)
    simulation.add(tapRow(1))
    #expect(simulation.run() == .stopped("reactions nested deeper than 64 at B (primaryActionTriggered)"))
  }

  @Test func theNewRecordsRenderInTextAndJSONL() {  // Docs/LogFormat.md
    let should = Record(time: .milliseconds(80), receiver: "T", call: .shouldHighlightRow(row: 0, result: false))
    let refuse = Record(time: .milliseconds(80), receiver: "T", call: .willSelectRow(row: 0, result: nil))
    let redirect = Record(time: .milliseconds(80), receiver: "T", call: .willSelectRow(row: 2, result: 5))
    #expect(TextRenderer.line(for: should) == "  80.000  T                       shouldHighlightRow row 0 -> false")
    #expect(TextRenderer.line(for: refuse) == "  80.000  T                       willSelectRow row 0 -> nil")
    #expect(TextRenderer.line(for: redirect) == "  80.000  T                       willSelectRow row 2 -> 5")
    #expect(JSONLRenderer.line(for: should) == #"{"t":80,"to":"T","call":"shouldHighlightRow","row":0,"result":false}"#)
    #expect(JSONLRenderer.line(for: refuse) == #"{"t":80,"to":"T","call":"willSelectRow","row":0,"result":null}"#)
    #expect(JSONLRenderer.line(for: redirect) == #"{"t":80,"to":"T","call":"willSelectRow","row":2,"result":5}"#)
  }

  @Test func aRunWithTheTableQuestionsKeepsEveryInvariant() {  // TV3, TV4
    let (builder, table) = table()
    table.shouldHighlightRow = { _, row in AppAnswer(row != 0) }
    table.willSelectRow = { _, row in AppAnswer(row == 1 ? nil : row + 1) }
    _ = builder.run([tapRow(0), tapRow(1, from: 400), tapRow(2, from: 800)])
    var checker = InvariantChecker()
    for record in builder.window.recorder.records { checker.check(record) }
    checker.finish()
    #expect(checker.violations.isEmpty, "\(checker.violations)")
    #expect(
      builder.window.recorder.records.filter { $0.call.name == "didSelectRow" }.map(\.call) == [.didSelectRow(row: 3)])
  }
}
