import TouchSim

extension LogicInstaller {
  /// Control tracking overrides (C9, C10) and table-delegate questions (TV3, TV4).
  static func installControlOrTableAnswer(_ answer: LogicAnswer, _ question: LogicQuestion, on view: View)
    throws(ScenarioError)
  {
    let fallback = question.defaultBool ?? true
    switch (question, view) {
    case (.beginTracking, let control as Control), (.continueTracking, let control as Control):
      let ask: (Control, Touch) -> AppAnswer<Bool> = { control, touch in
        let (result, reason) = answer.evaluate(
          LogicBindings(touch: touch, selfView: control), explains: control.window?.explains == true)
        return AppAnswer(result.bool ?? fallback, because: reason)
      }
      if question == .beginTracking { control.beginTrackingAnswer = ask } else { control.continueTrackingAnswer = ask }
    case (.shouldHighlightRow, let table as TableView):
      table.shouldHighlightRow = { table, row in
        let (result, reason) = answer.evaluate(
          LogicBindings(selfView: table, row: row), explains: table.window?.explains == true)
        return AppAnswer(result.bool ?? fallback, because: reason)
      }
    case (.willSelectRow, let table as TableView):
      table.willSelectRow = { table, row in
        let (result, reason) = answer.evaluate(
          LogicBindings(selfView: table, row: row), explains: table.window?.explains == true)
        if case .row(let chosen) = result { return AppAnswer(chosen, because: reason) }
        return AppAnswer(row, because: reason)
      }
    default:
      return
    }
  }

  /// Control-event actions (C7) and `didSelectRow` reactions (TV1).
  static func installControlOrTableReactions(_ reactions: [LogicReaction], callback: String, on view: View) {
    if let event = ControlEvent(rawValue: callback), let control = view as? Control {
      control.addAction(for: event) { control, _ in
        guard let window = control.window else { return }
        let site = ReactionSite(window: window, receiver: control, callback: callback)
        for reaction in reactions { reaction.run(LogicBindings(selfView: control), at: site) }
      }
    } else if LogicCallback.highlight.contains(callback), let table = view as? TableView {
      let value = callback == LogicCallback.didHighlightRow
      table.onHighlightChange { table, row, highlighted in
        guard highlighted == value, let window = table.window else { return }
        let site = ReactionSite(window: window, receiver: table, callback: callback)
        for reaction in reactions { reaction.run(LogicBindings(selfView: table, row: row), at: site) }
      }
    } else if let call = CollectionViewCall(rawValue: callback), let collection = view as? CollectionView {
      installCollectionViewReactions(reactions, call: call, on: collection)
    } else if LogicCallback.tableEditing.contains(callback), let table = view as? TableView {
      installTableEditingReactions(reactions, callback: callback, on: table)
    } else if callback == LogicCallback.didSelectRow, let table = view as? TableView {
      table.onDidSelectRow { table, row in
        guard let window = table.window else { return }
        let site = ReactionSite(window: window, receiver: table, callback: callback)
        for reaction in reactions { reaction.run(LogicBindings(selfView: table, row: row), at: site) }
      }
    }
  }
}

extension LogicInstaller {
  /// A table's editing reactions (TV8, TV11): `moveRowAt` binds `row` to the row the drag
  /// began on; `swipeActionsRevealed` and `swipeActionsHidden` to the row whose actions showed
  /// or closed.
  static func installTableEditingReactions(_ reactions: [LogicReaction], callback: String, on table: TableView) {
    let run: (TableView, Int) -> Void = { table, row in
      guard let window = table.window else { return }
      let site = ReactionSite(window: window, receiver: table, callback: callback)
      for reaction in reactions { reaction.run(LogicBindings(selfView: table, row: row), at: site) }
    }
    switch callback {
    case LogicCallback.moveRowAt: table.onMoveRow { table, from, _ in run(table, from) }
    case LogicCallback.swipeActionsRevealed: table.onSwipeActionsRevealed(run)
    default: table.onSwipeActionsHidden(run)
    }
  }
}
