import TouchSim
import TouchSimScenario

/// A picture of one run (`touchsim timeline`): a time axis in ms, one lane per receiver in
/// order of first appearance, each record a mark coloured by its family, the finger strokes
/// in a band at the top, the scroll views' delayed-touches windows shaded and their pans'
/// hysteresis crossings marked (Docs/Timeline.md).
///
/// The same input gives the same bytes. All text is escaped for XML and HTML; the size is
/// bounded by `TimelineLimits`, and whatever a cap leaves out is counted in the picture.
///
/// ```swift
/// if case .success(let run) = ScenarioRun.run(path: "t4.json", explain: true) {
///   let svg = Timeline(run: run).svg()
/// }
/// ```
public struct Timeline {
  /// The output formats, chosen by the output file's extension.
  public enum Format: String, Sendable, CaseIterable {
    /// A standalone SVG file.
    case svg
    /// An HTML page: the SVG, a hover tooltip and the text log.
    case html

    /// The format for a path ending in `.svg` or `.html` (any case), else nil.
    public init?(path: String) {
      guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
      self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
  }

  /// The title written above the picture.
  public var title: String
  /// The run's records, in log order.
  public var records: [Record]
  /// The scenario's finger strokes.
  public var strokes: [Stroke]
  /// The scroll views' delayed-touches windows and pan crossings, as the model reported them.
  public var facts: [ArbitrationFact]
  /// The size caps.
  public var limits: TimelineLimits

  /// A timeline of records, strokes and the arbitration facts of the run.
  public init(
    title: String, records: [Record], strokes: [Stroke] = [], facts: [ArbitrationFact] = [],
    limits: TimelineLimits = .standard
  ) {
    self.title = title
    self.records = records
    self.strokes = strokes
    self.facts = facts
    self.limits = limits
  }

  /// The timeline of a scenario run (replayed with `explain` for its facts).
  public init(run: ScenarioRun, limits: TimelineLimits = .standard) {
    self.init(title: run.title, records: run.records, strokes: run.strokes, facts: run.facts, limits: limits)
  }

  /// The picture as a standalone SVG file.
  public func svg() -> String {
    TimelineSVG.render(layout, standalone: true)
  }

  /// The picture as an HTML page with a hover tooltip and the text log.
  public func html() -> String {
    TimelineHTML.render(layout, records: records, limits: limits)
  }

  /// The file contents in a format.
  public func rendered(as format: Format) -> String {
    switch format {
    case .svg: return svg()
    case .html: return html()
    }
  }

  private var layout: TimelineLayout {
    TimelineLayout(title: title, records: records, strokes: strokes, facts: facts, limits: limits)
  }
}
