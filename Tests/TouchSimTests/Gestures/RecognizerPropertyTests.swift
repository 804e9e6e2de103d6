import Testing
import TouchSimTestSupport
import TouchSimTools

@testable import TouchSim

/// Random touch scripts on random small trees with random recognizers (built-in ones, a
/// scripted one and "chaos" recognizers that ask for random, often illegal, states): the log
/// must keep every invariant of `InvariantChecker`, whatever the recognizers ask for. The
/// engine refuses illegal requests (G1) and reports them in `refusedTransitions`; only the
/// test recognizers may make such requests.
@Suite struct RecognizerPropertyTests {
  /// How many random scenarios run.
  static let iterations = 10_000
  /// The seed of the first scenario; scenario `i` uses `firstSeed + i`.
  static let firstSeed: UInt64 = 0x70AC_5000

  @Test func logStaysCleanForRandomScripts() {
    var failed = 0
    var firstFailure: String?
    var refusedByTestRecognizers = 0
    var undecided = 0
    var tally: [String: Int] = [:]
    for iteration in 0..<Self.iterations {
      let seed = Self.firstSeed &+ UInt64(iteration)
      let run = RandomScenario(seed: seed).run()
      refusedByTestRecognizers += run.refusedByTestRecognizers
      if run.undecided { undecided += 1 }
      guard !run.problems.isEmpty else { continue }
      failed += 1
      for problem in run.problems { tally[RecognizerPropertyTests.kind(of: problem), default: 0] += 1 }
      if firstFailure == nil { firstFailure = run.report }
    }
    #expect(refusedByTestRecognizers > 0, "the chaos recognizers never asked for an illegal change")
    #expect(undecided < Self.iterations / 4, "too many scenarios had an undecided test recognizer")
    let kinds = tally.sorted { $0.key < $1.key }.map { "\($0.value) × \($0.key)" }.joined(separator: "\n")
    #expect(
      failed == 0,
      "\(failed) of \(Self.iterations) scenarios broke an invariant:\n\(kinds)\nthe first:\n\(firstFailure ?? "")")
  }

  /// Seeds to replay one at a time: put a failing seed here to see its report alone.
  static let replaySeeds: [UInt64] = [0x70AC_5002, 0x70AC_6DA7]

  @Test(arguments: replaySeeds)
  func replaysOneSeed(_ seed: UInt64) {
    let run = RandomScenario(seed: seed).run()
    #expect(run.problems.isEmpty, "\(run.report)")
  }

  /// A problem's message without its record position, for the tally.
  static func kind(of problem: String) -> String {
    guard let colon = problem.firstIndex(of: ":"), problem.hasPrefix("record") else { return problem }
    return String(problem[problem.index(after: colon)...].dropFirst())
  }
}

// MARK: - Scenario

/// One random scenario, rebuilt the same from its seed: reproduce a failure with
/// `print(RandomScenario(seed: 0x...).run().report)`, or add the seed to `replaySeeds`.
private struct RandomScenario {
  /// The outcome of a run.
  struct Run {
    /// Broken invariants, run errors, and illegal requests made by built-in recognizers.
    var problems: [String]
    /// Illegal requests the test recognizers made (and the engine refused).
    var refusedByTestRecognizers: Int
    /// Whether a test recognizer never decided, so its withheld touches never ended.
    var undecided: Bool
    /// The seed, the scenario, the problems and the log, for a failure message.
    var report: String
  }

  let seed: UInt64
  private var random: SeededRandom
  private var lines: [String] = []
  private let builder = TreeBuilder()
  private var views: [(view: View, frame: Rect, depth: Int)] = []
  private var recognizers: [GestureRecognizer] = []
  private var scrollViews: [ScrollView] = []

  init(seed: UInt64) {
    self.seed = seed
    random = SeededRandom(seed: seed)
  }

