import Testing
import TouchSimTestSupport

@testable import TouchSim

/// MD4's four steps, G4-G6 and MD5, MD20, with scripted recognizers.
@Suite struct WindowPipelineTests {
  private func setUp(_ configure: (TestRecognizer) -> Void) -> (TreeBuilder, View, TestRecognizer) {
    let builder = TreeBuilder()
    let leaf = builder.add(View(name: "leaf"), frame: Rect(x: 0, y: 0, width: 200, height: 200))
    leaf.touchHandling = .handle
    let recognizer = TestRecognizer(name: "g")
    configure(recognizer)
    builder.root.addGestureRecognizer(recognizer)
    builder.window.register(recognizer)
    return (builder, leaf, recognizer)
  }

  @Test func recognizerThatFailsAtLiftReleasesTheLateBeganAtTheTouchDownLocation() {  // G5, D8
    let (builder, _, _) = setUp {
      $0.delaysTouchesBegan = true
      $0.onEnded = .failed
    }
    _ = builder.run([stroke([(0, 10, 10), (40, 12, 12), (80, 30, 30)])])
    #expect(builder.calls == ["window hitTest", "g gestureState", "leaf touchesBegan", "leaf touchesEnded"])
    let late = builder.window.recorder.records[2]
    #expect(late.time == .milliseconds(80))
    #expect(late.call == .touches(.touchesBegan, touches: [1], at: Point(x: 10, y: 10), via: nil))
  }

  @Test func recognitionCancelsDeliveredTouchesBeforeTheAction() {  // G4, MD4 steps 2-3
    let (builder, _, _) = setUp {
      $0.onMoved = .began
      $0.onEnded = .ended
    }
    _ = builder.run([stroke([(0, 10, 10), (40, 10, 40), (80, 10, 60)])])
    #expect(
      builder.calls == [
        "window hitTest", "leaf touchesBegan", "g gestureState", "leaf touchesCancelled", "g gestureAction",
        "g gestureState", "g gestureAction",
      ])
  }

  @Test func withoutCancellingTheEndedIsDeliveredAfterTheFinalAction() {  // G6, MD20
    let (builder, _, _) = setUp {
      $0.cancelsTouchesInView = false
      $0.onEnded = .ended
    }
    _ = builder.run([tap(at: Point(x: 10, y: 10))])
    #expect(
      builder.calls == [
        "window hitTest", "leaf touchesBegan", "g gestureState", "g gestureAction", "leaf touchesEnded",
      ])
  }

  @Test func withheldTouchesAreCancelledOneCallPerOriginalEvent() {  // G6, MD20, issue 13
    let double = TapGestureRecognizer(name: "double")
    double.numberOfTapsRequired = 2
    let builder = recognizerTree([double])
    _ = builder.run([tap(1, at: Point(x: 50, y: 50)), tap(2, at: Point(x: 50, y: 50), from: 200)])
    let cancels = builder.window.recorder.records.compactMap { record -> FingerList? in
      if case .touches(.touchesCancelled, let touches, _, _) = record.call { return touches }
      return nil
    }
    #expect(cancels == [[1], [2]])
  }

  @Test func recognitionWhileBeganIsWithheldDeliversNothing() {  // MD5, D5
    let (builder, _, _) = setUp {
      $0.delaysTouchesBegan = true
      $0.onMoved = .began
      $0.onEnded = .ended
    }
    _ = builder.run([stroke([(0, 10, 10), (40, 10, 40), (80, 10, 60)])])
    #expect(!builder.calls.contains { $0.hasPrefix("leaf") })
  }

  @Test func disablingARecognizingRecognizerCancelsIt() {  // G11
    let (builder, _, recognizer) = setUp { $0.onMoved = .began }
    let simulation = Simulation(window: builder.window)
    simulation.add(stroke([(0, 10, 10), (40, 10, 40), (200, 10, 60)]))
    simulation.schedule(at: .milliseconds(100)) { $0.set(\.isEnabled, of: recognizer, to: false, named: "isEnabled") }
    _ = simulation.run()
    #expect(builder.calls.suffix(3) == ["g set", "g gestureState", "g gestureAction"])
    #expect(builder.window.recorder.records.contains { $0.call == .gestureState(from: .began, to: .cancelled) })
    #expect(recognizer.state == .possible)
  }

  @Test func illegalTransitionIsReportedNotApplied() {
    let (builder, _, recognizer) = setUp { $0.onBegan = .changed }
    _ = builder.run([tap(at: Point(x: 10, y: 10))])
    #expect(
      builder.window.refusedTransitions == [
        "g (UIGestureRecognizer) asked for the illegal transition possible -> changed at 0.000 ms; refused (G1)"
      ])
    #expect(recognizer.state == .possible)
  }
}

@Suite struct ArbitrationTests {
  private func twoRecognizers() -> (TreeBuilder, TestRecognizer, TestRecognizer) {
    let builder = TreeBuilder()
    let first = TestRecognizer(name: "first")
    let second = TestRecognizer(name: "second")
    builder.root.addGestureRecognizer(first)
    builder.root.addGestureRecognizer(second)
    return (builder, first, second)
  }

  @Test func recognitionFailsTheOtherPossibleRecognizer() {  // G9, MD18
    let (builder, first, second) = twoRecognizers()
    first.onMoved = .began
    second.onMoved = .began
    _ = builder.run([stroke([(0, 10, 10), (40, 10, 40), (80, 10, 60)])])
    let states = builder.window.recorder.records.filter { $0.call.name == "gestureState" }.map {
      "\($0.receiver) \(TextRenderer.line(for: $0).split(separator: " ").suffix(3).joined(separator: " "))"
    }
    #expect(states.prefix(2) == ["first possible -> began", "second possible -> failed"])
  }

  @Test func eitherDelegateSayingYesAllowsSimultaneousRecognition() {  // G9
    let (builder, first, second) = twoRecognizers()
    first.onMoved = .began
    second.onMoved = .began
    second.delegate = GestureRecognizerAnswers(shouldRecognizeSimultaneouslyWith: .named(["first"]))
    _ = builder.run([stroke([(0, 10, 10), (40, 10, 40), (80, 10, 60)])])
    #expect(
      builder.window.recorder.records.contains {
        $0.call == .gestureShouldRecognizeSimultaneously(other: "first", result: true)
      })
    #expect(
      builder.window.recorder.records.contains {
        $0.receiver == "second" && $0.call == .gestureState(from: .possible, to: .began)
      })
  }

  @Test func dependentWaitsForTheRequiredRecognizerToFail() {  // G10
    let (builder, first, second) = twoRecognizers()
    first.onEnded = .ended
    first.requiredToFail = [second]
    second.onEnded = nil
    _ = builder.run([tap(at: Point(x: 10, y: 10))])
    #expect(!builder.calls.contains("first gestureState"))
    #expect(first.deferredState == .ended)
    second.state = .failed
    #expect(builder.window.recorder.records.suffix(2).map(\.receiver) == ["second", "first"])
    #expect(first.state == .ended)
  }

  @Test func delegateShouldBeginFalseFailsTheRecognizer() {  // G8
    let (builder, first, _) = twoRecognizers()
    first.onEnded = .ended
    first.delegate = GestureRecognizerAnswers(shouldBegin: false)
    _ = builder.run([tap(at: Point(x: 10, y: 10))])
    #expect(
      builder.window.recorder.records.contains {
        $0.receiver == "first" && $0.call == .gestureShouldBegin(result: false, view: nil)
      })
    #expect(
      builder.window.recorder.records.contains {
        $0.receiver == "first" && $0.call == .gestureState(from: .possible, to: .failed)
      })
  }
}
