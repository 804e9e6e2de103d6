import TouchSim
import TouchSimScenario

/// Text input and the keyboard in generated scenarios (issue 29 item 2, TF6-TF14): a share
/// of the scenarios get a text field and a text view on the root, a keyboard window, a tap
/// that makes the field first responder, the delegates' questions and the reactions to the
/// editing calls and the keyboard's notifications. Drawn after everything else, so the rest
/// of a seed's scenario does not depend on it.
extension ScenarioGenerator {
  /// Adds the text input to `root` (a field and a text view at random places), the keyboard,
  /// and a tap on the field after the other strokes.
  mutating func addTextInput(
    to root: inout Scenario.View, gestures: [Scenario.Gesture], strokes: inout [Scenario.Stroke]
  ) -> Scenario.KeyboardSpec {
    let fieldFrame = Rect(
      x: Double(random.int(0...200)), y: Double(random.int(0...700)), width: Double(random.int(40...190)), height: 44)
    var field = Scenario.View(id: "text0", className: "UITextField", frame: fieldFrame)
    var textView = Scenario.View(
      id: "text1", className: "UITextView",
      frame: Rect(x: Double(random.int(0...200)), y: Double(random.int(0...600)), width: 180, height: 120))
    if size.logicShare > 0 {  // the delegates' answers and the reactions are app logic
      var logic = LogicGenerator(random: random, root: root, gestures: gestures)
      logic.addTextInputLogic(to: &field, textView: &textView, root: &root)
      random = logic.random
    }
    root.subviews.append(field)
    if random.chance(0.5) { root.subviews.append(textView) }
    let start = (strokes.flatMap(\.path).map(\.t).max() ?? 0) + 400 + Double(random.int(0...400))
    let point = (x: fieldFrame.minX + fieldFrame.size.width / 2, y: fieldFrame.minY + 22)
    let finger = (strokes.map(\.finger).max() ?? 0) + 1
    strokes.append(
      Scenario.Stroke(
        finger: finger,
        path: [
          Scenario.PathPoint(t: start, x: point.x, y: point.y),
          Scenario.PathPoint(t: start + Double(random.int(40...200)), x: point.x, y: point.y),
        ]))
    return random.chance(0.7) ? .device : .height(Double(random.int(100...500)))
  }
}

extension LogicGenerator {
  /// TF6-TF9, TF13: the delegates' questions, reactions to the editing events and
  /// notifications, and the root's reactions to the keyboard.
  mutating func addTextInputLogic(
    to field: inout Scenario.View, textView: inout Scenario.View, root: inout Scenario.View
  ) {
    for question in ["textFieldShouldBeginEditing", "textFieldShouldEndEditing"] where random.chance(0.3) {
      field.logic.append(answer(question, scope: [.selfView], value: .bool))
    }
    let fieldCalls =
      ControlEvent.editing.map(\.rawValue)
      + [TextEditingCall.textFieldDidBeginEditing, .textFieldDidEndEditing].map(
        \.rawValue)
    if random.chance(0.6) { field.logic.append(reactions(random.pick(fieldCalls), scope: [.selfView])) }
    for question in ["textViewShouldBeginEditing", "textViewShouldEndEditing"] where random.chance(0.3) {
      textView.logic.append(answer(question, scope: [.selfView], value: .bool))
    }
    if random.chance(0.5) {
      let call = random.pick([TextEditingCall.textViewDidBeginEditing, .textViewDidEndEditing]).rawValue
      textView.logic.append(reactions(call, scope: [.selfView]))
    }
    if random.chance(0.6) {
      root.logic.append(reactions(random.pick(KeyboardCall.allCases).rawValue, scope: [.selfView]))
    }
  }
}