  /// Builds the tree, the recognizers and the script, runs them and checks the log.
  func run() -> Run {
    var scenario = self
    scenario.buildTree()
    scenario.addRecognizers()
    let strokes = scenario.makeStrokes()
    let window = scenario.builder.window
    let simulation = Simulation(window: window)
    for stroke in strokes { simulation.add(stroke) }
    for action in scenario.makeActions() { simulation.schedule(at: action.time, action.body) }
    // The initial flags; the checker follows later changes through the `set` records.
    var checker = InvariantChecker()
    for scroll in scenario.scrollViews {
      checker.noteCanCancelContentTouches(scroll.canCancelContentTouches, for: scroll.name)
    }
    let outcome = simulation.run()
    let records = window.recorder.records
    for record in records { checker.check(record) }
    checker.finish()
    let testRecognizers = scenario.recognizers.filter { $0 is ChaosRecognizer || $0 is TestRecognizer }
    let isTestRefusal = { (refusal: String) in testRecognizers.contains { refusal.hasPrefix("\($0.name) (") } }
    // A test recognizer left undecided (in play, its touches all lifted) holds the touches
    // it withholds for ever: their missing ends are its fault, not the engine's.
    let undecided = testRecognizers.filter { recognizer in
      recognizer.state.isInPlay && !recognizer.trackedTouches.isEmpty
        && recognizer.trackedTouches.allSatisfy(\.isFinished)
    }
    // A scripted recognizer that began and was never told to end stays began: UIKit leaves
    // that to the subclass, so the unended-gesture invariant (issue 27) speaks of the model's
    // own recognizers only.
    let testNames = Set(testRecognizers.map(\.name))
    let violations = checker.violations.filter {
      (undecided.isEmpty || $0.rule != .unendedTouch)
        && !($0.rule == .unendedGesture && testNames.contains($0.receiver))
    }
    var problems = violations.map(\.description) + window.errors
    if case .stopped(let reason) = outcome { problems.append("run stopped: \(reason)") }
    problems += window.refusedTransitions.filter { !isTestRefusal($0) }
    let log = records.prefix(150).enumerated().map { "\($0.offset): \(TextRenderer.line(for: $0.element))" }
    let header = ["seed 0x\(String(seed, radix: 16))"] + scenario.lines + ["problems:"] + problems
    let report = (header + ["log (\(records.count) records):"] + log).joined(separator: "\n")
    let refusedByTests = window.refusedTransitions.filter(isTestRefusal).count
    return Run(
      problems: problems, refusedByTestRecognizers: refusedByTests, undecided: !undecided.isEmpty, report: report)
  }

  // MARK: Tree

  private mutating func buildTree() {
    views = [(builder.root, builder.root.frame, 0)]
    for number in 1...random.int(3...8) {
      let parentIndex = random.pick(views.indices.filter { views[$0].depth < 4 })
      let parent = views[parentIndex]
      let width = random.int(Int(parent.frame.size.width * 0.3)...Int(parent.frame.size.width))
      let height = random.int(Int(parent.frame.size.height * 0.3)...Int(parent.frame.size.height))
      let frame = Rect(
        x: Double(random.int(0...Int(parent.frame.size.width) - width)),
        y: Double(random.int(0...Int(parent.frame.size.height) - height)), width: Double(width), height: Double(height))
      let view = makeView(name: "v\(number)", size: frame.size)
      builder.add(view, to: parent.view, frame: frame)
      if random.percent(70) { view.touchHandling = random.pick([TouchHandling.handle, .handleAndForward, .forward]) }
      view.isMultipleTouchEnabled = random.percent(50)
      view.isExclusiveTouch = random.percent(5)
      let absolute = Rect(
        x: parent.frame.minX + frame.minX, y: parent.frame.minY + frame.minY, width: frame.size.width,
        height: frame.size.height)
      views.append((view, absolute, parent.depth + 1))
      lines.append(
        "view \(view.name) \(view.className) in \(parent.view.name) at \(text(frame)) handling "
          + "\(view.touchHandling.map(\.rawValue) ?? "built-in") multi \(view.isMultipleTouchEnabled) "
          + "exclusive \(view.isExclusiveTouch)")
    }
  }

  private mutating func makeView(name: String, size: Size) -> View {
    switch random.int(0...99) {
    case 0..<50: return View(name: name)
    case 50..<70: return Button(name: name)
    case 70..<78: return Control(name: name)
    case 78..<85: return Label(name: name)
    default:
      let scroll = ScrollView(name: name)
      scroll.contentSize = Size(width: size.width, height: size.height * Double(random.int(1...3)))
      scroll.canCancelContentTouches = random.percent(70)
      scroll.delaysContentTouches = random.percent(70)
      scrollViews.append(scroll)
      lines.append(
        "scroll \(name) contentSize \(text(scroll.contentSize)) canCancel \(scroll.canCancelContentTouches) "
          + "delays \(scroll.delaysContentTouches)")
      return scroll
    }
  }

