import TouchSim

/// Compiles a scenario's app logic against its built window and installs it as the model's
/// closures: delegate answers, overrides, targets and delegate reactions, the way a library
/// user's Swift code reaches the model (issue 15). The first problem throws at its place.
enum LogicInstaller {
  static func install(
    _ scenario: Scenario, in window: Window, classes: ScenarioClasses
  ) throws(ScenarioError) {
    guard hasLogic(scenario) else { return }
    let compiler = LogicCompiler(window: window, classes: classes, state: LogicState(scenario.state))
    var stack: [Scenario.View] = [scenario.root]
    while let spec = stack.popLast() {
      stack.append(contentsOf: spec.subviews.reversed())
      guard !spec.logic.isEmpty, let view = compiler.objects[spec.id] as? View else { continue }
      for logic in spec.logic { try install(logic, on: view, compiler) }
    }
    for spec in scenario.gestures where !spec.logic.isEmpty {
      guard let recognizer = compiler.objects[spec.id] as? GestureRecognizer else { continue }
      for logic in spec.logic { try install(logic, on: recognizer, compiler) }
    }
  }

  /// Compiles a scenario's app logic against its objects without building them
  /// (`Scenario.validate`), the same logic in the same order as `install`: the first problem
  /// throws, with the message `install` would give.
  static func check(_ scenario: Scenario, objects: ScenarioObjects, classes: ScenarioClasses) throws(ScenarioError) {
    guard hasLogic(scenario) else { return }
    let compiler = LogicCompiler(objects: objects, classes: classes, state: LogicState(scenario.state))
    var stack: [Scenario.View] = [scenario.root]
    while let spec = stack.popLast() {
      stack.append(contentsOf: spec.subviews.reversed())
      guard !spec.logic.isEmpty, let view = compiler.objects[spec.id] as? View else { continue }
      for logic in spec.logic {
        switch logic.role {
        case .answer(let key):
          guard let question = LogicQuestion(rawValue: key) else { continue }
          let asking = compiler.asking(
            "\(key) of '\(Spelling.shortened(spec.id))'", binds: question.bindings, selfView: view)
          _ = try asking.answer(of: logic, question: question, owner: spec.id)
        case .reactions(let callback):
          let asking = compiler.asking(
            "'\(Spelling.shortened(callback))' of '\(Spelling.shortened(spec.id))'",
            binds: reactionBindings(callback), selfView: view)
          _ = try asking.reactions(of: logic, callback: callback)
        }
      }
    }
    for spec in scenario.gestures where !spec.logic.isEmpty {
      guard compiler.objects[spec.id] is GestureRecognizer else { continue }
      for logic in spec.logic {
        switch logic.role {
        case .answer(let key):
          guard let question = LogicQuestion(rawValue: key) else { continue }
          let asking = compiler.asking("\(key) of '\(Spelling.shortened(spec.id))'", binds: question.bindings)
          _ = try asking.answer(of: logic, question: question, owner: spec.id)
        case .reactions(let callback):
          let asking = reactionCompiler(compiler, callback: callback, owner: spec.id, snapshots: LogicSnapshots())
          _ = try asking.reactions(of: logic, callback: callback)
        }
      }
    }
  }

  private static func hasLogic(_ scenario: Scenario) -> Bool {
    if scenario.gestures.contains(where: { !$0.logic.isEmpty }) { return true }
    var stack: [Scenario.View] = [scenario.root]
    while let spec = stack.popLast() {
      if !spec.logic.isEmpty { return true }
      stack.append(contentsOf: spec.subviews)
    }
    return false
  }

  // MARK: Views

  private static func install(_ logic: Scenario.AppLogic, on view: View, _ base: LogicCompiler) throws(ScenarioError) {
    switch logic.role {
    case .answer(let key):
      guard let question = LogicQuestion(rawValue: key) else { return }
      let compiler = base.asking(
        "\(key) of '\(Spelling.shortened(view.name))'", binds: question.bindings, selfView: view)
      let answer = try compiler.answer(of: logic, question: question, owner: view.name)
      try installAnswer(answer, question, on: view)
    case .reactions(let callback):
      let compiler = base.asking(
        "'\(Spelling.shortened(callback))' of '\(Spelling.shortened(view.name))'", binds: reactionBindings(callback),
        selfView: view)
      let reactions = try compiler.reactions(of: logic, callback: callback)
      installReactions(reactions, callback: callback, on: view)
    }
  }

