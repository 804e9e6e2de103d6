import Testing
import TouchSim
import TouchSimTestSupport

/// Delegate objects written against `UIGestureRecognizerDelegate`'s signatures (issue 16;
/// G7-G10): the log shows the questions a delegate implements, as the same answers given as
/// closures (`GestureRecognizerAnswers`, a scenario's `delegate`) show them.
@Suite struct GestureRecognizerDelegateTests {
  /// AL1: a keyboard-dismiss tap that leaves the table's rows alone, deciding on
  /// `touch.view`.
  final class KeyboardDismissal: UIGestureRecognizerDelegate {
    let table: UIView
    var asked = 0
    init(table: UIView) { self.table = table }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      asked += 1
      return touch.view?.isDescendant(of: table) != true
    }
  }

  private func tree(_ configure: (TapGestureRecognizer, View) -> Void) -> (TreeBuilder, [String]) {
    let builder = TreeBuilder()
    let table = View(name: "table")
    builder.add(table, frame: Rect(x: 0, y: 0, width: 390, height: 400))
    let dismiss = TapGestureRecognizer(name: "dismiss")
    builder.root.addGestureRecognizer(dismiss)
    builder.window.register(dismiss)
    configure(dismiss, table)
    let lines = builder.runSqueezed([tap(at: Point(x: 100, y: 100)), tap(at: Point(x: 100, y: 600), from: 500)])
    return (builder, lines)
  }

  @Test func aDelegateObjectAnswersShouldReceiveAsTheSameClosureDoes() {
    var delegate: KeyboardDismissal?
    let (_, object) = tree { tap, table in
      delegate = KeyboardDismissal(table: table)
      tap.delegate = delegate
    }
    #expect(delegate?.asked == 2)
    let (_, closures) = tree { tap, table in
      let answers = GestureRecognizerAnswers()
      answers.shouldReceive = { _, touch in AppAnswer(touch.view?.isDescendant(of: table) != true) }
      tap.delegate = answers
    }
    #expect(object == closures)
    #expect(object.contains { $0.contains("dismiss gestureShouldReceiveTouch") && $0.contains("false") })
    #expect(object.contains { $0.contains("dismiss gestureState possible -> ended") })
  }

  @Test func methodsADelegateDoesNotImplementAreNotAskedOrLogged() {
    final class Empty: UIGestureRecognizerDelegate {}
    let empty = Empty()
    let (_, lines) = tree { tap, _ in tap.delegate = empty }
    let (_, none) = tree { _, _ in }
    #expect(lines == none)
    withExtendedLifetime(empty) {}
  }

  @Test func theDelegateIsHeldWeaklyAndAnswersClosuresAreKept() {
    let tap = TapGestureRecognizer(name: "t")
    do {
      let delegate = KeyboardDismissal(table: View(name: "x"))
      tap.delegate = delegate
      #expect(tap.delegate === delegate)
    }
    #expect(tap.delegate == nil)
    tap.delegate = GestureRecognizerAnswers(shouldBegin: false)
    #expect(tap.delegate is GestureRecognizerAnswers)
  }

  @Test func aRefusingShouldBeginAndSimultaneityAreLoggedFromAnObject() {
    final class Policy: UIGestureRecognizerDelegate {
      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.name != "refused"
      }
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool { true }
    }
    let policy = Policy()
    func run(_ names: (String, String)) -> [String] {
      let builder = TreeBuilder()
      let a = PanGestureRecognizer(name: names.0)
      let b = PanGestureRecognizer(name: names.1)
      for recognizer in [a, b] {
        recognizer.delegate = policy
        builder.root.addGestureRecognizer(recognizer)
        builder.window.register(recognizer)
      }
      return builder.runSqueezed([stroke([(0, 100, 100), (150, 100, 300)], hz: 60)])
    }
    let both = run(("a", "b"))
    #expect(both.contains { $0.contains("a gestureState began") })
    #expect(both.contains { $0.contains("b gestureState began") })
    #expect(both.contains { $0.contains("gestureShouldRecognizeSimultaneously") })
    let refused = run(("refused", "b"))
    #expect(refused.contains { $0.contains("refused gestureShouldBegin") && $0.contains("false") })
    #expect(!refused.contains { $0.contains("refused gestureState began") })
  }

  @Test func aRecognizerSubclassWithUIKitSignaturesRecognizes() {
    /// A one-finger "touch up" recognizer written against UIGestureRecognizerSubclass.h.
    final class TouchUp: UIGestureRecognizer {
      var began: [Int] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        began.append(contentsOf: touches.map(\.finger))
        if touches.count > 1 { state = .failed }
      }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .ended }
      }
      override func reset() { began = [] }
    }
    var actions = 0
    let builder = TreeBuilder()
    let recognizer = TouchUp(name: "up") { _ in actions += 1 }
    builder.root.addGestureRecognizer(recognizer)
    builder.window.register(recognizer)
    let lines = builder.runSqueezed([tap(at: Point(x: 50, y: 50))])
    #expect(lines.contains { $0.contains("up gestureState possible -> ended") })
    #expect(actions == 1)
  }
}
