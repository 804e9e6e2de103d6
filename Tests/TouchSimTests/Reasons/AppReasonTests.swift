import Testing
import TouchSim

/// App code's own explanations (`AppExplanation`): the model holds them typed and renders
/// them only through their `text` (issue 14: the model knows nothing of scenario reactions).
@Suite struct AppReasonTests {
  enum Dismissal: AppExplanation {
    case keyboard(String)
    var text: String {
      switch self {
      case .keyboard(let field): return "the app dismissed the keyboard of \(field)"
      }
    }
  }

  @Test func anAppReasonRendersItsOwnText() {
    #expect(Reason.app(Dismissal.keyboard("name")).text == "the app dismissed the keyboard of name")
    #expect(Reason.app(HandlerReason.note).text == "the app's handler wrote a note")
  }

  @Test func appReasonsAreEqualOnlyForTheSameTypeAndValue() {
    #expect(Reason.app(Dismissal.keyboard("a")) == Reason.app(Dismissal.keyboard("a")))
    #expect(Reason.app(Dismissal.keyboard("a")) != Reason.app(Dismissal.keyboard("b")))
    #expect(Reason.app(HandlerReason.note) != Reason.app(Dismissal.keyboard("a")))
  }

  @Test func aHandlersNoteCarriesTheAppsReasonWhenExplaining() {
    let window = Window(size: Size(width: 100, height: 100))
    let view = View(name: "v", frame: window.bounds)
    window.setRootView(view)
    window.recorder.explains = true
    view.onTouches(.touchesBegan) { context in context.note("hi", because: .app(Dismissal.keyboard("f"))) }
    let simulation = Simulation(window: window)
    simulation.add(
      Stroke(
        finger: 1,
        path: [
          .init(time: .zero, location: Point(x: 5, y: 5)), .init(time: .milliseconds(50), location: Point(x: 5, y: 5)),
        ]))
    _ = simulation.run()
    let note = window.recorder.records.first { $0.call == .note(text: "hi") }
    #expect(note?.why == .app(Dismissal.keyboard("f")))
    #expect(note?.why?.text == "the app dismissed the keyboard of f")
  }
}
