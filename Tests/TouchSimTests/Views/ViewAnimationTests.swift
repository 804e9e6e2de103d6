import Testing
import TouchSim
import TouchSimTestSupport

/// UIView animations and hit testing (AN1, AN2, AN4, AN7).
@Suite struct ViewAnimationTests {
  /// A `behind` view and a `card` over it at the same frame; the card has a `label` subview.
  private struct Fixture {
    let builder = TreeBuilder()
    let behind: View
    let card: View
    let label: View

    init() {
      behind = builder.add(View(name: "behind"), frame: Rect(x: 40, y: 300, width: 310, height: 200))
      card = builder.add(View(name: "card"), frame: Rect(x: 40, y: 300, width: 310, height: 200))
      label = builder.add(View(name: "label"), to: card, frame: Rect(x: 0, y: 0, width: 310, height: 40))
    }

    /// Runs `start` at 100 ms, then hit-tests `point` at each time; returns the hit names.
    func hits(at times: [Double], _ point: Point, start: @escaping (Window) -> Void) -> [String?] {
      let simulation = Simulation(window: builder.window)
      simulation.schedule(at: .milliseconds(100), start)
      var result: [String?] = []
      for time in times {
        simulation.schedule(at: .milliseconds(time)) { window in result.append(window.hitTest(point)?.name) }
      }
      _ = simulation.run()
      return result
    }
  }