  // MARK: Recognizers

  private mutating func addRecognizers() {
    for index in 0..<random.int(1...4) {
      let name = "g\(index)"
      let (recognizer, kind) = makeRecognizer(name: name)
      recognizer.cancelsTouchesInView = random.percent(60)
      recognizer.delaysTouchesBegan = random.percent(30)
      recognizer.delaysTouchesEnded = random.percent(60)
      // Failure requirements only point to earlier recognizers: no cycles (G10).
      if index > 0 && random.percent(25) { recognizer.requiredToFail = [random.pick(recognizers)] }
      var delegateText = "none"
      if random.percent(40) { (recognizer.delegate, delegateText) = makeDelegate(index: index) }
      let target = random.pick(views).view
      target.addGestureRecognizer(recognizer)
      builder.window.register(recognizer)
      recognizers.append(recognizer)
      if random.percent(10) { random.pick(views).view.gestureRecognizerShouldBeginAnswers[name] = random.percent(50) }
      lines.append(
        "gesture \(name) \(kind) on \(target.name) cancels \(recognizer.cancelsTouchesInView) delaysBegan "
          + "\(recognizer.delaysTouchesBegan) delaysEnded \(recognizer.delaysTouchesEnded) requires "
          + "\(recognizer.requiredToFail.map(\.name)) delegate \(delegateText)")
    }
    for (view, _, _) in views where !view.gestureRecognizerShouldBeginAnswers.isEmpty {
      lines.append("view \(view.name) gestureRecognizerShouldBegin \(view.gestureRecognizerShouldBeginAnswers)")
    }
  }

  private mutating func makeRecognizer(name: String) -> (GestureRecognizer, String) {
    switch random.int(0...9) {
    case 0...2:
      let chaos = ChaosRecognizer(
        name: name, seed: random.next(), requestPercent: random.int(5...60), decisive: random.percent(70))
      return (chaos, "chaos(requests \(chaos.requestPercent)%, decisive \(chaos.decisive))")
    case 3:
      let scripted = TestRecognizer(name: name)
      let states: [GestureState?] = [nil] + GestureState.allCases
      scripted.onBegan = random.pick(states)
      scripted.onMoved = random.pick(states)
      scripted.onEnded = random.pick(states)
      let text = [scripted.onBegan, scripted.onMoved, scripted.onEnded].map { $0?.rawValue ?? "-" }
      return (scripted, "scripted(began \(text[0]), moved \(text[1]), ended \(text[2]))")
    case 4:
      let tap = TapGestureRecognizer(name: name)
      tap.numberOfTapsRequired = random.int(1...2)
      tap.numberOfTouchesRequired = random.int(1...2)
      return (tap, "tap(taps \(tap.numberOfTapsRequired), touches \(tap.numberOfTouchesRequired))")
    case 5:
      let press = LongPressGestureRecognizer(name: name)
      press.minimumPressDuration = .milliseconds(Double(random.int(50...600)))
      return (press, "longPress(\(press.minimumPressDuration.milliseconds) ms)")
    case 6: return (PanGestureRecognizer(name: name), "pan")
    case 7:
      let swipe = SwipeGestureRecognizer(name: name)
      swipe.direction = random.pick(SwipeGestureRecognizer.Direction.allCases)
      return (swipe, "swipe(\(swipe.direction))")
    case 8: return (PinchGestureRecognizer(name: name), "pinch")
    default: return (RotationGestureRecognizer(name: name), "rotation")
    }
  }

