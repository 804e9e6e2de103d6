import Testing
import TouchSim

@testable import TouchSimTools

/// `LogFolding` and `LogFilter` on hand-made records.
@Suite struct LogFoldingTests {
  static func record(_ ms: Double, _ receiver: String, _ call: Call) -> Record {
    Record(time: .milliseconds(ms), receiver: receiver, call: call)
  }

  static func scroll(_ ms: Double, _ y: Double) -> Record {
    record(
      ms, "S",
      .scrollDelegate(.scrollViewDidScroll, offset: Point(x: 0, y: y), velocity: nil, willDecelerate: nil, target: nil))
  }

  @Test func threeRepeatsFoldAndTwoDoNot() {
    let three = [Self.scroll(10, 1), Self.scroll(20, 2), Self.scroll(30, 3)]
    #expect(LogFolding.lines(three) == [LogFolding.Line(records: [0, 1, 2])])
    #expect(
      LogFolding.render(three)
        == "  10.000  S                       scrollViewDidScroll ×3 (offset y 1.0 → 3.0) until 30.000\n")
    #expect(LogFolding.lines(Array(three.prefix(2))).count == 2)
  }

  @Test func aRepeatedBlockFoldsCallByCall() {
    var records: [Record] = []
    for step in 0..<4 {
      let point = Point(x: 5, y: Double(step))
      records.append(Self.record(Double(step), "B", .touches(.touchesMoved, touches: [1], at: point, via: nil)))
      records.append(Self.record(Double(step), "B", .controlEvent(.touchDragInside)))
    }
    records.append(Self.record(9, "B", .controlEvent(.touchUpInside)))
    #expect(
      LogFolding.lines(records).map(\.records) == [[0, 2, 4, 6], [1, 3, 5, 7], [8]])
    let text = LogFolding.render(records)
    #expect(text.contains("touchesMoved #1 ×4 (at y 0.0 → 3.0) until 3.000\n"))
    #expect(text.contains("controlEvent touchDragInside ×4 until 3.000\n"))
    #expect(LogFolding.render(records, fold: false) == TextRenderer.render(records))
  }

  @Test func differentFingersOrEventsDoNotFoldTogether() {
    let records = (0..<6).map { index in
      Self.record(Double(index), "V", .touches(.touchesMoved, touches: [index % 2 + 1], at: .zero, via: nil))
    }
    // Fingers 1, 2, 1, 2, ... fold as a block of two.
    #expect(LogFolding.lines(records).map(\.records) == [[0, 2, 4], [1, 3, 5]])
  }

  @Test func filterTermsParseAndMatch() throws {
    let filter = try LogFilter(only: ["S*, #2", "touchUpInside"], hide: ["S.pan"])
    #expect(
      filter.only == [.receiverPrefix("S"), .finger(2), .controlEvent(.touchUpInside)]
        && filter.hide == [.receiver("S.pan")])
    #expect(filter.admits(Self.scroll(0, 0)))
    #expect(!filter.admits(Self.record(0, "S.pan", .gestureState(from: .possible, to: .began))))
    #expect(filter.admits(Self.record(0, "V", .touches(.touchesBegan, touches: [2], at: .zero, via: nil))))
    #expect(!filter.admits(Self.record(0, "V", .touches(.touchesBegan, touches: [1], at: .zero, via: nil))))
    #expect(filter.admits(Self.record(0, "B", .controlEvent(.touchUpInside))))
    #expect(try LogFilter.terms("to:touchesBegan") == [.receiver("touchesBegan")])
    #expect(try LogFilter.terms("call:touchesBegan,finger:3") == [.call("touchesBegan"), .finger(3)])
    #expect(throws: (any Error).self) { try LogFilter.terms("S,,B") }
    #expect(throws: (any Error).self) { try LogFilter.terms("#x") }
  }
}
