import TouchSim
import TouchSimScenario

/// A finished replay as a test reads it: its records, their text and jsonl renderings (the
/// bytes `touchsim run` prints), and the window they came from, against which patterns are
/// checked (Docs/Testing.md).
///
/// ```swift
/// let simulation = Simulation(window: window)
/// simulation.add(Stroke(finger: 1, path: [.init(time: .zero, location: Point(x: 40, y: 120)),
///                                         .init(time: .milliseconds(80), location: Point(x: 40, y: 120))]))
/// let run = Run(replaying: simulation)
/// try run.expect(sequence: [try Pattern(["to": "buy", "call": "controlEvent", "event": "touchUpInside"])])
/// try assertGolden(run, at: "Tests/Goldens/buy-tap.golden")
/// ```
public struct Run {
  /// The records of the run, in log order.
  public let records: [Record]
  /// The outcomes that depend on the recognizer order (Q4): one more `orderDependent` line
  /// each in `jsonl`, none in `text` (as `touchsim run`).
  public let orderDependences: [OrderDependence]
  /// The window the records came from; `nil` for a run made from records alone. With a
  /// window, `expect` checks each pattern against the tree first, as the scenario reader does.
  public let window: Window?
  /// The fingers of the run's strokes, for the patterns' `touches` check.
  public let fingers: Set<Int>
  /// How the replay ended (`nil` when the run was not replayed here). A `.stopped` run hit a
  /// limit or an app error: its records stop there.
  public let outcome: Simulation.Outcome?

  /// Replays a simulation (its pending strokes and scheduled work) and keeps what it logged.
  ///
  /// ```swift
  /// let run = Run(replaying: simulation)  // calls simulation.run()
  /// ```
  public init(replaying simulation: Simulation) {
    let fingers = Set(simulation.pendingStrokes.map(\.finger))
    let outcome = simulation.run()
    let window = simulation.window
    self.init(
      records: window.recorder.records, orderDependences: window.orderDependences, window: window, fingers: fingers,
      outcome: outcome)
  }

  /// A run a test replayed itself: the window's records after `simulation.run()`. `fingers`
  /// defaults to the fingers the records name.
  ///
  /// ```swift
  /// _ = simulation.run()
  /// let run = Run(window: window)
  /// ```
  public init(window: Window, fingers: Set<Int>? = nil) {
    let records = window.recorder.records
    self.init(
      records: records, orderDependences: window.orderDependences, window: window,
      fingers: fingers ?? Self.fingers(in: records), outcome: nil)
  }

  /// A run from records alone (from a `ScenarioRun`, or filtered): patterns are matched
  /// without the tree checks, which need the window.
  ///
  /// ```swift
  /// let run = Run(records: scenarioRun.records, orderDependences: scenarioRun.orderDependences)
  /// ```
  public init(records: [Record], orderDependences: [OrderDependence] = []) {
    self.init(
      records: records, orderDependences: orderDependences, window: nil, fingers: Self.fingers(in: records),
      outcome: nil)
  }

  private init(
    records: [Record], orderDependences: [OrderDependence], window: Window?, fingers: Set<Int>,
    outcome: Simulation.Outcome?
  ) {
    self.records = records
    self.orderDependences = orderDependences
    self.window = window
    self.fingers = fingers
    self.outcome = outcome
  }

  /// The log in text form, byte for byte what `touchsim run` prints and a golden holds.
  ///
  /// ```swift
  /// print(run.text)  // "   0.000  window                  hitTest (40.0, 120.0) -> buy\n..."
  /// ```
  public var text: String { TextRenderer.render(records) }

  /// The log as JSON Lines, byte for byte what `touchsim run --format jsonl` prints, with
  /// its `orderDependent` lines (Q4); with `--explain` records when the recorder explained.
  ///
  /// ```swift
  /// print(run.jsonl)  // {"t":0,"to":"window","call":"hitTest",...}
  /// ```
  public var jsonl: String {
    ScenarioRun.jsonl(
      records: records, orderDependences: orderDependences,
      explains: window?.recorder.explains ?? records.contains { $0.why != nil })
  }

  /// The fingers named by the records' `touches` fields.
  static func fingers(in records: [Record]) -> Set<Int> {
    var fingers: Set<Int> = []
    for record in records {
      for field in record.fields where field.name == "touches" {
        if case .numbers(let numbers) = field.value { fingers.formUnion(numbers.map { Int($0) }) }
      }
    }
    return fingers
  }
}

extension Array where Element == Record {
  /// The records in text form, as `touchsim run` prints them (`Run.text`).
  ///
  /// ```swift
  /// #expect(window.recorder.records.text == expectedText)
  /// ```
  public var text: String { TextRenderer.render(self) }

  /// The records as JSON Lines, as `touchsim run --format jsonl` prints a run without
  /// order-dependent outcomes (`Run.jsonl` adds those).
  ///
  /// ```swift
  /// let lines = window.recorder.records.jsonl
  /// ```
  public var jsonl: String { JSONLRenderer.render(self) }
}
