import Foundation
import TouchSim

/// One scenario file, read, built and replayed.
public struct ScenarioRun {
  /// The path as given (used in diagnostics).
  public let path: String
  /// The scenario's one-line title.
  public let title: String
  /// The finger strokes of the scenario, in file order (for pictures of the run).
  public let strokes: [Stroke]
  /// The records of the run (empty for a streamed run: `stream(bytes:path:registry:explain:checks:configure:to:)`).
  public let records: [Record]
  /// The scenario's `expect` block.
  public let expectations: Expectations?
  /// Non-fatal problems of the file.
  public let warnings: [ScenarioError]
  /// Set when a limit stopped the run or a model invariant broke (exit 70).
  public let internalError: String?
  /// Set when the scenario's own reactions stopped the run at a loop limit (reactions or
  /// `forward` reactions nested too deep, too many forwards in one run-loop turn): a loop in
  /// the scenario, reported like an invalid scenario (exit 65) at the reaction that ran last
  /// in it. The records up to the stop are kept. Not an internal error, so not a fuzzing
  /// finding.
  public var reactionLoop: ScenarioError?
  /// Q4: outcomes of the run that depend on the recognizer order (also among `warnings`).
  public var orderDependences: [OrderDependence] = []
  /// Whether records carry their `why` (`--explain`).
  public var explains = false
  /// What the scroll views' arbitration decided, for pictures (kept with `--explain`).
  public var facts: [ArbitrationFact] = []
  /// The work the replay did, counted without a clock: events run plus the model's work
  /// units (`Window.workCount`). Tests bound it by the input size (issue 12).
  public var work: Int = 0
  /// The window's state before each record and after each event, when it changed
  /// (`SceneRecorder`; kept only when asked for, for `touchsim replay`).
  public var scenes: [Scene] = []
  /// Scenes not kept because `SceneRecorder.limit` were kept already.
  public var droppedScenes = 0
  /// How many records the run made (streamed or kept).
  public var recordCount = 0
  /// Whether the records went to a `RecordStream` as they were made, none kept (issue 27).
  public var isStreamed = false
  /// Whether the stream asked to stop (its reader went away): the run ended early, and its
  /// invariants and expectations were not checked.
  public var interrupted = false
  /// The time of the last record (kept for a streamed run's `duration`).
  var lastRecordTime: SimTime?
  /// A streamed run's `expect` block, checked record by record.
  var streamedExpectations: ExpectationTracker?

  /// The outcome of trying to run a file.
  public enum Failure: Error {
    /// The file could not be read (exit 66).
    case unreadable(String)
    /// The scenario is invalid (exit 65).
    case invalid(ScenarioError)
  }

  /// Reads and replays a scenario file; the classes it may name are UIKit's, the shipped
  /// examples and `registry`'s.
  ///
  /// With `checks` (the default), every record goes through `InvariantChecker`; a broken
  /// invariant is an internal error naming the record (exit 70).
  public static func run(
    path: String, registry: TouchSimRegistry = TouchSimRegistry(), explain: Bool = false, checks: Bool = true,
    order: RecognizerOrder = .insertion
  ) -> Result<ScenarioRun, Failure> {
    run(path: path, classes: registry.classes, explain: explain, checks: checks, order: order)
  }

  static func run(
    path: String, classes: ScenarioClasses, explain: Bool = false, checks: Bool = true,
    order: RecognizerOrder = .insertion, stream: RecordStream? = nil
  ) -> Result<ScenarioRun, Failure> {
    switch ScenarioFileReader.read(path) {
    case .failure(let error): return .failure(.unreadable(error.reason))
    case .success(let bytes):
      return run(
        bytes: bytes, path: path, classes: classes, explain: explain, checks: checks,
        configure: { $0.recognizerOrder = order }, stream: stream)
    }
  }

  /// Replays a scenario from its bytes; the classes it may name are UIKit's, the shipped
  /// examples and `registry`'s.
  public static func run(
    bytes: [UInt8], path: String, registry: TouchSimRegistry = TouchSimRegistry(), explain: Bool = false,
    checks: Bool = true, configure: (Window) -> Void = { _ in }
  ) -> Result<ScenarioRun, Failure> {
    run(bytes: bytes, path: path, classes: registry.classes, explain: explain, checks: checks, configure: configure)
  }

  /// Replays a scenario from its bytes as `run(bytes:path:registry:explain:checks:configure:)`
  /// does, and keeps the window's `scenes` (`SceneRecorder`) for a picture of the run.
  public static func runKeepingScenes(
    bytes: [UInt8], path: String, registry: TouchSimRegistry = TouchSimRegistry(), explain: Bool = true,
    configure: (Window) -> Void = { _ in }
  ) -> Result<ScenarioRun, Failure> {
    run(bytes: bytes, path: path, classes: registry.classes, explain: explain, configure: configure, scenes: true)
  }

