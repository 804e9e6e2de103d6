import Testing
import TouchSim
import TouchSimTestSupport

/// Override points that answer UIKit's questions, overridden in app classes (issue 16): each
/// logs exactly as the same answer given as code (the scenario keys' form) does (K1-K5, G8,
/// C3, C9, C10).
@Suite struct OverridePointTests {
  /// A scroll view that lets the drag cancel its buttons (K3, K4).
  final class CancellingScrollView: UIScrollView {
    var asked: [String] = []
    override func touchesShouldCancel(in view: UIView) -> Bool {
      asked.append(view.name)
      return view is UIControl ? true : super.touchesShouldCancel(in: view)
    }
  }

  /// The scroll tree of the test support (a plain view V, a button B) with a scroll view of
  /// a chosen class.
  private func scroll(_ scroll: ScrollView) -> TreeBuilder {
    let builder = TreeBuilder()
    scroll.frame = builder.window.bounds
    scroll.contentSize = Size(width: 390, height: 3000)
    builder.root.addSubview(scroll)
    let plain = View(name: "V", frame: Rect(x: 0, y: 100, width: 390, height: 80))
    plain.touchHandling = .handle
    scroll.addSubview(plain)
    scroll.addSubview(Button(name: "B", frame: Rect(x: 100, y: 300, width: 190, height: 60)))
    builder.window.register(builder.root)
    return builder
  }

  /// A press on the button held past the delay, then dragged up.
  private let pressAndDrag = [stroke([(0, 195, 330), (200, 195, 330), (400, 195, 130)], hz: 60)]

  @Test func overridingTouchesShouldCancelLogsAsTheGivenAnswer() {
    let subclass = CancellingScrollView(name: "S")
    let overridden = scroll(subclass).runSqueezed(pressAndDrag)
    let given = ScrollView(name: "S")
    given.touchesShouldCancelOverride = ViewAnswers.byView(["B": true], otherwise: nil).override
    let keyed = scroll(given).runSqueezed(pressAndDrag)
    #expect(overridden == keyed)
    #expect(subclass.asked == ["B"])
    #expect(overridden.contains { $0.contains("touchesShouldCancel") && $0.contains("-> true") })
    #expect(overridden.contains { $0.contains("B touchesCancelled") })
    // Without the override the default keeps the button's touch (K4).
    let plain = scroll(ScrollView(name: "S")).runSqueezed(pressAndDrag)
    #expect(!plain.contains { $0.contains("B touchesCancelled") })
  }

  @Test func overridingTouchesShouldBeginLogsAsTheGivenAnswer() {
    final class Refusing: UIScrollView {
      override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        !(view is UIButton)
      }
    }
    let tapOnButton = [tap(at: Point(x: 195, y: 330), duration: 60)]
    let overridden = scroll(Refusing(name: "S")).runSqueezed(tapOnButton)
    let given = ScrollView(name: "S")
    given.touchesShouldBeginOverride = { _, view in AppAnswer(view is Button ? false : nil) }
    #expect(overridden == scroll(given).runSqueezed(tapOnButton))
    #expect(overridden.contains { $0.contains("touchesShouldBegin") && $0.contains("-> false") })
    #expect(!overridden.contains { $0.contains("B touchesBegan") })
  }

  @Test func aViewRefusingARecognizerIsLoggedAndOneThatDefersToSuperIsNot() {
    final class NoPan: UIView {
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer is UIPanGestureRecognizer ? false : super.gestureRecognizerShouldBegin(gestureRecognizer)
      }
    }
    final class Polite: UIView {
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        super.gestureRecognizerShouldBegin(gestureRecognizer)
      }
    }
    func run(_ view: View) -> [String] {
      let builder = TreeBuilder()
      builder.root.addGestureRecognizer(PanGestureRecognizer(name: "pan"))
      builder.add(view, frame: Rect(x: 0, y: 0, width: 390, height: 400))
      return builder.runSqueezed([stroke([(0, 100, 100), (100, 100, 200)], hz: 60)])
    }
    let refused = run(NoPan(name: "v"))
    #expect(refused.contains { $0.contains("pan gestureShouldBegin") && $0.contains("false") })
    #expect(!refused.contains { $0.contains("pan gestureState began") })
    let given = View(name: "v")
    given.gestureRecognizerShouldBeginAnswers["pan"] = false
    #expect(run(given) == refused)
    let polite = run(Polite(name: "v"))
    #expect(polite == run(View(name: "v")))
    #expect(!polite.contains { $0.contains("gestureShouldBegin") })
  }

  @Test func overridingBeginTrackingLogsAsTheGivenAnswer() {
    final class Thumb: UIControl {
      var ended = 0
      override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touch.location(in: self).x < 50
      }
      override func endTracking(_ touch: UITouch?, with event: UIEvent?) { ended += 1 }
    }
    func run(_ control: Control) -> [String] {
      let builder = TreeBuilder()
      builder.add(control, frame: Rect(x: 0, y: 0, width: 200, height: 60))
      return builder.runSqueezed([tap(at: Point(x: 20, y: 30)), tap(at: Point(x: 150, y: 30), from: 500)])
    }
    let thumb = Thumb(name: "c")
    let overridden = run(thumb)
    let given = Control(name: "c")
    given.beginTrackingAnswer = { control, touch in AppAnswer(touch.location(in: control).x < 50) }
    #expect(overridden == run(given))
    #expect(thumb.ended == 1)
    #expect(overridden.filter { $0.contains("beginTracking") }.count == 2)
    #expect(overridden.contains { $0.contains("beginTracking") && $0.contains("-> false") })
  }

  @Test func continueTrackingFalseStopsTrackingAsTheGivenAnswer() {
    final class Short: UIControl {
      override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touch.location(in: self).x < 100
      }
    }
    func run(_ control: Control) -> [String] {
      let builder = TreeBuilder()
      builder.add(control, frame: Rect(x: 0, y: 0, width: 300, height: 60))
      return builder.runSqueezed([stroke([(0, 20, 30), (200, 250, 30)], hz: 60)])
    }
    let given = Control(name: "c")
    given.continueTrackingAnswer = { control, touch in AppAnswer(touch.location(in: control).x < 100) }
    let overridden = run(Short(name: "c"))
    #expect(overridden == run(given))
    #expect(!overridden.contains { $0.contains("endTracking") })
  }

  @Test func explainSaysTheAnswerCameFromTheAppsOverride() {
    let builder = scroll(CancellingScrollView(name: "S"))
    builder.window.recorder.explains = true
    _ = builder.run(pressAndDrag)
    let asked = builder.window.recorder.records.first { record in
      if case .touchesShouldCancel = record.call { return true }
      return false
    }
    let why = asked?.why?.text ?? ""
    #expect(why.contains("the app's class overrides touchesShouldCancel(in:)"))
    #expect(!why.contains("UIScrollView's default"))
  }
}
