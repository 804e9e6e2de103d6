import TouchSim

extension LogicInstaller {
  /// A text field's or text view's delegate questions (TF6, TF7, TF9).
  static func installTextEditingAnswer(_ answer: LogicAnswer, _ question: LogicQuestion, on view: View) {
    let fallback = question.defaultBool ?? true
    func ask(_ view: View) -> AppAnswer<Bool> {
      let (result, reason) = answer.evaluate(LogicBindings(selfView: view), explains: view.window?.explains == true)
      return AppAnswer(result.bool ?? fallback, because: reason)
    }
    switch (question, view) {
    case (.textFieldShouldBeginEditing, let field as TextField): field.shouldBeginEditing = { ask($0) }
    case (.textFieldShouldEndEditing, let field as TextField): field.shouldEndEditing = { ask($0) }
    case (.textViewShouldBeginEditing, let textView as TextView): textView.shouldBeginEditing = { ask($0) }
    case (.textViewShouldEndEditing, let textView as TextView): textView.shouldEndEditing = { ask($0) }
    default: return
    }
  }

  /// Reactions to a text input's delegate notifications (TF6-TF9) and to the keyboard's
  /// (TF13), which any view may observe; the editing control events are control events (C7).
  static func installTextEditingReactions(_ reactions: [LogicReaction], callback: String, on view: View) {
    if let call = KeyboardCall(rawValue: callback) {
      guard let window = view.window, let keyboard = window.keyboard else { return }
      keyboard.observe { [unowned(unsafe) view] posted, _ in
        guard posted == call, let window = view.window else { return }
        let site = ReactionSite(window: window, receiver: view, callback: callback)
        window.runReactions(of: view.name, to: callback) {
          for reaction in reactions { reaction.run(LogicBindings(selfView: view), at: site) }
        }
      }
    } else if let call = TextEditingCall(rawValue: callback) {
      func run(_ view: View) {
        guard let window = view.window else { return }
        let site = ReactionSite(window: window, receiver: view, callback: callback)
        for reaction in reactions { reaction.run(LogicBindings(selfView: view), at: site) }
      }
      if let field = view as? TextField {
        field.onEditingCall { field, made in if made == call { run(field) } }
      } else if let textView = view as? TextView {
        textView.onEditingCall { textView, made in if made == call { run(textView) } }
      }
    }
  }
}
