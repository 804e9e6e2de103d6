import TouchSim

/// Turns a scenario's JSON into a `Scenario` value, checking every key, type, range and name
/// (Docs/ScenarioFormat.md); the first problem throws with its position.
/// The format's bounds on times and lengths, for tools that make or vary scenarios.
public enum ScenarioLimits {
  /// The latest time a scenario may name, in ms (a day): microsecond arithmetic stays exact.
  public static let maxTime = 86_400_000.0
  /// The largest coordinate or length magnitude, in points.
  public static let maxLength = 1_000_000.0
  /// The most touch samples a scenario may generate (path points plus `hz` samples).
  public static let maxSamples = ScenarioDecoder.maxSamples

  /// The most reactions (entries of `on` lists) a scenario may have (issue 27).
  public static let maxReactions = ScenarioDecoder.maxReactions
  /// The most properties a scenario's reactions and timed actions may set, counted once per
  /// `set` entry (issue 27).
  public static let maxAssignments = ScenarioDecoder.maxAssignments
  /// The most autorepeat steps a scenario's touches may give a `UIStepper` (issue 27).
  public static let maxAutorepeats = ScenarioDecoder.maxAutorepeats

  /// The touch samples a stroke generates, as the reader counts them against `maxSamples`:
  /// its path points, and with `hz` one more per 1/hz of every segment that moves (and one
  /// for its end).
  public static func samples(of stroke: Scenario.Stroke) -> Double {
    ScenarioDecoder.samples(path: stroke.path, hz: stroke.hz)
  }
}

struct ScenarioDecoder {
  /// Times and lengths are bounded so that microsecond arithmetic stays exact.
  static let maxTime = ScenarioLimits.maxTime
  static let maxLength = ScenarioLimits.maxLength
  static let maxFinger = 1_000_000
  /// The most touch samples a scenario may generate (path points plus `hz` samples): 14
  /// minutes of dragging at 120 Hz, and a file at the limit replays within 2 s even in a
  /// debug build (issue 5).
  static let maxSamples = 100_000
  /// The most views a scenario may create (table rows included).
  static let maxViews = 20_000
  /// The most entries of `gestures`: a chain or cycle of this many `requireToFail` replays
  /// well within 2 s (issue 12).
  static let maxGestures = 10_000

  /// The most reactions (entries of `on` lists): each may run at every callback, so a list
  /// of 100,000 run at every move made millions of records (issue 27).
  static let maxReactions = 10_000
  /// The most `set` entries in reactions and timed actions together: each logs a record
  /// whenever it runs, and 200,000 timed actions at one instant took 2-3.6 s (issue 27).
  static let maxAssignments = 10_000
  /// The most autorepeat steps the touches can give a stepper (SP4: held, it steps every
  /// 50 ms after the first 4 s): a stepper held for a day stepped 1.7 million times from 300
  /// bytes of input (issue 27).
  static let maxAutorepeats = 100_000

  /// Samples generated so far, for the limit.
  var sampleCount = 0
  /// Reactions, `set` entries and stepper autorepeat steps so far, for their limits.
  var reactionCount = 0
  var assignmentCount = 0
  var autorepeatCount = 0
  /// Whether a view of the scenario is a `UIStepper` (or a class based on one).
  var hasStepper = false
  /// Views created so far, for the limit.
  var viewCount = 0

  /// Every named object, for duplicate checks: name → where it is defined.
  var definitions: [String: SourceLocation] = [:]
  /// Names the tool generates (`S.pan`) → what they name, for collision messages.
  var generatedNames: [String: String] = [:]
  /// Names defined in file order (never iterate `definitions` for ordering).
  var definitionOrder: [String] = []
  /// The ids of the views read so far and the window, for `view` (table rows: `generatedNames`).
  var viewNames: Set<String> = ["window"]
  /// `ios`, once read: the version the scenario states (NV20 reads it for its navigation
  /// controllers' generated recognizers).
  var ios: Int?
  /// The generated recognizers a `gestures` entry configured (NV6, NV7), each at most once.
  var configuredBuiltIns: Set<String> = []
  /// The checks that need every object: done on the built window (`ScenarioCrossCheck`).
  var crossCheck = ScenarioCrossCheck.Pending()
  /// The recognizer and view classes scenarios may name (`TouchSimRegistry`).
  let classes: ScenarioClasses
  /// The class parameters of every registered class, for the keys a recognizer may have
  /// (found at the first recognizer: a scenario without any makes none).
  var parameterNames: [String]?

