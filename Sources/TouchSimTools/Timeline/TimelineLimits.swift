/// Size caps of a timeline picture, so that a huge run still gives a file of bounded size
/// (Docs/Timeline.md). Whatever a cap leaves out is counted in a note printed in the picture.
public struct TimelineLimits: Sendable, Equatable {
  /// Records drawn as marks: the first ones in log order; later records are counted, not drawn.
  public var maxMarks: Int
  /// Receivers with a lane, in order of first appearance; records of later receivers are not drawn.
  public var maxLanes: Int
  /// Label rows in one lane; a mark with no free row is drawn unlabelled (hover shows it).
  public var maxRowsPerLane: Int
  /// Finger strokes drawn as bars.
  public var maxStrokes: Int
  /// Move ticks drawn on the stroke bars, over all strokes.
  public var maxStrokeTicks: Int
  /// Delayed-touches windows shaded, and pan crossings marked, each (the first ones in time).
  public var maxSpans: Int
  /// Lines of the text log under the picture in the HTML page.
  public var maxLogLines: Int
  /// The widest time axis in pixels (at least 2 px per ms up to this width).
  public var maxPlotWidth: Double
  /// Characters of a receiver id shown as a lane name, or of any label (the hover text has more).
  public var maxLabelCharacters: Int
  /// Characters of one hover text (a record's line and its `why`).
  public var maxHoverCharacters: Int

  /// Creates limits; the defaults are the ones `touchsim timeline` uses.
  public init(
    maxMarks: Int = 4000, maxLanes: Int = 48, maxRowsPerLane: Int = 8, maxStrokes: Int = 64,
    maxStrokeTicks: Int = 4000, maxSpans: Int = 200, maxLogLines: Int = 10_000, maxPlotWidth: Double = 2400,
    maxLabelCharacters: Int = 28, maxHoverCharacters: Int = 1000
  ) {
    self.maxMarks = maxMarks
    self.maxLanes = maxLanes
    self.maxRowsPerLane = maxRowsPerLane
    self.maxStrokes = maxStrokes
    self.maxStrokeTicks = maxStrokeTicks
    self.maxSpans = maxSpans
    self.maxLogLines = maxLogLines
    self.maxPlotWidth = maxPlotWidth
    self.maxLabelCharacters = maxLabelCharacters
    self.maxHoverCharacters = maxHoverCharacters
  }

  /// The caps of `touchsim timeline`.
  public static let standard = TimelineLimits()
}
