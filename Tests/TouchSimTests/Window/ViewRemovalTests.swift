import Testing
import TouchSimTestSupport

@testable import TouchSim

/// G20: a view leaving the window mid-gesture (issue 27).
@Suite struct ViewRemovalTests {
  /// container > leaf, a scripted recognizer on each, the leaf handling its touches.
  private func setUp() -> (TreeBuilder, container: View, leaf: View, outer: TestRecognizer, inner: TestRecognizer) {
    let builder = TreeBuilder()
    let container = builder.add(View(name: "container"), frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let leaf = builder.add(View(name: "leaf"), to: container, frame: Rect(x: 0, y: 0, width: 200, height: 200))
    leaf.touchHandling = .handle
    let outer = TestRecognizer(name: "outer")
    let inner = TestRecognizer(name: "inner")
    outer.cancelsTouchesInView = false
    inner.cancelsTouchesInView = false
    container.addGestureRecognizer(outer)
    leaf.addGestureRecognizer(inner)
    builder.window.register(outer)
    builder.window.register(inner)
    return (builder, container, leaf, outer, inner)
  }

  private func run(_ builder: TreeBuilder, removing view: View, at time: Double, _ strokes: [Stroke]) {
    let simulation = Simulation(window: builder.window)
    for stroke in strokes { simulation.add(stroke) }
    simulation.schedule(at: .milliseconds(time)) { $0.removeFromSuperview(view) }
    _ = simulation.run()
  }

  private func states(_ builder: TreeBuilder, _ name: String) -> [String] {
    builder.window.recorder.records.compactMap { record in
      guard record.receiver == name, case .gestureState(let from, let to) = record.call else { return nil }
      return "\(from.rawValue)->\(to.rawValue)"
    }
  }

  @Test func aBeganRecognizerIsCancelledWithItsActionAndAPossibleOneFails() {
    let (builder, container, _, outer, inner) = setUp()
    inner.onMoved = .began
    _ = outer
    run(builder, removing: container, at: 60, [stroke([(0, 10, 10), (40, 10, 40), (200, 10, 60)])])
    #expect(states(builder, "inner") == ["possible->began", "began->cancelled"])
    #expect(states(builder, "outer") == ["possible->failed"])
    let actions = builder.window.recorder.records.filter { $0.receiver == "inner" && $0.call.name == "gestureAction" }
    #expect(actions.map(\.call) == [.gestureAction(state: .began), .gestureAction(state: .cancelled)])
  }

  @Test func theRemovedViewIsCancelledBeforeItsSubviews() {
    let (builder, container, _, _, _) = setUp()
    run(builder, removing: container, at: 20, [stroke([(0, 10, 10), (200, 10, 12)])])
    let order = builder.window.recorder.records.filter { $0.call.name == "gestureState" }.map(\.receiver)
    #expect(order == ["outer", "inner"])
  }

  @Test func siblingsAreCancelledInSubviewsOrderEachWholeSubtreeFirst() {
    let builder = TreeBuilder()
    let container = builder.add(View(name: "container"), frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let first = builder.add(View(name: "first"), to: container, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let inner = builder.add(View(name: "inner"), to: first, frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let second = builder.add(View(name: "second"), to: container, frame: Rect(x: 120, y: 0, width: 100, height: 100))
    for (view, name) in [(container, "c"), (second, "s"), (inner, "i"), (first, "f")] {
      let recognizer = TestRecognizer(name: name)
      recognizer.cancelsTouchesInView = false
      view.addGestureRecognizer(recognizer)
      builder.window.register(recognizer)
    }
    run(
      builder, removing: container, at: 20,
      [stroke([(0, 10, 10), (200, 10, 12)]), stroke([(0, 150, 10), (200, 150, 12)], finger: 2)])
    let order = builder.window.recorder.records.filter { $0.call.name == "gestureState" }.map(\.receiver)
    #expect(order == ["c", "f", "i", "s"])
  }

  @Test func removingAnAncestorOnlyCancelsTheSubtree() {
    let (builder, _, leaf, outer, inner) = setUp()
    inner.onMoved = .began
    outer.onMoved = .began
    outer.delegate = GestureRecognizerAnswers(shouldRecognizeSimultaneouslyWith: .named(["inner"]))
    run(builder, removing: leaf, at: 60, [stroke([(0, 10, 10), (40, 10, 40), (200, 10, 60)])])
    #expect(states(builder, "inner").last == "began->cancelled")
    #expect(!states(builder, "outer").contains { $0.hasSuffix("cancelled") })
  }

  @Test func aWithheldEndIsReleasedToTheRemovedViewWhenItsRecognizersFail() {  // G6, G20
    let (builder, container, _, _, _) = setUp()
    run(builder, removing: container, at: 500, [tap(at: Point(x: 10, y: 10))])
    let late = builder.window.recorder.records.filter { $0.time >= .milliseconds(500) }
    #expect(
      late.map { "\($0.receiver) \($0.call.name)" } == [
        "container set", "outer gestureState", "inner gestureState", "leaf touchesEnded",
      ])
  }

  @Test func theTouchStaysBoundToTheRemovedViewAndIsNotCancelled() {
    let (builder, container, _, _, _) = setUp()
    run(builder, removing: container, at: 20, [stroke([(0, 10, 10), (40, 10, 40), (80, 10, 60)])])
    let leafCalls = builder.calls.filter { $0.hasPrefix("leaf ") }
    #expect(leafCalls == ["leaf touchesBegan", "leaf touchesMoved", "leaf touchesEnded"])
  }

  @Test func anIdleRecognizerIsLeftAlone() {
    let (builder, container, _, outer, inner) = setUp()
    outer.onEnded = .failed
    inner.onEnded = .failed
    run(builder, removing: container, at: 500, [tap(at: Point(x: 10, y: 10))])
    let late = builder.window.recorder.records.filter { $0.time >= .milliseconds(500) }.map(\.call.name)
    #expect(late == ["set"])
  }

  @Test func movingAViewInsideTheWindowCancelsNothing() {
    let (builder, container, leaf, _, inner) = setUp()
    inner.onMoved = .began
    let simulation = Simulation(window: builder.window)
    simulation.add(stroke([(0, 10, 10), (40, 10, 40), (200, 10, 60)]))
    simulation.schedule(at: .milliseconds(60)) { _ in builder.root.addSubview(leaf) }
    _ = simulation.run()
    #expect(leaf.superview === builder.root && container.subviews.isEmpty)
    #expect(!states(builder, "inner").contains("began->cancelled"))
  }

  @Test func aViewMovedToADetachedTreeLeavesTheWindow() {
    let (builder, _, leaf, _, inner) = setUp()
    inner.onMoved = .began
    let detached = View(name: "detached")
    let simulation = Simulation(window: builder.window)
    simulation.add(stroke([(0, 10, 10), (40, 10, 40), (200, 10, 60)]))
    simulation.schedule(at: .milliseconds(60)) { _ in detached.addSubview(leaf) }
    _ = simulation.run()
    #expect(states(builder, "inner").last == "began->cancelled")
    #expect(leaf.window == nil && leaf.home === builder.window)
  }

  @Test func aFirstResponderInTheSubtreeResigns() {
    let builder = TreeBuilder()
    let form = builder.add(View(name: "form"), frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let field = builder.add(TextField(name: "field"), to: form, frame: Rect(x: 0, y: 0, width: 200, height: 40))
    let simulation = Simulation(window: builder.window)
    simulation.schedule(at: .milliseconds(10)) { _ in _ = field.becomeFirstResponder() }
    simulation.schedule(at: .milliseconds(20)) { $0.removeFromSuperview(form) }
    _ = simulation.run()
    #expect(  // TF7: then its editing ends
      builder.calls.suffix(4) == [
        "form set", "field resignFirstResponder", "field controlEvent", "field textFieldDidEndEditing",
      ])
    #expect(!field.isFirstResponder && builder.window.firstResponder == nil)
  }

  @Test func theRemovedViewStillLogsThroughItsFormerWindow() {
    let (builder, container, _, _, _) = setUp()
    #expect(container.home === builder.window)
    container.removeFromSuperview()
    #expect(container.window == nil && container.home === builder.window)
    builder.root.addSubview(container)
    #expect(container.window === builder.window && container.formerWindow == nil)
  }
}