  /// A delegate of constant answers, and its description, e.g. "shouldBegin=false simultaneous=all".
  private mutating func makeDelegate(index: Int) -> (GestureRecognizerDelegate, String) {
    var shouldBegin: Bool?
    var shouldReceive: Bool?
    var simultaneity: RecognizerSelection?
    var requiresFailureOf: [String]?
    var requiredToFailBy: [String]?
    if random.percent(40) { shouldBegin = random.percent(60) }
    if random.percent(25) { shouldReceive = random.percent(70) }
    if random.percent(50) {
      simultaneity = random.percent(40) ? .all : .named((0..<4).filter { _ in random.percent(50) }.map { "g\($0)" })
    }
    // Lazy requirements also point to earlier recognizers only: no cycles.
    if index > 0 && random.percent(20) { requiresFailureOf = ["g\(random.int(0...index - 1))"] }
    if random.percent(20) { requiredToFailBy = ["g\(random.int(index + 1...index + 3))"] }
    var parts: [String] = []
    if let answer = shouldBegin { parts.append("shouldBegin=\(answer)") }
    if let answer = shouldReceive { parts.append("shouldReceive=\(answer)") }
    switch simultaneity {
    case .all?: parts.append("simultaneous=all")
    case .named(let names)?: parts.append("simultaneous=\(names)")
    case nil: break
    }
    if let names = requiresFailureOf { parts.append("requiresFailureOf=\(names)") }
    if let names = requiredToFailBy { parts.append("requiredToFailBy=\(names)") }
    let delegate = GestureRecognizerAnswers(
      shouldBegin: shouldBegin, shouldReceiveTouch: shouldReceive, shouldRecognizeSimultaneouslyWith: simultaneity,
      shouldRequireFailureOf: requiresFailureOf, shouldBeRequiredToFailBy: requiredToFailBy)
    return (delegate, parts.isEmpty ? "(no answers)" : parts.joined(separator: " "))
  }

  // MARK: Script

  private mutating func makeStrokes() -> [Stroke] {
    var strokes: [Stroke] = []
    for first in 1...random.int(1...3) {
      var start = random.int(0...1000)
      for round in 0..<(random.percent(30) ? 2 : 1) {
        // A later stroke of the same hand gets its own number: a finger number reused while
        // its earlier touch is still open stops the run (FingerReuse, issue 12).
        let finger = first + 3 * round
        let stroke = makeStroke(finger: finger, start: start)
        strokes.append(stroke)
        start = Int(stroke.path.last!.time.milliseconds) + random.int(1...400)
        let path = stroke.path.map { "\(Int($0.time.milliseconds)):(\(Int($0.location.x)),\(Int($0.location.y)))" }
        lines.append(
          "finger #\(finger) \(path.joined(separator: " ")) hz \(stroke.hz.map { "\($0)" } ?? "-") end \(stroke.end)")
      }
    }
    return strokes
  }

  private mutating func makeStroke(finger: Int, start: Int) -> Stroke {
    let origin = randomPoint()
    var path = [Stroke.Sample(time: .milliseconds(Double(start)), location: origin)]
    var hz: Double?
    switch random.int(0...2) {
    case 0:  // tap
      path.append(.init(time: .milliseconds(Double(start + random.int(20...200))), location: origin))
    case 1:  // hold, perhaps with a small wobble
      let end = start + random.int(300...1000)
      if random.percent(40) {
        let wobble = Point(x: origin.x + Double(random.int(-12...12)), y: origin.y + Double(random.int(-12...12)))
        path.append(.init(time: .milliseconds(Double((start + end) / 2)), location: wobble))
      }
      path.append(.init(time: .milliseconds(Double(end)), location: origin))
    default:  // drag
      var time = start
      var point = origin
      for _ in 0..<random.int(1...4) {
        time += random.int(10...200)
        point = Point(x: point.x + Double(random.int(-120...120)), y: point.y + Double(random.int(-120...120)))
        path.append(.init(time: .milliseconds(Double(time)), location: point))
      }
      if random.percent(20) { hz = 60 }
    }
    return Stroke(finger: finger, path: path, hz: hz, end: random.percent(10) ? .cancelled : .ended)
  }

  /// Property changes at random instants (scenario `actions`): recognizer flags and view
  /// properties flipped in the middle of touches.
  private mutating func makeActions() -> [(time: SimTime, body: (Window) -> Void)] {
    var actions: [(time: SimTime, body: (Window) -> Void)] = []
    for _ in 0..<random.int(0...2) {
      let time = SimTime.milliseconds(Double(random.int(0...1500)))
      let value = random.percent(50)
      let object: String
      let property: String
      if random.percent(60) {
        let recognizer = random.pick(recognizers)
        property = random.pick(["isEnabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded"])
        object = recognizer.name
        let keyPath = Self.recognizerFlags[property]!
        actions.append((time, { $0.set(keyPath, of: recognizer, to: value, named: property) }))
      } else {
        let view = random.pick(Array(views.dropFirst())).view
        var properties = ["isUserInteractionEnabled", "isHidden", "isMultipleTouchEnabled"]
        if view is ScrollView { properties += ["isScrollEnabled", "canCancelContentTouches", "delaysContentTouches"] }
        if view is Control { properties.append("isEnabled") }
        property = random.pick(properties)
        object = view.name
        actions.append((time, { Self.set(property, of: view, to: value, in: $0) }))
      }
      lines.append("action at \(time) ms: \(object).\(property) = \(value)")
    }
    return actions
  }

