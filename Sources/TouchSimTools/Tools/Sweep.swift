import TouchSim
import TouchSimScenario

/// `touchsim sweep`: replays a scenario over a grid of stroke timings and distances and
/// tabulates what became of the touch, marking where the outcome changes (the 150 ms delay,
/// D2, and the 10 pt hysteresis, P1).
public struct Sweep {
  /// One varied measure: `hold=100..200:10`.
  public struct Axis: Equatable, Sendable {
    public let variable: StrokeVariable
    public let values: [Double]

    /// The most values one axis may have.
    public static let maximumValues = 1_000

    /// Parses `NAME=LOW..HIGH:STEP` (or `NAME=LOW..HIGH`, step 1, or `NAME=VALUE`).
    public init(parsing text: String) throws(ScenarioToolError) {
      guard let equals = text.firstIndex(of: "=") else {
        throw ScenarioToolError(
          "'\(Spelling.shortened(text))' is not NAME=LOW..HIGH:STEP (for example hold=100..200:10)")
      }
      let name = String(text[..<equals])
      guard let variable = StrokeVariable(rawValue: name) else {
        let names = StrokeVariable.allCases.map(\.rawValue).joined(separator: ", ")
        throw ScenarioToolError("unknown sweep variable '\(Spelling.shortened(name))'; use one of \(names)")
      }
      let spec = text[text.index(after: equals)...]
      var rangeText = Substring(spec)
      var step = 1.0
      if let colon = spec.lastIndex(of: ":") {
        guard let parsed = Double(spec[spec.index(after: colon)...]), parsed > 0, parsed.isFinite else {
          throw ScenarioToolError("the step in '\(Spelling.shortened(text))' must be a finite number above 0")
        }
        step = parsed
        rangeText = spec[..<colon]
      }
      let low: Double
      let high: Double
      if let range = rangeText.firstRange(of: "..") {
        guard let a = Double(rangeText[..<range.lowerBound]), let b = Double(rangeText[range.upperBound...]),
          a.isFinite,
          b.isFinite, a <= b
        else {
          throw ScenarioToolError("'\(Spelling.shortened(text))' needs LOW..HIGH with LOW <= HIGH, both finite numbers")
        }
        (low, high) = (a, b)
      } else {
        guard let value = Double(rangeText), value.isFinite else {
          throw ScenarioToolError("'\(Spelling.shortened(text))' needs a finite number or LOW..HIGH")
        }
        (low, high) = (value, value)
      }
      let accepted = variable.acceptedRange
      guard accepted.contains(low), accepted.contains(high) else {
        throw ScenarioToolError(
          "'\(Spelling.shortened(text))': \(variable.rawValue) values must be \(variable.acceptedRangeText)")
      }
      // The count is computed in Double and bounded before it becomes an Int: a tiny step or a
      // huge range would otherwise overflow the conversion (issue 12).
      let span = ((high - low) / step + 1e-9).rounded(.down)
      guard span.isFinite, span < Double(Self.maximumValues) else {
        throw ScenarioToolError(
          "'\(Spelling.shortened(text))' has more than \(Self.maximumValues) values; at most \(Self.maximumValues) per axis"
        )
      }
      let count = Int(span) + 1
      self.variable = variable
      // Computed from the index, not by repeated addition, so 0.1 steps do not drift.
      self.values = (0..<count).map { low + Double($0) * step }
    }
  }

  /// One cell of the grid.
  public struct Cell: Sendable {
    /// The values, one per axis.
    public let values: [Double]
    /// The outcome, or the error that stopped the run.
    public let outcome: Result<TouchOutcome, ScenarioToolError>
    /// Whether the outcome differs from the previous cell along some axis.
    public var changed = false
  }

  public let axes: [Axis]
  public let finger: Int?
  public private(set) var cells: [Cell] = []

  /// Runs every combination (the first axis varies slowest) on `workers` threads (all cores
  /// by default); the cells are in grid order whatever the number of workers, so the table
  /// is the same with one worker or many. `progress` is advanced once per cell.
  public init(
    bytes: [UInt8], axes: [Axis], finger: Int?, registry: TouchSimRegistry = TouchSimRegistry(),
    workers: Int = Parallel.coreCount, progress: Parallel.Progress? = nil
  ) throws(ScenarioToolError) {
    guard (1...2).contains(axes.count) else { throw ScenarioToolError("give one or two --vary axes") }
    self.axes = axes
    self.finger = finger
    let scenario: Scenario
    do {
      scenario = try Scenario.read(bytes, registry: registry)
    } catch {
      throw ScenarioToolError(error.message)
    }
    guard !scenario.strokes.isEmpty else { throw ScenarioToolError("the scenario has no strokes") }
    var strokeIndex = 0
    if let finger {
      guard let found = scenario.strokes.firstIndex(where: { $0.finger == finger }) else {
        throw ScenarioToolError("no stroke has finger \(finger)")
      }
      strokeIndex = found
    }
    var combinations: [[Double]] = [[]]
    for axis in axes { combinations = combinations.flatMap { prefix in axis.values.map { prefix + [$0] } } }
    let slots = ResultSlots<Cell>(count: combinations.count)
    let index = strokeIndex
    Parallel.forEach(count: combinations.count, workers: workers) { cell in
      slots.set(
        cell,
        Self.cell(combinations[cell], axes: axes, scenario: scenario, strokeIndex: index, registry: registry))
      progress?.advance()
    }
    cells = slots.values
    markChanges()
  }

  /// One cell: the scenario replayed with the stroke reshaped by the axes' values.
  private static func cell(
    _ values: [Double], axes: [Axis], scenario: Scenario, strokeIndex: Int, registry: TouchSimRegistry
  ) -> Cell {
    let stroke = scenario.strokes[strokeIndex]
    var edited = scenario
    var reshaped = stroke
    var outcome: Result<TouchOutcome, ScenarioToolError>
    do throws(ScenarioToolError) {
      for (axis, value) in zip(axes, values) { try axis.variable.apply(value, to: &reshaped) }
      edited.strokes[strokeIndex] = reshaped
      let run = ScenarioRun.run(bytes: edited.bytes(), path: "sweep", registry: registry)
      switch run {
      case .success(let result):
        if let loop = result.reactionLoop { throw ScenarioToolError(loop.message) }
        if let error = result.internalError { throw ScenarioToolError("internal error: \(error)") }
        outcome = .success(TouchOutcome.classify(result.records, finger: stroke.finger))
      case .failure(.invalid(let error)): throw ScenarioToolError(error.message)
      case .failure(.unreadable(let reason)): throw ScenarioToolError(reason)
      }
    } catch {
      outcome = .failure(error)
    }
    return Cell(values: values, outcome: outcome)
  }

  /// A cell changed when its outcome differs from the cell before it on any axis.
  private mutating func markChanges() {
    let columns = axes.count == 2 ? axes[1].values.count : 1
    for index in cells.indices {
      let outcome = try? cells[index].outcome.get()
      var neighbours: [Int] = []
      if axes.count == 2 {
        if index % columns > 0 { neighbours.append(index - 1) }
        if index >= columns { neighbours.append(index - columns) }
      } else if index > 0 {
        neighbours.append(index - 1)
      }
      cells[index].changed = neighbours.contains { (try? cells[$0].outcome.get()) != outcome }
    }
  }
}