  init(classes: ScenarioClasses) { self.classes = classes }

  /// `parameterNames`, found once.
  mutating func allParameterNames() -> [String] {
    if let parameterNames { return parameterNames }
    var names: [String] = []
    for entry in classes.recognizers.entries {
      for declaration in PropertyCatalogue.parameters(of: entry.make("")) where !names.contains(declaration.name) {
        names.append(declaration.name)
      }
    }
    parameterNames = names
    return names
  }

  /// Reads the top-level object: every key, type, range, limit and name checked in file order,
  /// with its position. References between objects are checked afterwards (`ScenarioCrossCheck`).
  mutating func decode(_ json: JSONValue) throws(ScenarioError) -> Scenario {
    var top = try ObjectReader(json, what: "the scenario")
    try top.rejectKeys(notIn: Self.topLevelKeys)
    let format = try top.required("format")
    guard case .number(let version) = format.kind, version == 1 else {
      throw ScenarioError("unsupported format; this tool reads format 1", at: format.location)
    }
    let title = try top.required("scenario").string("'scenario'")
    let notes = try top.optional("notes").map { (value) throws(ScenarioError) in try value.string("'notes'") }
    let schema = top.optional("$schema")?.stringValue
    var size: Size?
    if let windowValue = top.optional("window") {
      let numbers = try windowValue.numbers("'window'", count: 2)
      guard numbers.allSatisfy({ $0 > 0 && $0 <= Self.maxLength }) else {
        throw ScenarioError("'window' width and height must be positive and at most 1000000", at: windowValue.location)
      }
      size = Size(width: numbers[0], height: numbers[1])
    }
    if let iosValue = top.optional("ios") { ios = try Self.iosVersion(iosValue) }
    define("window", at: json.location)
    define("application", at: json.location)
    var keyboard: Scenario.KeyboardSpec?
    if let keyboardValue = top.optional("keyboard") {
      switch keyboardValue.kind {
      case .bool(true): keyboard = .device
      case .number(let height) where height > 0 && height <= Self.maxLength: keyboard = .height(height)
      default:
        throw ScenarioError(
          "'keyboard' must be true (the device's keyboard, TF14) or a height in points, positive and at most 1000000",
          at: keyboardValue.location)
      }
      define("keyboard", at: keyboardValue.location)
    }
    let state = try top.optional("state").map { (value) throws(ScenarioError) in try decodeState(value) } ?? []

    let root = try decodeView(try top.required("root"), isRoot: true)
    var gestures: [Scenario.Gesture] = []
    if let gesturesValue = top.optional("gestures") {
      let items = try gesturesValue.array("'gestures'")
      if items.count > Self.maxGestures {
        throw ScenarioError(
          "the scenario has more than \(Self.maxGestures) gesture recognizers (limit per scenario)",
          at: items[Self.maxGestures].location)
      }
      for item in items { gestures.append(try decodeGesture(item)) }
    }
    let touches = try top.required("touches").array("'touches'")
    var strokes: [Scenario.Stroke] = []
    var fingers: [(Int, SourceLocation)] = []
    for item in touches { strokes.append(try decodeStroke(item, fingers: &fingers)) }
    try checkFingersDownAtOnce(strokes, at: fingers.map(\.1))
    var actions: [Scenario.Action] = []
    if let actionsValue = top.optional("actions") {
      for item in try actionsValue.array("'actions'") { actions.append(try decodeAction(item)) }
    }
    let expectations = try top.optional("expect").map { (value) throws(ScenarioError) in try Expectations(value) }
    try top.finish()
    crossCheck.fingers = Set(fingers.map(\.0))
    crossCheck.definitions = definitions
    crossCheck.definitionOrder = definitionOrder
    return Scenario(
      schema: schema, title: title, notes: notes, windowSize: size, ios: ios, state: state, root: root,
      gestures: gestures, strokes: strokes, actions: actions, expectations: expectations,
      position: SourcePosition(json.location), keyboard: keyboard)
  }

  /// Records a name's definition; a second definition is an error pointing at the first.
  mutating func define(_ name: String, at location: SourceLocation) {
    definitions[name] = location
    definitionOrder.append(name)
  }