  nonisolated(unsafe) private static let recognizerFlags: [String: ReferenceWritableKeyPath<GestureRecognizer, Bool>] =
    [
      "isEnabled": \.isEnabled, "cancelsTouchesInView": \.cancelsTouchesInView,
      "delaysTouchesBegan": \.delaysTouchesBegan, "delaysTouchesEnded": \.delaysTouchesEnded,
    ]

  /// `view.property = value` through the window's typed setter (a `set` record).
  private static func set(_ property: String, of view: View, to value: Bool, in window: Window) {
    switch (property, view) {
    case ("isScrollEnabled", let scroll as ScrollView):
      window.set(\.isScrollEnabled, of: scroll, to: value, named: property)
    case ("canCancelContentTouches", let scroll as ScrollView):
      window.set(\.canCancelContentTouches, of: scroll, to: value, named: property)
    case ("delaysContentTouches", let scroll as ScrollView):
      window.set(\.delaysContentTouches, of: scroll, to: value, named: property)
    case ("isEnabled", let control as Control): window.set(\.isEnabled, of: control, to: value, named: property)
    case ("isUserInteractionEnabled", _): window.set(\.isUserInteractionEnabled, of: view, to: value, named: property)
    case ("isHidden", _): window.set(\.isHidden, of: view, to: value, named: property)
    default: window.set(\.isMultipleTouchEnabled, of: view, to: value, named: property)
    }
  }

  /// A point inside a random view (or anywhere in the window), in whole points.
  private mutating func randomPoint() -> Point {
    let frame = random.percent(90) ? random.pick(views).frame : builder.window.bounds
    return Point(
      x: frame.minX + Double(random.int(0...max(0, Int(frame.size.width) - 1))),
      y: frame.minY + Double(random.int(0...max(0, Int(frame.size.height) - 1))))
  }
}

// MARK: - Test recognizers

/// A recognizer that, on each touch call, may ask for a random state (often illegal), ask
/// for one later from a timer, or disable itself for a while (G11). A decisive one leaves
/// `possible` once all its touches ended, as a well-behaved recognizer must.
private final class ChaosRecognizer: GestureRecognizer {
  let requestPercent: Int
  let decisive: Bool
  private var random: SeededRandom

  init(name: String, seed: UInt64, requestPercent: Int, decisive: Bool) {
    self.requestPercent = requestPercent
    self.decisive = decisive
    random = SeededRandom(seed: seed)
    super.init(name: name)
  }

  override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { stir() }
  override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { stir() }
  override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { stirAndDecide() }
  override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { stirAndDecide() }

  private func stir() {
    let roll = random.int(0...99)
    if roll < requestPercent {
      state = random.pick(GestureState.allCases)
    } else if roll < requestPercent + 10 {
      let next = random.pick(GestureState.allCases)
      scheduleTimer(after: .milliseconds(Double(random.int(0...400))), label: "chaos") { [weak self] in
        self?.state = next
        self?.decideIfDone()
      }
    } else if roll < requestPercent + 13 {
      isEnabled = false
      scheduleTimer(after: .milliseconds(Double(random.int(0...400))), label: "re-enable") { [weak self] in
        self?.isEnabled = true
      }
    }
  }

  private func stirAndDecide() {
    stir()
    decideIfDone()
  }

  /// A decisive recognizer finishes, legally, once all its touches lifted.
  private func decideIfDone() {
    guard decisive, state.isInPlay, !trackedTouches.isEmpty, trackedTouches.allSatisfy(\.isFinished) else { return }
    state = random.pick(state == .possible ? [GestureState.ended, .failed] : [.ended, .cancelled])
  }
}

/// "(x, y w×h)".
private func text(_ rect: Rect) -> String {
  "(\(Int(rect.minX)), \(Int(rect.minY)) \(text(rect.size)))"
}

/// "w×h".
private func text(_ size: Size) -> String { "\(Int(size.width))×\(Int(size.height))" }

extension SeededRandom {
  /// True with the given percent chance.
  fileprivate mutating func percent(_ percent: Int) -> Bool { int(0...99) < percent }
}