  private static func installAnswer(_ answer: LogicAnswer, _ question: LogicQuestion, on view: View)
    throws(ScenarioError)
  {
    switch question {
    case .gestureRecognizerShouldBegin:
      view.gestureRecognizerShouldBeginOverride = { view, recognizer in
        let (result, reason) = answer.evaluate(
          LogicBindings(gesture: recognizer, selfView: view), explains: view.window?.explains == true)
        return AppAnswer(result.bool, because: reason)
      }
    case .pointInside:
      view.pointInsideAnswer = { view, point, standard in
        let (result, reason) = answer.evaluate(
          LogicBindings(selfView: view, point: view.convertToWindow(point)), explains: view.window?.explains == true)
        return AppAnswer(result.bool ?? standard, because: reason)
      }
    case .hitTest:
      view.hitTestAnswer = { view, point, standard in
        let (result, reason) = answer.evaluate(
          LogicBindings(selfView: view, point: view.convertToWindow(point), defaultView: standard),
          explains: view.window?.explains == true)
        if case .view(let chosen) = result { return AppAnswer(chosen, because: reason) }
        return AppAnswer(standard, because: reason)
      }
    case .touchesShouldBegin:
      guard let scroll = view as? ScrollView else { return }
      scroll.touchesShouldBeginOverride = { [unowned(unsafe) scroll] touches, content in
        let (result, reason) = answer.evaluate(
          LogicBindings(touch: touches.min { $0.finger < $1.finger }, view: content, selfView: scroll),
          explains: scroll.window?.explains == true)
        return AppAnswer(result.bool, because: reason)
      }
    case .touchesShouldCancel:
      guard let scroll = view as? ScrollView else { return }
      scroll.touchesShouldCancelOverride = { [unowned(unsafe) scroll] content in
        let (result, reason) = answer.evaluate(
          LogicBindings(view: content, selfView: scroll), explains: scroll.window?.explains == true)
        return AppAnswer(result.bool, because: reason)
      }
    case .beginTracking, .continueTracking, .shouldHighlightRow, .willSelectRow:
      try installControlOrTableAnswer(answer, question, on: view)
    case .shouldHighlightItemAt, .shouldSelectItemAt, .shouldDeselectItemAt:
      installCollectionViewAnswer(answer, question, on: view)
    case .textFieldShouldBeginEditing, .textFieldShouldEndEditing, .textViewShouldBeginEditing,
      .textViewShouldEndEditing:
      installTextEditingAnswer(answer, question, on: view)
    case .shouldBegin, .shouldReceiveTouch, .shouldRecognizeSimultaneouslyWith, .shouldRequireFailureOf,
      .shouldBeRequiredToFailBy:
      return
    }
  }

  private static func installReactions(_ reactions: [LogicReaction], callback: String, on view: View) {
    if let method = TouchMethod(rawValue: callback) {
      view.onTouches(method) { [unowned(unsafe) view] context in
        var site = ReactionSite(window: context.window, receiver: view, callback: callback)
        site.touchContext = context
        let bindings = LogicBindings(touch: context.firstTouch, selfView: view)
        context.window.runReactions(of: view.name, to: callback) {
          for reaction in reactions { reaction.run(bindings, at: site) }
        }
      }
    } else if let call = ScrollDelegateCall(rawValue: callback), let scroll = view as? ScrollView {
      scroll.onDelegateCall { scroll, made in
        guard made == call, let window = scroll.window else { return }
        let site = ReactionSite(window: window, receiver: scroll, callback: callback)
        for reaction in reactions { reaction.run(LogicBindings(selfView: scroll), at: site) }
      }
    } else if LogicCallback.keyboard.contains(callback) || TextEditingCall(rawValue: callback) != nil {
      installTextEditingReactions(reactions, callback: callback, on: view)
    } else {
      installControlOrTableReactions(reactions, callback: callback, on: view)
    }
  }