  /// Names reach every rendered log and diagnostic, so they may not contain control
  /// characters or line separators (`ControlCharacters`: newline, NUL, ESC, DEL, C1, U+2028,
  /// U+2029, bidi controls); the message names the character instead of printing it.
  static func checkName(_ name: String, _ what: String, at location: SourceLocation?) throws(ScenarioError) {
    guard let (scalar, offset) = ControlCharacters.first(in: name) else { return }
    throw ScenarioError(
      "\(what) must not contain control characters or line separators (\(ControlCharacters.codePoint(scalar)) at character \(offset + 1))",
      at: location)
  }

  mutating func defineChecked(_ name: String, at location: SourceLocation) throws(ScenarioError) {
    if let first = definitions[name] {
      if let generated = generatedNames[name] {
        throw ScenarioError(
          "duplicate id '\(Spelling.shortened(name))': '\(Spelling.shortened(name))' is the generated name of \(generated)",
          at: location,
          notes: [.init(location: first, message: "'\(Spelling.shortened(name))' is generated here")])
      }
      let reserved = name == "window" || name == "application" || name == "state"
      throw ScenarioError(
        reserved
          ? (name == "state"
            ? "'state' is reserved for the app state the scenario declares (its variables are 'state.<name>')"
            : "'\(Spelling.shortened(name))' is reserved for the \(name) in the log")
          : "duplicate id '\(Spelling.shortened(name))'", at: location,
        notes: reserved ? [] : [.init(location: first, message: "'\(Spelling.shortened(name))' is first defined here")])
    }
    define(name, at: location)
  }

  /// Records a name the tool generates (`S.pan`, `S.delay`, `T.row3`), saying what it names so
  /// that a collision with an id explains itself.
  mutating func defineGenerated(_ name: String, as description: String, at location: SourceLocation)
    throws(ScenarioError)
  {
    if let first = definitions[name] {
      throw ScenarioError(
        "duplicate id '\(Spelling.shortened(name))': \(description) is named '\(Spelling.shortened(name))'; choose another id",
        at: first,
        notes: [.init(location: location, message: "'\(Spelling.shortened(name))' is generated here")])
    }
    generatedNames[name] = description
    define(name, at: location)
  }

  // MARK: - Touches and actions

  static func tooManySamples(at location: SourceLocation) -> ScenarioError {
    ScenarioError(
      "the touches generate more than \(maxSamples) samples (limit per scenario); shorten the paths or lower 'hz'",
      at: location)
  }

  /// The samples a path generates (`ScenarioLimits.samples(of:)`).
  static func samples(path: [Scenario.PathPoint], hz: Double?) -> Double {
    var samples = Double(path.count)
    if let hz {
      for (start, end) in zip(path, path.dropFirst()) where start.x != end.x || start.y != end.y {
        let span = SimTime.milliseconds(end.t) - SimTime.milliseconds(start.t)
        samples += Double(span.microseconds) * hz / 1_000_000 + 1
      }
    }
    return samples
  }