  /// Replays a scenario from its bytes as `run(bytes:path:registry:explain:checks:configure:)`
  /// does, but hands each record to `stream` as it is made and keeps none (issue 27: memory
  /// bounded by the model's state, not the log's length): the result's `records` are empty;
  /// `recordCount`, `duration`, `expectationFailure` and `expectationReport` come from the
  /// records as they passed (the `expect` block is checked by `ExpectationTracker`), and the
  /// invariant checker reads them as they pass too. Order-dependent outcomes reach the stream
  /// where they are decided. When the stream `wantsStop`, the run stops before its next event
  /// (`interrupted`).
  public static func stream(
    bytes: [UInt8], path: String, registry: TouchSimRegistry = TouchSimRegistry(), explain: Bool = false,
    checks: Bool = true, configure: (Window) -> Void = { _ in }, to stream: RecordStream
  ) -> Result<ScenarioRun, Failure> {
    run(
      bytes: bytes, path: path, classes: registry.classes, explain: explain, checks: checks, configure: configure,
      stream: stream)
  }

  static func run(
    bytes: [UInt8], path: String, classes: ScenarioClasses, explain: Bool = false, checks: Bool = true,
    configure: (Window) -> Void = { _ in }, scenes: Bool = false, stream: RecordStream? = nil
  ) -> Result<ScenarioRun, Failure> {
    let scenario: LoadedScenario
    do {
      scenario = try Scenario.readAndBuild(bytes, classes: classes).loaded
    } catch {
      return .failure(.invalid(error))
    }
    return replay(
      scenario, path: path, explain: explain, checks: checks, configure: configure, scenes: scenes, stream: stream)
  }

  /// Replays a scenario value (`touchsim fuzz`). It is valid when it validates as its text
  /// would read (`Scenario.validate`, no model built) and its app logic compiles; it is built
  /// once, from the value itself, so that logic runs even where the text leaves it out.
  public static func run(
    scenario: Scenario, path: String, registry: TouchSimRegistry = TouchSimRegistry(), checks: Bool = true,
    configure: (Window) -> Void = { _ in }
  ) -> Result<ScenarioRun, Failure> {
    run(scenario: scenario, path: path, classes: registry.classes, checks: checks, configure: configure)
  }

  static func run(
    scenario: Scenario, path: String, classes: ScenarioClasses, checks: Bool = true,
    configure: (Window) -> Void = { _ in }
  ) -> Result<ScenarioRun, Failure> {
    do {
      try scenario.validate(classes: classes)
    } catch {
      return .failure(.invalid(error))
    }
    let loaded = ScenarioBuilder.build(scenario, classes: classes)
    if let error = loaded.logicError { return .failure(.invalid(error)) }
    return replay(loaded, path: path, explain: false, checks: checks, configure: configure)
  }

  /// Runs a built scenario once, every record checked with `checks`.
  private static func replay(
    _ scenario: LoadedScenario, path: String, explain: Bool, checks: Bool, configure: (Window) -> Void,
    scenes: Bool = false, stream: RecordStream? = nil
  ) -> Result<ScenarioRun, Failure> {
    scenario.window.recorder.explains = explain
    configure(scenario.window)
    let streamer = stream.map { StreamedRun(window: scenario.window, expectations: scenario.expectations, stream: $0) }
    let checker = checks ? RunChecker(window: scenario.window) : nil
    let sceneRecorder = scenes ? SceneRecorder(simulation: scenario.simulation) : nil
    let strokes = scenario.simulation.pendingStrokes
    let outcome = scenario.simulation.run()
    if let reuse = scenario.fingerReuseError { return .failure(.invalid(reuse)) }  // issue 12
    var internalError: String?
    var reactionLoop: ScenarioError?
    var interrupted = false
    if case .interrupted = outcome { interrupted = true }
    if !interrupted { streamer?.finish() }
    if case .stopped(let message) = outcome {
      if let loop = scenario.window.reactionLoop, loop.message == message {
        reactionLoop = Self.loopError(loop)
      } else {
        internalError = message
      }
    }
    if !interrupted, internalError == nil, reactionLoop == nil, let problem = checker?.finish() {
      internalError = problem
    }
    let refused = scenario.window.refusedTransitions.map { ScenarioError($0, at: nil, severity: .warning) }
    let window = scenario.window
    let orderWarnings = window.orderDependences.map {
      ScenarioError(Self.orderWarning($0, order: window.recognizerOrder, explain: explain), at: nil, severity: .warning)
    }
    var result = ScenarioRun(
      path: path, title: scenario.title, strokes: strokes, records: window.recorder.records,
      expectations: scenario.expectations, warnings: scenario.warnings + refused + orderWarnings,
      internalError: internalError)
    result.reactionLoop = reactionLoop
    result.orderDependences = window.orderDependences
    result.explains = explain
    result.facts = window.recorder.facts
    result.work = window.scheduler.eventsRun + window.workCount
    result.recordCount = window.recorder.count
    result.interrupted = interrupted
    if let streamer {
      result.isStreamed = true
      result.lastRecordTime = streamer.lastTime
      result.streamedExpectations = streamer.expectations
    }
    if let sceneRecorder {
      result.scenes = sceneRecorder.scenes
      result.droppedScenes = sceneRecorder.dropped
    }
    return .success(result)
  }