  @Test func easeInOutIsSymmetricMonotonicAndSlowAtTheEnds() {  // AN7
    let curve = AnimationCurve.easeInOut
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-12)
    #expect(curve.value(at: 0.1) < 0.1)
    #expect(curve.value(at: 0.9) > 0.9)
    var previous = 0.0
    for step in 1...100 {
      let x = Double(step) / 100
      let y = curve.value(at: x)
      #expect(y >= previous)
      #expect(abs(y + curve.value(at: 1 - x) - 1) < 1e-9)
      previous = y
    }
    // A fade to 0 drops under 0.01 opacity at 92.84 % of its duration.
    #expect(curve.value(at: 0.928) < 0.99)
    #expect(curve.value(at: 0.929) > 0.99)
    #expect(curve.value(at: -1) == 0 && curve.value(at: 2) == 1)
  }

  @Test func withoutTheOptionTheFadingCardEatsUntilNearlyTransparent() {  // AN1, AN7, H2
    let fixture = Fixture()
    let card = fixture.card
    let hits = fixture.hits(at: [99, 100, 500, 1028, 1029, 1099, 1100, 1200], Point(x: 195, y: 450)) { window in
      window.animate(card, AnimationChanges(alpha: 0), duration: .milliseconds(1000), allowsUserInteraction: false)
    }
    // Before it starts: the card (model alpha 1). From the call to 92.84 %: the card eats.
    // Under 0.01 presentation opacity (1028.4 ms): the model alpha 0 skips it. After the end too.
    #expect(hits == ["card", "card", "card", "card", "behind", "behind", "behind", "behind"])
    #expect(card.alpha == 0)
  }

  @Test func eatingReturnsTheAnimatingViewNotItsSubviews() {  // AN1
    let fixture = Fixture()
    let card = fixture.card
    let hits = fixture.hits(at: [500, 1200], Point(x: 195, y: 310)) { window in
      window.animate(card, AnimationChanges(alpha: 0.5), duration: .milliseconds(1000), allowsUserInteraction: false)
    }
    #expect(hits == ["card", "label"])
  }

  @Test func withTheOptionTheModelAlphaDecidesAtOnce() {  // AN2, H2
    let fixture = Fixture()
    let card = fixture.card
    let hits = fixture.hits(at: [100, 500], Point(x: 195, y: 450)) { window in
      window.animate(card, AnimationChanges(alpha: 0), duration: .milliseconds(1000), allowsUserInteraction: true)
    }
    #expect(hits == ["behind", "behind"])
  }

  @Test func oneAnimationWithoutTheOptionMakesTheViewEat() {  // AN1: every animation must allow
    let fixture = Fixture()
    let card = fixture.card
    let hits = fixture.hits(at: [500], Point(x: 195, y: 450)) { window in
      window.animate(card, AnimationChanges(alpha: 0), duration: .milliseconds(1000), allowsUserInteraction: true)
      window.animate(
        card, AnimationChanges(center: Point(x: 195, y: 401)), duration: .milliseconds(1000),
        allowsUserInteraction: false)
    }
    #expect(hits == ["card"])
  }

  @Test func aNonInteractiveOrHiddenAnimatingViewIsPassedOver() {  // AN1: _UIViewIgnoresTouchEvents
    for change in [{ (view: View) in view.isUserInteractionEnabled = false }, { $0.isHidden = true }] {
      let fixture = Fixture()
      let card = fixture.card
      let hits = fixture.hits(at: [500], Point(x: 195, y: 450)) { window in
        window.animate(card, AnimationChanges(alpha: 0.5), duration: .milliseconds(1000), allowsUserInteraction: false)
        change(card)
      }
      #expect(hits == ["behind"])
    }
  }

  @Test func theMovingViewIsTestedOnItsPresentationFrame() {  // AN1, AN2
    for allows in [false, true] {
      let builder = TreeBuilder()
      builder.add(View(name: "behind"), frame: Rect(x: 0, y: 0, width: 390, height: 844))
      let panel = builder.add(View(name: "panel"), frame: Rect(x: 0, y: 600, width: 390, height: 200))
      let simulation = Simulation(window: builder.window)
      simulation.schedule(at: .milliseconds(100)) { window in
        window.animate(
          panel, AnimationChanges(frame: Rect(x: 0, y: 300, width: 390, height: 200)), duration: .milliseconds(500),
          allowsUserInteraction: allows)
      }
      var hits: [String?] = []
      // At 350 ms the panel is drawn at y 450-650; its model frame is y 300-500.
      for y in [620.0, 460, 350] {
        simulation.schedule(at: .milliseconds(350)) { window in hits.append(window.hitTest(Point(x: 10, y: y))?.name) }
      }
      _ = simulation.run()
      #expect(hits == (allows ? ["behind", "panel", "panel"] : ["panel", "panel", "behind"]))
      #expect(panel.presentationFrame(at: .milliseconds(350)) == Rect(x: 0, y: 450, width: 390, height: 200))
    }
  }

  @Test func theDelayAlreadyCountsAsAnimatingAndShowsTheOldValue() {  // AN7
    let view = View(name: "v")
    let animation = ViewAnimation(
      property: .alpha(from: 1, to: 0), added: .milliseconds(100), delay: .milliseconds(200),
      duration: .milliseconds(1000), allowsUserInteraction: false)
    #expect(animation.isRunning(at: .milliseconds(150)))
    #expect(animation.progress(at: .milliseconds(250)) == 0)
    #expect(animation.progress(at: .milliseconds(800)) == 0.5)
    #expect(animation.isRunning(at: .milliseconds(1299)))
    #expect(!animation.isRunning(at: .milliseconds(1300)))
    #expect(animation.progress(at: .milliseconds(1300)) == 1)
    #expect(view.presentationAlpha(at: .milliseconds(150)) == 1)
  }

  @Test func aNewAnimationStartsFromThePresentationValueAndReplacesTheOld() {  // AN7
    let fixture = Fixture()
    let card = fixture.card
    let simulation = Simulation(window: fixture.builder.window)
    simulation.schedule(at: .milliseconds(100)) { window in
      window.animate(card, AnimationChanges(alpha: 0), duration: .milliseconds(1000), allowsUserInteraction: false)
    }
    var alphas: [Double] = []
    simulation.schedule(at: .milliseconds(600)) { window in
      alphas.append(card.presentationAlpha(at: window.scheduler.now))
      window.animate(card, AnimationChanges(alpha: 1), duration: .milliseconds(1000), allowsUserInteraction: true)
      alphas.append(card.presentationAlpha(at: window.scheduler.now))
      alphas.append(Double(card.animations.count))
    }
    _ = simulation.run()
    #expect(alphas[0] == 0.5)
    #expect(alphas[1] == 0.5)
    #expect(alphas[2] == 1)
    #expect(card.animationsAllowUserInteraction(at: .milliseconds(700)))
  }

  @Test func aZeroDurationSetsWithoutAnimating() {  // AN7 (model decision)
    let fixture = Fixture()
    let card = fixture.card
    let hits = fixture.hits(at: [100, 150], Point(x: 195, y: 450)) { window in
      window.animate(card, AnimationChanges(alpha: 0), duration: .milliseconds(0), allowsUserInteraction: false)
    }
    #expect(hits == ["behind", "behind"])
    #expect(card.animations.isEmpty)
  }

  @Test func anEatenTouchIsDeliveredToNobody() {  // AN4
    let fixture = Fixture()
    let card = fixture.card
    let simulation = Simulation(window: fixture.builder.window)
    simulation.schedule(at: .milliseconds(100)) { window in
      window.animate(card, AnimationChanges(alpha: 0), duration: .milliseconds(1000), allowsUserInteraction: false)
    }
    simulation.add(tap(1, at: Point(x: 195, y: 450), from: 500))
    simulation.add(tap(2, at: Point(x: 195, y: 450), from: 1200))
    _ = simulation.run()
    let calls = fixture.builder.calls
    #expect(calls.filter { $0.hasPrefix("card touches") }.isEmpty)
    #expect(calls.filter { $0 == "behind touchesBegan" }.count == 1)
    #expect(calls.filter { $0 == "window hitTest" }.count == 2)
  }

  @Test func anAppOverrideThatAnswersTheViewReplacesTheEating() {  // AN1: eating is inside UIView's hitTest
    let fixture = Fixture()
    let card = fixture.card
    card.hitTestAnswer = { view, point, _ in AppAnswer(view.bounds.contains(point) ? fixture.label : nil) }
    let simulation = Simulation(window: fixture.builder.window)
    simulation.schedule(at: .milliseconds(100)) { window in
      window.animate(card, AnimationChanges(alpha: 0.5), duration: .milliseconds(1000), allowsUserInteraction: false)
    }
    simulation.add(tap(1, at: Point(x: 195, y: 450), from: 500))
    _ = simulation.run()
    #expect(fixture.builder.calls.contains("label touchesBegan"))
  }
}