  mutating func decodeStroke(_ json: JSONValue, fingers: inout [(Int, SourceLocation)]) throws(ScenarioError)
    -> Scenario.Stroke
  {
    var reader = try ObjectReader(json, what: "a touch")
    try reader.rejectKeys(notIn: Self.strokeKeys)
    let fingerValue = try reader.required("finger")
    let finger = try fingerValue.integer("'finger'", in: 0...Self.maxFinger)
    let pathValue = try reader.required("path")
    let points = try pathValue.array("'path'")
    guard points.count >= 2 else {
      throw ScenarioError("'path' needs at least two points: the touch-down and the lift-off", at: pathValue.location)
    }
    guard sampleCount + points.count <= Self.maxSamples else {  // before decoding a single point
      throw Self.tooManySamples(at: json.location)
    }
    var path: [Scenario.PathPoint] = []
    path.reserveCapacity(points.count)
    var previous: (time: SimTime, ms: Double)?
    for point in points {
      let numbers = try point.numbers("a path point [t, x, y]", count: 3)
      guard numbers[0] >= 0 && numbers[0] <= Self.maxTime else {
        throw ScenarioError("path time must be between 0 and \(Int(Self.maxTime)) ms", at: point.location)
      }
      guard numbers[1].magnitude <= Self.maxLength && numbers[2].magnitude <= Self.maxLength else {
        throw ScenarioError("path coordinates must be within ±1000000", at: point.location)
      }
      let time = SimTime.milliseconds(numbers[0])
      if let previous, time <= previous.time {
        throw Self.timesDoNotIncrease(numbers[0], after: previous.ms, at: point.location)
      }
      previous = (time, numbers[0])
      path.append(
        Scenario.PathPoint(t: numbers[0], x: numbers[1], y: numbers[2], position: SourcePosition(point.location)))
    }
    var hz: Double?
    if let hzValue = reader.optional("hz") { hz = try hzValue.number("'hz'", in: 1...1000) }
    let samples = Self.samples(path: path, hz: hz)
    sampleCount += Int(min(samples, Double(Self.maxSamples) + 1))
    guard sampleCount <= Self.maxSamples else { throw Self.tooManySamples(at: json.location) }
    var end: Scenario.Stroke.End?
    if let endValue = reader.optional("end") {
      let text = try endValue.string("'end'")
      guard let parsed = Scenario.Stroke.End(rawValue: text) else {
        throw ScenarioError(
          "'end' must be \"ended\" or \"cancelled\", found \"\(Spelling.shortened(text))\"", at: endValue.location)
      }
      end = parsed
    }
    var movesInPlace: Bool?
    if let movesValue = reader.optional("movesInPlace") { movesInPlace = try movesValue.bool("'movesInPlace'") }
    try reader.finish()
    try countAutorepeats(path: path, at: points[points.count - 1].location)
    try checkFingerOverlap(finger, path: path, at: fingerValue.location, fingers: &fingers)
    return Scenario.Stroke(
      finger: finger, path: path, hz: hz, end: end, movesInPlace: movesInPlace, position: SourcePosition(json.location))
  }

  /// Path times must increase at the clock's resolution: two times less than 1 µs apart are the
  /// same time, which the message says instead of printing two equal-looking numbers.
  static func timesDoNotIncrease(_ time: Double, after previous: Double, at location: SourceLocation) -> ScenarioError {
    // As written in the file: three decimals when they say it all, else every digit.
    func exact(_ value: Double) -> String {
      let short = JSONLRenderer.number(value)
      return Double(short) == value ? short : "\(value)"
    }
    let shown = exact(time)
    let previousShown = exact(previous)
    guard time > previous else {
      return ScenarioError(
        "path times must increase: \(shown) ms does not come after \(previousShown) ms", at: location)
    }
    return ScenarioError(
      "path times must increase by at least 0.001 ms (times are kept to the microsecond): \(shown) ms and \(previousShown) ms are the same microsecond",
      at: location)
  }

  /// One finger cannot be down twice at once: its strokes may not overlap in time. Each
  /// finger's spans are kept by start time (they do not overlap, so their ends are in order
  /// too): a new one is checked against its neighbours, not against every earlier stroke of
  /// the finger (issue 27: 50,000 taps of one finger took a second).
  private var fingerSpans: [Int: [(span: ClosedRange<Int64>, location: SourceLocation)]] = [:]
  mutating func checkFingerOverlap(
    _ finger: Int, path: [Scenario.PathPoint], at location: SourceLocation, fingers: inout [(Int, SourceLocation)]
  ) throws(ScenarioError) {
    let span = SimTime.milliseconds(path[0].t).microseconds...SimTime.milliseconds(path[path.count - 1].t).microseconds
    let index = try Self.placeOfSpan(span, finger: finger, in: fingerSpans[finger] ?? [], at: location)
    fingerSpans[finger, default: []].insert((span, location), at: index)  // no copy: nothing else holds it
    fingers.append((finger, location))
  }

  /// Where `span` goes among a finger's spans (by start time); throws when it overlaps one.
  private static func placeOfSpan(
    _ span: ClosedRange<Int64>, finger: Int, in spans: [(span: ClosedRange<Int64>, location: SourceLocation)],
    at location: SourceLocation
  ) throws(ScenarioError) -> Int {
    var low = 0
    var high = spans.count
    while low < high {  // the first span that starts after this one
      let middle = (low + high) / 2
      if spans[middle].span.lowerBound <= span.lowerBound { low = middle + 1 } else { high = middle }
    }
    let overlaps =
      (low > 0 && spans[low - 1].span.overlaps(span)) || (low < spans.count && spans[low].span.overlaps(span))
    guard overlaps else { return low }
    // The message names the first overlapping stroke in file order, as it always has.
    let first = spans.filter { $0.span.overlaps(span) }.min { $0.location < $1.location }
    throw ScenarioError(
      "finger \(finger) is already down at that time", at: location,
      notes: [.init(location: first?.location ?? location, message: "its other stroke is here")])
  }

