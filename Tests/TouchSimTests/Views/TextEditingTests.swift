import Testing
import TouchSim
import TouchSimTestSupport

/// TF6-TF9 (the editing cascade and the delegates' calls) and TF12-TF14 (the keyboard).
@Suite struct TextEditingTests {
  /// The first-responder, editing and keyboard records, as "receiver call[ event][ -> result]".
  private func story(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap { record in
      switch record.call {
      case .becomeFirstResponder, .resignFirstResponder, .keyboard, .keyboardTakesTouch:
        return "\(record.receiver) \(record.call.name)"
      case .controlEvent(let event, _) where ControlEvent.editing.contains(event):
        return "\(record.receiver) \(event.rawValue)"
      case .textEditing(let call, let result):
        return "\(record.receiver) \(call.rawValue)" + (result.map { " -> \($0)" } ?? "")
      case .set(let property, _):
        return "\(record.receiver) set \(property)"
      default: return nil
      }
    }
  }

  private func fields(_ builder: TreeBuilder) -> (TextField, TextField) {
    let a = builder.add(TextField(name: "a"), frame: Rect(x: 20, y: 100, width: 350, height: 44))
    let b = builder.add(TextField(name: "b"), frame: Rect(x: 20, y: 200, width: 350, height: 44))
    return (a, b)
  }

