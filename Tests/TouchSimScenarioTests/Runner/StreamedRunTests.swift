import Foundation
import Testing
import TouchSim
import TouchSimTestSupport

@testable import TouchSimScenario

/// Issue 27: a streamed run writes its log as the records are made and keeps none; its log,
/// its `expect` verdict and report are those of a run that keeps its records; its memory is
/// bounded by the model's state; a writer that fails stops it at once.
@Suite struct StreamedRunTests {
  /// Collects what a `LogOutput` hands on.
  final class Collected {
    var bytes: [UInt8] = []
    var text: String { String(decoding: bytes, as: UTF8.self) }
  }

  /// A stream of `format` into a fresh collector, flushing every `flushAt` bytes.
  static func stream(_ format: LogStream.Format, flushAt: Int = 512) -> (LogStream, LogOutput, Collected) {
    let collected = Collected()
    let output = LogOutput(flushAt: flushAt) { bytes in
      collected.bytes += bytes
      return true
    }
    return (LogStream(format: format, output: output), output, collected)
  }

  static func bytes(_ relativePath: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: Repository.root.appendingPathComponent(relativePath)))
  }

  @Test(arguments: Repository.scenarioFiles)
  func aStreamedRunWritesTheKeptRunsLog(_ relativePath: String) throws {
    let bytes = try Self.bytes(relativePath)
    for (explain, order) in [(false, RecognizerOrder.insertion), (true, .insertion), (true, .reversed)] {
      let kept = try #require(
        try? ScenarioRun.run(
          bytes: bytes, path: relativePath, explain: explain, configure: { $0.recognizerOrder = order }
        ).get())
      for format in [LogStream.Format.text, .jsonl] {
        let (stream, output, collected) = Self.stream(format)
        stream.explains = explain
        let streamed = try #require(
          try? ScenarioRun.stream(
            bytes: bytes, path: relativePath, explain: explain, configure: { $0.recognizerOrder = order },
            to: stream
          ).get())
        stream.finish()
        #expect(collected.text == (format == .text ? kept.text : kept.jsonl), "\(relativePath) \(format)")
        #expect(streamed.records.isEmpty && streamed.isStreamed && !streamed.interrupted)
        #expect(streamed.recordCount == kept.records.count && streamed.duration == kept.duration)
        #expect(streamed.internalError == kept.internalError)
        #expect(streamed.warnings.map(\.message) == kept.warnings.map(\.message))
        #expect(output.peakBuffered < output.flushAt + 4096)
        for context in [false, true] {
          #expect(
            streamed.expectationReport(path: "s.json", context: context)
              == kept.expectationReport(path: "s.json", context: context))
        }
      }
    }
  }

  /// Expectations made from a run's own records, so that they fail in every way a report can
  /// show: a pattern found only before the previous match, one matching nothing, one whose
  /// closest record is the last, `never` patterns at the start, middle and end.
  static func expectations(for records: [Record]) throws -> [Expectations] {
    func pattern(_ record: Record, _ names: [String]) -> String {
      let fields = record.fields.filter { names.contains($0.name) }
      return "{" + fields.map { "\"\($0.name)\":" + jsonValue($0.value) }.joined(separator: ",") + "}"
    }
    func jsonValue(_ value: LogValue) -> String {
      switch value {
      case .number(let number): return JSONLRenderer.number(number)
      case .string(let text): return JSONLRenderer.quoted(text)
      case .bool(let flag): return flag ? "true" : "false"
      case .null: return "null"
      case .numbers(let numbers): return "[" + numbers.map(JSONLRenderer.number).joined(separator: ",") + "]"
      }
    }
    let callable = records.filter { if case .nothing = $0.call { return false } else { return true } }
    guard callable.count >= 4 else { return [] }
    let first = callable[0]
    let middle = callable[callable.count / 2]
    let last = callable[callable.count - 1]
    let texts = [
      #"{"sequence": [\#(pattern(middle, ["to", "call"])), \#(pattern(first, ["to", "call", "t"]))]}"#,
      #"{"sequence": [\#(pattern(first, ["to"])), {"to": "nobody", "call": "touchesBegan"}]}"#,
      #"{"sequence": [\#(pattern(last, ["to", "call", "t"])), \#(pattern(last, ["to", "call"]))]}"#,
      #"{"sequence": [{"call": "touchesEnded", "t<": 1}, {"call": "touchesBegan"}]}"#,
      #"{"sequence": [\#(pattern(first, ["call"]))], "never": [\#(pattern(last, ["to", "call"]))]}"#,
      #"{"never": [{"to": "nobody"}, \#(pattern(middle, ["to", "call", "t"])), \#(pattern(first, ["call"]))]}"#,
      #"{"never": [\#(pattern(first, ["to", "call", "t"]))]}"#,
      #"{"sequence": [\#(pattern(first, ["to", "call"])), \#(pattern(middle, ["to", "call"]))]}"#,
    ]
    return try texts.map { try Expectations(JSONReader.parse($0)) }
  }

  @Test(arguments: Repository.scenarioFiles)
  func theTrackerReportsAsTheWholeLogDoes(_ relativePath: String) throws {
    let bytes = try Self.bytes(relativePath)
    let run = try #require(try? ScenarioRun.run(bytes: bytes, path: relativePath, explain: true).get())
    var expectations = try Self.expectations(for: run.records)
    if let own = run.expectations { expectations.append(own) }
    for expectation in expectations {
      var tracker = ExpectationTracker(expectation)
      for record in run.records { tracker.observe(record) }
      let failure = expectation.firstFailure(in: run.records)
      #expect(tracker.failure?.message == failure?.message)
      for (severity, context) in [("error", true), ("warning", false)] {
        let whole = failure?.report(records: run.records, path: "s.json", severity: severity, context: context)
        #expect(tracker.report(path: "s.json", severity: severity, context: context) == whole)
      }
    }
  }

  /// A scenario of `moves` samples after the touch-down (the last lifts), each move making a
  /// note of `noteBytes` bytes.
  static func noisyScenario(moves: Int, noteBytes: Int, expect: String = "") -> [UInt8] {
    let note = String(repeating: "n", count: noteBytes)
    let path = (0...moves).map { "[\($0 * 8), \(100 + $0 % 50), 100]" }.joined(separator: ",")
    let text = """
      {"format": 1, "scenario": "many moves, each with a large note",
       "root": {"id": "R", "subviews": [{"id": "v", "frame": [0, 0, 390, 844],
         "on": {"touchesMoved": [{"note": "\(note)"}]}}]},
       "touches": [{"finger": 1, "path": [\(path)]}]\(expect)}
      """
    return Array(text.utf8)
  }

  @Test func aLogOfLargeNotesIsWrittenAsItIsMadeAndNothingIsKept() throws {
    let moves = 200
    let noteBytes = 16 * 1024
    let bytes = Self.noisyScenario(
      moves: moves, noteBytes: noteBytes,
      expect: #", "expect": {"sequence": [{"to": "v", "call": "note"}, {"to": "v", "call": "touchesEnded"}]}"#)
    var window: Window?
    var longestFlush = 0
    var total = 0
    let counting = LogOutput(flushAt: 16 * 1024) { chunk in
      longestFlush = max(longestFlush, chunk.count)
      total += chunk.count
      return true
    }
    let stream = LogStream(format: .text, output: counting)
    let run = try #require(
      try? ScenarioRun.stream(bytes: bytes, path: "noisy.json", explain: true, configure: { window = $0 }, to: stream)
        .get())
    stream.finish()
    let recorder = try #require(window?.recorder)
    // Nothing grows with the log: no records, no facts kept; the buffer held at most its
    // threshold plus one line, though the log is 200 times as long.
    #expect(recorder.records.isEmpty && recorder.facts.isEmpty && run.records.isEmpty)
    // A hitTest and 4 touchesBegan, then per move 4 touchesMoved and a note, then 4 touchesEnded.
    #expect(run.recordCount == 5 + (moves - 1) * 5 + 4)
    let longestLine = noteBytes + 256
    #expect(counting.peakBuffered <= counting.flushAt + longestLine)
    #expect(longestFlush <= counting.flushAt + longestLine)
    #expect(total > moves * noteBytes)
    #expect(counting.flushes >= moves / 2)  // written as it was made, not at the end
    #expect(run.expectationFailure == nil && run.internalError == nil)
  }

  @Test func aWriterThatFailsStopsTheRunAtOnce() throws {
    let bytes = Self.noisyScenario(moves: 2_000, noteBytes: 100)
    let complete = try #require(try? ScenarioRun.run(bytes: bytes, path: "noisy.json").get())
    var window: Window?
    var eventsAtFailure: Int?
    var calls = 0
    let output = LogOutput(flushAt: 1024) { chunk in
      calls += 1
      guard calls < 5 else {
        eventsAtFailure = window?.scheduler.eventsRun
        return false
      }
      return true
    }
    let stream = LogStream(format: .text, output: output)
    let run = try #require(
      try? ScenarioRun.stream(bytes: bytes, path: "noisy.json", configure: { window = $0 }, to: stream).get())
    stream.finish()
    let stoppedAt = try #require(eventsAtFailure)
    // The event that failed ran to its end; no later event ran, and nothing more was written.
    #expect(run.interrupted && output.failed && calls == 5)
    #expect(window?.scheduler.eventsRun == stoppedAt)
    #expect(run.work < complete.work / 20)
    // An interrupted run checks no invariants and no expectations: its touches never ended.
    #expect(run.internalError == nil)
  }
}