  mutating func decodeAction(_ json: JSONValue) throws(ScenarioError) -> Scenario.Action {
    var reader = try ObjectReader(json, what: "an action")
    try reader.rejectKeys(notIn: Self.actionKeys)
    let time = try reader.required("t").number("'t'", in: 0...Self.maxTime)
    if let animate = reader.optional("animate") {
      // One thing per action: a `set` or an animation (AN7).
      if let set = reader.optional("set") {
        throw ScenarioError("an action has 'set' or 'animate', not both", at: set.location)
      }
      let animation = try decodeAnimation(animate)
      try reader.finish()
      return Scenario.Action(time: time, assignments: [], animation: animation, position: SourcePosition(json.location))
    }
    guard let setValue = reader.optional("set") else {
      throw ScenarioError("an action needs 'set' or 'animate'", at: json.location)
    }
    let assignments = try decodeAssignments(setValue, timedAction: true)
    try reader.finish()
    return Scenario.Action(time: time, assignments: assignments, position: SourcePosition(json.location))
  }

  /// The geometry a reaction may set and a timed action may not (`LogicAssignment`): a
  /// view's `frame` and a scroll view's `contentOffset`, whole or one member.
  static let reactionOnlyProperties = [
    "frame", "frame.x", "frame.y", "frame.width", "frame.height", "contentOffset", "contentOffset.x",
    "contentOffset.y",
  ]

  /// The reaction-only property a `set` key names (`S.contentOffset.y`: `contentOffset.y`,
  /// the longest that fits, after a non-empty id).
  static func reactionOnlyProperty(in key: String) -> String? {
    reactionOnlyProperties.filter { key.hasSuffix("." + $0) && key.count > $0.count + 1 }.max { $0.count < $1.count }
  }

  /// A `set` map: `{"scroll.isScrollEnabled": false, ...}`, in file order. In a timed action
  /// (`timedAction`) the reaction-only geometry is refused with a message saying so.
  mutating func decodeAssignments(_ json: JSONValue, timedAction: Bool = false) throws(ScenarioError)
    -> [Scenario.Assignment]
  {
    guard case .object(let members) = json.kind, !members.isEmpty else {
      throw json.mismatch("'set'", expected: "a non-empty object of \"id.property\": value")
    }
    try countAssignments(members.map(\.keyLocation))
    var result: [Scenario.Assignment] = []
    result.reserveCapacity(members.count)
    for member in members {
      // The property follows the last dot: ids may contain dots (`S.pan`, `table.row3`).
      let dot = member.key.lastIndex(of: ".")
      let parts = dot.map { [String(member.key[..<$0]), String(member.key[member.key.index(after: $0)...])] } ?? []
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw ScenarioError(
          "'set' keys have the form \"id.property\", found \"\(Spelling.shortened(member.key))\"",
          at: member.keyLocation)
      }
      try Self.checkName(member.key, "a 'set' key", at: member.keyLocation)
      if timedAction, let property = Self.reactionOnlyProperty(in: member.key) {
        throw ScenarioError(
          "'\(property)' can only be set in a reaction (an 'on' list, run inside a callback), not in a timed "
            + "action; 'actions' set the properties marked 'set' in the property table",
          at: member.keyLocation)
      }
      let value: DeclaredValue
      switch member.value.kind {
      case .bool(let flag): value = .bool(flag)
      case .number(let number) where number.isFinite: value = .number(number)
      default:
        throw member.value.mismatch("the value of '\(Spelling.shortened(member.key))'", expected: "a bool or a number")
      }
      crossCheck.references.append(.init(name: parts[0], kind: .object, location: member.keyLocation, what: "'set'"))
      crossCheck.propertyChecks.append((parts[0], parts[1], value, member.keyLocation, member.value))
      result.append(
        Scenario.Assignment(
          object: parts[0], property: parts[1], value: value, position: SourcePosition(member.keyLocation)))
    }
    return result
  }
}