  /// The error for a loop of the scenario's reactions, at the reaction that ran last.
  static func loopError(_ loop: ReactionLoop) -> ScenarioError {
    let how: String
    switch loop.limit {
    case .reactionDepth, .forwardingDepth:
      how = "the scenario's reactions call back into each other without end"
    case .forwardsPerTurn: how = "the scenario's forward reactions multiply without end"
    }
    let place = loop.position == nil ? "" : ", through this reaction"
    return ScenarioError("\(loop.message): \(how)\(place)", at: loop.position?.location)
  }

  /// Q4: the warning for an order-dependent outcome; with `explain`, how to make it deterministic.
  static func orderWarning(_ fact: OrderDependence, order: RecognizerOrder, explain: Bool) -> String {
    let flipped = order.reverses(fact.winner, fact.loser)
    let replay =
      flipped
      ? "--order insertion replays UIKit's" : "--order reversed:\(fact.winner),\(fact.loser) replays the other"
    var text =
      "order-dependent: \(fact.winner) and \(fact.loser) can both recognize at "
      + "\(NumberFormat.millisecondsTrimmed(fact.time)) ms and one prevents the other; UIKit resolves them in its "
      + "depth-first order (the deeper view first, on one view the recognizer added last: read from "
      + "_depthFirstCompare:, its direction from device reports), so \(flipped ? fact.loser : fact.winner) goes first "
      + "(this run: \(fact.winner) first; \(replay)) (Q4, 0.5)"
    if explain { text += "; " + fact.remedy }
    return text
  }

  /// The virtual duration in ms: the time of the last record or touch sample, whichever is later.
  public var duration: Double {
    var end = records.last?.time ?? lastRecordTime ?? .zero
    for stroke in strokes { if let last = stroke.path.last?.time, last > end { end = last } }
    return end.milliseconds
  }

  /// The first expectation of the scenario's `expect` block that the run breaks, or nil
  /// (a streamed run's was checked as its records passed).
  public var expectationFailure: ExpectationFailure? {
    if isStreamed { return streamedExpectations?.failure }
    return expectations?.firstFailure(in: records)
  }

  /// The report of `expectationFailure` (`ExpectationFailure.report(records:path:severity:context:)`),
  /// or nil when the `expect` block holds.
  public func expectationReport(path: String, severity: String = "error", context: Bool = true) -> String? {
    if isStreamed { return streamedExpectations?.report(path: path, severity: severity, context: context) }
    return expectationFailure?.report(records: records, path: path, severity: severity, context: context)
  }

  /// The log in text form (the golden format; empty for a streamed run).
  public var text: String { TextRenderer.render(records) }

  /// The log as JSON Lines. Each order-dependent outcome (Q4) is one more line where it was
  /// decided, before the winner's state change:
  /// `{"t":80,"to":"window","call":"orderDependent","recognizers":["a","b"],"winner":"a"}`
  /// (with `--explain`, a `why` naming the remedy). Text logs and goldens never carry it; the
  /// text form is a warning on stderr.
  public var jsonl: String {
    Self.jsonl(records: records, orderDependences: orderDependences, explains: explains)
  }

  /// The JSON Lines of `touchsim run` for records and the order-dependent outcomes of their
  /// run (Q4), each one more line where it was decided (see `jsonl`); with `explains`, those
  /// lines carry a `why`.
  ///
  /// ```swift
  /// let text = ScenarioRun.jsonl(records: window.recorder.records, orderDependences: window.orderDependences)
  /// ```
  public static func jsonl(records: [Record], orderDependences: [OrderDependence], explains: Bool = false) -> String {
    guard !orderDependences.isEmpty else { return JSONLRenderer.render(records) }
    var text = ""
    var pending = orderDependences[...]
    for (index, record) in records.enumerated() {
      while let fact = pending.first, fact.recordIndex <= index {
        text += orderLine(fact, explains: explains) + "\n"
        pending = pending.dropFirst()
      }
      text += JSONLRenderer.line(for: record) + "\n"
    }
    for fact in pending { text += orderLine(fact, explains: explains) + "\n" }
    return text
  }

  /// One order-dependent outcome as a jsonl line (Q4).
  static func orderLine(_ fact: OrderDependence, explains: Bool) -> String {
    var line =
      "{\"t\":" + NumberFormat.millisecondsTrimmed(fact.time) + ",\"to\":\"window\",\"call\":\"orderDependent\""
    line += ",\"recognizers\":[" + fact.recognizers.map(JSONLRenderer.quoted).joined(separator: ",") + "]"
    line += ",\"winner\":" + JSONLRenderer.quoted(fact.winner)
    if explains {
      line += ",\"why\":" + JSONLRenderer.quoted(fact.reason.text)
    }
    return line + "}"
  }
}
