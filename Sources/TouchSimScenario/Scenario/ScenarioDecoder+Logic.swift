import TouchSim

/// App logic in the file (Docs/ScenarioFormat.md "App logic"): answers given with cases and
/// reactions to callbacks. The decoder reads them into the typed tree (`Scenario.AppLogic`,
/// its shape checked); paths, ids and types are checked against the scenario's objects
/// (`LogicCompiler`, run by `Scenario.validate`).
extension ScenarioDecoder {
  /// The callbacks a view of a UIKit class may react to (`on`), in the order the format lists
  /// them: its descriptor's and its bases' (a registered class has its base's).
  static func callbacks(ofViewClass className: String) -> [String] {
    ClassDescriptor.named(className)?.allCallbacks ?? TouchMethod.allCases.map(\.rawValue)
  }

  /// Every callback some view class may react to, in the format's order (each class's
  /// callbacks are these in the same order, some left out).
  static let allViewCallbacks =
    TouchMethod.allCases.map(\.rawValue) + LogicCallback.keyboard + ScrollDelegateCall.allCases.map(\.rawValue)
    + ControlEvent.allCases.map(\.rawValue) + LogicCallback.textField + LogicCallback.highlight
    + [LogicCallback.didSelectRow] + LogicCallback.tableEditing + LogicCallback.collectionView + LogicCallback.textView

  /// The callbacks a gesture recognizer may react to (`on`).
  static let gestureCallbacks = [LogicCallback.gestureAction]

  /// Whether an answer is given with cases (`{"cases": [...], "else": ...}`) rather than in
  /// the key's constant form.
  static func isCasesAnswer(_ json: JSONValue) -> Bool {
    guard case .object(let members) = json.kind else { return false }
    return members.contains { $0.key == "else" || $0.key == "cases" }
  }

  /// The answer to a question given as a constant or with cases, read into the tree.
  static func answerLogic(_ question: LogicQuestion, _ value: JSONValue, owner: String) throws(ScenarioError)
    -> Scenario.AppLogic
  {
    Scenario.AppLogic(
      .answer(question.rawValue),
      .answer(try Scenario.AppLogic.answer(reading: value, question: question, owner: owner)))
  }

  /// Whether a touch method's reaction has the form the format had before app logic: one of
  /// `set` (of declared properties to literals), `forward` or `note`, and for a note an `if` of
  /// `inside` or `outside` only.
  static func isPlainReaction(_ json: JSONValue) -> Bool {
    guard case .object(let members) = json.kind else { return true }  // the old reader reports it
    for member in members {
      switch member.key {
      case "set":
        // Computed values and geometry (`frame`, `contentOffset`) are app logic.
        guard case .object(let assignments) = member.value.kind else { continue }
        for assignment in assignments {
          if case .object = assignment.value.kind { return false }
          if case .array = assignment.value.kind { return false }
          let parts = assignment.key.split(separator: ".").suffix(2)
          if parts.contains("frame") || parts.contains("contentOffset") { return false }
          // A variable of the app state (`state.<name>`) is app logic's.
          if assignment.key.hasPrefix(LogicCompiler.stateName + ".") { return false }
        }
      case "forward", "note": continue
      case "if":
        guard members.contains(where: { $0.key == "note" }), case .object(let tests) = member.value.kind,
          tests.count == 1, tests[0].key == "inside" || tests[0].key == "outside"
        else { return false }
      default: return false
      }
    }
    return true
  }

  /// `on` of a view or recognizer: each callback's list of reactions. A touch method whose
  /// reactions all have the plain form is read by `plain`; everything else is kept as logic.
  mutating func decodeCallbacks(
    _ value: JSONValue, allowed: [String], into logic: inout [Scenario.AppLogic],
    plain: (inout ScenarioDecoder, TouchMethod, JSONValue) throws(ScenarioError) -> Void
  ) throws(ScenarioError) {
    var reader = try ObjectReader(value, what: "'on'")
    try reader.rejectKeys(notIn: allowed)
    for callback in allowed {
      guard let list = reader.optional(callback) else { continue }
      let items = try list.array("'\(Spelling.shortened(callback))'")
      try countReactions(items)
      if let method = TouchMethod(rawValue: callback), items.allSatisfy(Self.isPlainReaction) {
        try plain(&self, method, list)
        continue
      }
      var reactions: [Scenario.AppLogic.Reaction] = []
      for item in items {
        let reaction = try Scenario.AppLogic.reaction(reading: item, callback: callback)
        if case .set(let assignments) = reaction.action { try countAssignments(assignments.map(\.position.at)) }
        reactions.append(reaction)
      }
      logic.append(Scenario.AppLogic(.reactions(callback), .reactions(reactions)))
    }
  }
}

/// The callbacks of app logic that are not UIKit enum cases of the model.
enum LogicCallback {
  /// A recognizer's target-action (G2).
  static let gestureAction = "gestureAction"
  /// `tableView(_:didSelectRowAt:)` (TV1).
  static let didSelectRow = "didSelectRow"
  /// `tableView(_:didHighlightRowAt:)` (TV1).
  static let didHighlightRow = "didHighlightRow"
  /// `tableView(_:didUnhighlightRowAt:)` (TV1).
  static let didUnhighlightRow = "didUnhighlightRow"
  /// The highlight callbacks, as `on` lists them.
  static let highlight = [didHighlightRow, didUnhighlightRow]
  /// The data source's `tableView(_:moveRowAt:to:)` (TV8).
  static let moveRowAt = "moveRowAt"
  /// A row's swipe actions showed (`tableView(_:willBeginEditingRowAt:)`, TV11).
  static let swipeActionsRevealed = "swipeActionsRevealed"
  /// A row's swipe actions closed (`tableView(_:didEndEditingRowAt:)`, TV11).
  static let swipeActionsHidden = "swipeActionsHidden"
  /// The editing callbacks of a table (TV8, TV11), as `on` lists them.
  static let tableEditing = [moveRowAt, swipeActionsRevealed, swipeActionsHidden]
  /// A collection view delegate's notifications (CV2-CV5, CV7), as `on` lists them.
  static let collectionView = CollectionViewCall.allCases.filter { !$0.isQuestion }.map(\.rawValue)
  /// The keyboard's notifications (TF13), which any view may observe.
  static let keyboard = KeyboardCall.allCases.map(\.rawValue)
  /// A text field delegate's editing notifications (TF6-TF8); its editing events are control
  /// events, which any control may react to (UIKit lets any control add targets for them).
  static let textField = [TextEditingCall.textFieldDidBeginEditing, .textFieldDidEndEditing].map(\.rawValue)
  /// A text view delegate's editing notifications (TF9).
  static let textView = [TextEditingCall.textViewDidBeginEditing, .textViewDidEndEditing].map(\.rawValue)
}

/// The actions a reaction may take.
enum LogicAction {
  /// In the order the format lists them.
  static let names =
    ["set", "note", "forward", "remove", "animate", "requireToFail", "removeRequireToFail", "send"]
    + ReactionFirstResponderCall.allCases.map(\.rawValue) + ClassDescriptor.appActionNames

  /// The error for a reaction without exactly one action, old form or new.
  static let oneActionMessage: String = {
    let quoted = names.map { "'\($0)'" }
    return "a reaction needs exactly one action: \(quoted.dropLast().joined(separator: ", ")) or \(quoted.last!)"
  }()
}