  @Test func aSwitchAsksTheNewcomerThenTheEditorThenEndsBeforeItBegins() {  // TF6, TF7, TF8
    let builder = TreeBuilder()
    let (a, b) = fields(builder)
    a.shouldEndEditing = { _ in AppAnswer(true) }
    b.shouldBeginEditing = { _ in AppAnswer(true) }
    #expect(a.becomeFirstResponder())
    #expect(b.becomeFirstResponder())
    #expect(
      story(builder) == [
        "a becomeFirstResponder", "a editingDidBegin", "a textFieldDidBeginEditing",
        "b textFieldShouldBeginEditing -> true", "a textFieldShouldEndEditing -> true", "a resignFirstResponder",
        "a editingDidEnd", "a textFieldDidEndEditing", "b becomeFirstResponder", "b editingDidBegin",
        "b textFieldDidBeginEditing",
      ])
  }

  @Test func aNewcomerThatRefusesIsNotFollowedByTheEditorsQuestion() {  // TF6 step 2
    let builder = TreeBuilder()
    let (a, b) = fields(builder)
    var asked = 0
    a.shouldEndEditing = { _ in
      asked += 1
      return AppAnswer(true)
    }
    b.shouldBeginEditing = { _ in AppAnswer(false) }
    #expect(a.becomeFirstResponder())
    #expect(!b.becomeFirstResponder())
    #expect(asked == 0)
    #expect(a.isEditing && !b.isEditing)
    #expect(story(builder).last == "b textFieldShouldBeginEditing -> false")
  }

  @Test func anEditorThatRefusesToEndKeepsEditingAndTheNewcomerDoesNotBegin() {  // TF6 step 3, TF7
    let builder = TreeBuilder()
    let (a, b) = fields(builder)
    a.shouldEndEditing = { _ in AppAnswer(false) }
    #expect(a.becomeFirstResponder())
    #expect(!b.becomeFirstResponder())
    #expect(!a.resignFirstResponder())
    #expect(a.isEditing && !b.isEditing)
    #expect(
      story(builder).suffix(2) == ["a textFieldShouldEndEditing -> false", "a textFieldShouldEndEditing -> false"])
  }

  @Test func endEditingTrueForcesWithoutAskingAndFalseAsks() {  // TF7
    let builder = TreeBuilder()
    let (a, _) = fields(builder)
    a.shouldEndEditing = { _ in AppAnswer(false) }
    #expect(a.becomeFirstResponder())
    #expect(!builder.root.endEditing(false))
    #expect(a.isEditing)
    #expect(builder.root.endEditing(true))
    #expect(!a.isEditing)
    #expect(
      story(builder).suffix(4) == [
        "a textFieldShouldEndEditing -> false", "a resignFirstResponder", "a editingDidEnd", "a textFieldDidEndEditing",
      ])
  }

  @Test func aFieldThatRefusesIsMadeToResignWhenItLeavesTheWindow() {  // TF7, G20
    let builder = TreeBuilder()
    let (a, _) = fields(builder)
    a.shouldEndEditing = { _ in AppAnswer(false) }
    #expect(a.becomeFirstResponder())
    a.removeFromSuperview()
    #expect(builder.window.firstResponder == nil)
    #expect(story(builder).suffix(3) == ["a resignFirstResponder", "a editingDidEnd", "a textFieldDidEndEditing"])
  }

  @Test func theEditingEventsTargetsRunBeforeTheDelegate() {  // TF8
    let builder = TreeBuilder()
    let (a, _) = fields(builder)
    var order: [String] = []
    a.onEditingCall { _, call in order.append(call.rawValue) }
    a.addAction(for: .editingDidBegin) { _, _ in order.append("editingDidBegin") }
    a.addAction(for: .editingDidEnd) { _, _ in order.append("editingDidEnd") }
    _ = a.becomeFirstResponder()
    _ = a.resignFirstResponder()
    #expect(order == ["editingDidBegin", "textFieldDidBeginEditing", "editingDidEnd", "textFieldDidEndEditing"])
  }

  @Test func aTextViewHearsOfTheKeyboardFirstAndSendsNoControlEvents() {  // TF9, TF13
    let builder = TreeBuilder()
    builder.window.keyboard = Keyboard(height: 336)
    let textView = builder.add(TextView(name: "tv"), frame: Rect(x: 20, y: 100, width: 350, height: 200))
    textView.shouldBeginEditing = { _ in AppAnswer(true) }
    #expect(textView.becomeFirstResponder())
    #expect(textView.resignFirstResponder())
    #expect(
      story(builder) == [
        "tv textViewShouldBeginEditing -> true", "tv becomeFirstResponder", "keyboard keyboardWillShow",
        "tv textViewDidBeginEditing", "tv resignFirstResponder", "tv textViewDidEndEditing",
        "keyboard keyboardWillHide",
      ])
  }

  @Test func aTextViewThatIsNotEditableIsNotAskedAndShowsNoKeyboard() {  // TF9, TF13
    let builder = TreeBuilder()
    builder.window.keyboard = Keyboard(height: 336)
    let textView = builder.add(TextView(name: "tv"), frame: Rect(x: 20, y: 100, width: 350, height: 200))
    textView.isEditable = false
    textView.shouldBeginEditing = { _ in AppAnswer(false) }
    #expect(textView.becomeFirstResponder())  // selectable: it may be first responder
    #expect(story(builder) == ["tv becomeFirstResponder"])
  }

  @Test func theKeyboardShowsOnceForASwitchAndHidesWhenNothingEdits() {  // TF13
    let builder = TreeBuilder()
    builder.window.keyboard = Keyboard(height: 336)
    let (a, b) = fields(builder)
    _ = builder.run([tap(at: Point(x: 100, y: 120)), tap(2, at: Point(x: 100, y: 220), from: 100)])
    let keyboard = builder.window.recorder.records.filter { $0.receiver == "keyboard" }
    #expect(keyboard.map(\.call.name) == ["keyboardWillShow", "keyboardDidShow"])
    #expect(keyboard.map(\.time.milliseconds) == [80, 330])  // TF13: did 250 ms after will
    #expect(!a.isEditing && b.isEditing && builder.window.keyboard?.isShown == true)
    _ = b.resignFirstResponder()
    #expect(builder.window.keyboard?.isShown == false)
    #expect(story(builder).suffix(1) == ["keyboard keyboardWillHide"])
  }

  @Test func anInterruptedAnimationDropsItsDidNotification() {  // TF13 model decision
    let builder = TreeBuilder()
    builder.window.keyboard = Keyboard(height: 336)
    _ = builder.add(TextField(name: "a"), frame: Rect(x: 20, y: 100, width: 350, height: 44))
    let root = builder.root
    root.onTouches(.touchesEnded) { _ in _ = root.endEditing(true) }
    _ = builder.run([tap(at: Point(x: 100, y: 120)), tap(2, at: Point(x: 100, y: 400), from: 100, duration: 50)])
    let names = builder.window.recorder.records.filter { $0.receiver == "keyboard" }.map(\.call.name)
    #expect(names == ["keyboardWillShow", "keyboardWillHide", "keyboardDidHide"])
  }

  @Test func theKeyboardTakesTouchesInsideItsFrameOnlyWhileShown() {  // TF12
    let builder = TreeBuilder()
    builder.window.keyboard = Keyboard(height: 336)
    let field = builder.add(TextField(name: "a"), frame: Rect(x: 20, y: 100, width: 350, height: 44))
    let low = builder.add(View(name: "low"), frame: Rect(x: 0, y: 500, width: 390, height: 344))
    _ = builder.run([
      tap(at: Point(x: 100, y: 700)),  // no keyboard yet: the app's view
      tap(2, at: Point(x: 100, y: 120), from: 200),  // the field edits: the keyboard shows
      tap(3, at: Point(x: 100, y: 508), from: 400),  // the keyboard's top edge: the keyboard's
      tap(4, at: Point(x: 100, y: 507), from: 600),  // just above it: the app's
    ])
    let low3 = builder.window.recorder.records.filter { $0.receiver == "low" }.map { $0.call.name }
    #expect(low3.filter { $0 == "touchesBegan" }.count == 2)
    let taken = builder.window.recorder.records.compactMap { record -> Int? in
      if case .keyboardTakesTouch(let touches, _) = record.call { return touches.first }
      return nil
    }
    #expect(taken == [3])
    #expect(field.isEditing)
    #expect(builder.window.keyboardFrame == Rect(x: 0, y: 508, width: 390, height: 336))
    _ = low
  }

  @Test func aTouchThatBeganOnTheKeyboardStaysItsAfterTheKeyboardHides() {  // TF12 model decision
    let builder = TreeBuilder()
    builder.window.keyboard = Keyboard(height: 336)
    let field = builder.add(TextField(name: "a"), frame: Rect(x: 20, y: 100, width: 350, height: 44))
    _ = builder.add(View(name: "low"), frame: Rect(x: 0, y: 500, width: 390, height: 344))
    _ = field.becomeFirstResponder()
    _ = builder.run([stroke([(0, 100, 700), (100, 100, 450), (200, 100, 400)])])
    _ = field.resignFirstResponder()
    #expect(!builder.calls.contains { $0.hasPrefix("low ") })
    #expect(builder.window.recorder.records.filter { $0.call.name == "keyboardTakesTouch" }.count == 1)
  }

  @Test func theDeviceTableGivesEachClassItsHeight() {  // TF14
    #expect(Keyboard.height(forScreenWidth: 375, height: 667) == 260)
    #expect(Keyboard.height(forScreenWidth: 390, height: 844) == 336)
    #expect(Keyboard.height(forScreenWidth: 393, height: 852) == 336)
    #expect(Keyboard.height(forScreenWidth: 428, height: 926) == 346)
    #expect(Keyboard.height(forScreenWidth: 440, height: 956) == 346)
    #expect(Keyboard.height(forScreenWidth: 667, height: 375) == 209)
    #expect(Keyboard.height(forScreenWidth: 844, height: 390) == 219)
    #expect(
      Keyboard(height: 300).frame(in: Size(width: 390, height: 844)) == Rect(x: 0, y: 544, width: 390, height: 300))
  }

  @Test func withoutAKeyboardNothingIsPostedAndNoTouchIsTaken() {  // TF13 e
    let builder = TreeBuilder()
    let field = builder.add(TextField(name: "a"), frame: Rect(x: 20, y: 100, width: 350, height: 44))
    _ = builder.run([tap(at: Point(x: 100, y: 120)), tap(2, at: Point(x: 100, y: 700), from: 200)])
    #expect(field.isEditing)
    #expect(!builder.calls.contains { $0.hasPrefix("keyboard ") })
    #expect(builder.calls.contains("root touchesBegan"))
  }
}