  /// The names a callback's conditions may read.
  static func reactionBindings(_ callback: String) -> [LogicBinding] {
    if TouchMethod(rawValue: callback) != nil { return [.selfView, .touch] }
    if callback == LogicCallback.gestureAction { return [.gesture] }
    if callback == LogicCallback.didSelectRow || LogicCallback.highlight.contains(callback)
      || LogicCallback.tableEditing.contains(callback)
    {
      return [.selfView, .row]
    }
    if LogicCallback.collectionView.contains(callback) { return [.selfView, .item] }
    return [.selfView]
  }

  // MARK: Recognizers

  /// The compiler of a recognizer's reactions to `callback`: a gestureAction's may read
  /// values at `.began` (`atBegan`, captured into `snapshots`).
  private static func reactionCompiler(
    _ base: LogicCompiler, callback: String, owner: String, snapshots: LogicSnapshots
  ) -> LogicCompiler {
    let what = "'\(Spelling.shortened(callback))' of '\(Spelling.shortened(owner))'"
    guard callback == LogicCallback.gestureAction else { return base.asking(what, binds: reactionBindings(callback)) }
    return base.askingAction(what, snapshots: snapshots)
  }

  private static func install(_ logic: Scenario.AppLogic, on recognizer: GestureRecognizer, _ base: LogicCompiler)
    throws(ScenarioError)
  {
    switch logic.role {
    case .answer(let key):
      guard let question = LogicQuestion(rawValue: key) else { return }
      let compiler = base.asking("\(key) of '\(Spelling.shortened(recognizer.name))'", binds: question.bindings)
      let answer = try compiler.answer(of: logic, question: question, owner: recognizer.name)
      let delegate = recognizer.delegate as? GestureRecognizerAnswers ?? GestureRecognizerAnswers()
      let fallback = question.defaultBool ?? true
      func explains(_ recognizer: GestureRecognizer) -> Bool { recognizer.explains }
      switch question {
      case .shouldBegin:
        delegate.shouldBegin = { recognizer in
          let (result, reason) = answer.evaluate(LogicBindings(gesture: recognizer), explains: explains(recognizer))
          return AppAnswer(result.bool ?? fallback, because: reason)
        }
      case .shouldReceiveTouch:
        delegate.shouldReceive = { recognizer, touch in
          let (result, reason) = answer.evaluate(
            LogicBindings(touch: touch, gesture: recognizer), explains: explains(recognizer))
          return AppAnswer(result.bool ?? fallback, because: reason)
        }
      case .shouldRecognizeSimultaneouslyWith:
        delegate.shouldRecognizeSimultaneouslyWith = { recognizer, other in
          let (result, reason) = answer.evaluate(
            LogicBindings(gesture: recognizer, other: other), explains: explains(recognizer))
          return AppAnswer(result.bool ?? fallback, because: reason)
        }
      case .shouldRequireFailureOf:
        delegate.shouldRequireFailureOf = { recognizer, other in
          answer.evaluate(LogicBindings(gesture: recognizer, other: other), explains: false).0.bool ?? fallback
        }
      case .shouldBeRequiredToFailBy:
        delegate.shouldBeRequiredToFailBy = { recognizer, other in
          answer.evaluate(LogicBindings(gesture: recognizer, other: other), explains: false).0.bool ?? fallback
        }
      default:
        return
      }
      recognizer.delegate = delegate
    case .reactions(let callback):
      let snapshots = LogicSnapshots()
      let compiler = reactionCompiler(base, callback: callback, owner: recognizer.name, snapshots: snapshots)
      let reactions = try compiler.reactions(of: logic, callback: callback)
      let captures = !snapshots.isEmpty
      recognizer.addTarget { recognizer in
        guard let window = recognizer.view?.window else { return }
        let site = ReactionSite(window: window, receiver: recognizer, callback: callback)
        // The state this action reports, which `gesture.state` reads (not the state the
        // recognizer may have reached since in the same event).
        let bindings = LogicBindings(gesture: recognizer, actionState: recognizer.actionState)
        if captures, bindings.actionState == .began { snapshots.capture(bindings) }
        for reaction in reactions { reaction.run(bindings, at: site) }
      }
    }
  }
}

extension LogicResult {
  /// A bool answer; `nil` for `"default"`.
  var bool: Bool? { if case .bool(let flag) = self { return flag } else { return nil } }
}
