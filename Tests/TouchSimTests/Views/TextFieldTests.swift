import Testing
import TouchSim
import TouchSimTestSupport

/// A text field that refuses to become first responder, as an app's override would.
private final class LockedField: TextField {
  override func becomeFirstResponder() -> Bool { false }
}

/// A text field that will not give up first responder (`canResignFirstResponder` false).
private final class StickyField: TextField {
  override var canResignFirstResponder: Bool { false }
}

/// A text field whose `resignFirstResponder()` override refuses without calling super.
private final class StubbornField: TextField {
  override func resignFirstResponder() -> Bool { false }
}

@Suite struct TextFieldTests {
  /// The records about first responder and control events, as "receiver call[ event]".
  private func story(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap { record in
      switch record.call {
      case .becomeFirstResponder, .resignFirstResponder, .cancelTracking:
        return "\(record.receiver) \(record.call.name)"
      case .controlEvent(let event, _) where !ControlEvent.editing.contains(event):  // TF6-TF8: TextEditingTests
        return "\(record.receiver) \(event.rawValue)"
      default: return nil
      }
    }
  }

  @Test func aTapCancelsTheFieldsTrackingThenMakesItFirstResponder() {  // TF3, TF2
    let builder = TreeBuilder()
    let field = builder.add(TextField(name: "f"), frame: Rect(x: 40, y: 100, width: 300, height: 44))
    _ = builder.run([tap(at: Point(x: 100, y: 120))])
    #expect(story(builder) == ["f touchDown", "f cancelTracking", "f touchCancel", "f becomeFirstResponder"])
    #expect(field.isEditing)
    #expect(builder.window.firstResponder === field)
  }

  @Test func aTapOnASecondFieldResignsTheFirstBeforeTheSecondBecomes() {  // TF3
    let builder = TreeBuilder()
    let a = builder.add(TextField(name: "a"), frame: Rect(x: 40, y: 100, width: 300, height: 44))
    let b = builder.add(TextField(name: "b"), frame: Rect(x: 40, y: 200, width: 300, height: 44))
    _ = builder.run([tap(at: Point(x: 100, y: 120)), tap(at: Point(x: 100, y: 220), from: 500)])
    #expect(story(builder).suffix(2) == ["a resignFirstResponder", "b becomeFirstResponder"])
    #expect(!a.isEditing && b.isEditing)
  }

  @Test func aTapInsideTheEditingFieldNeitherTracksNorChangesFirstResponder() {  // TF4
    let builder = TreeBuilder()
    let field = builder.add(TextField(name: "f"), frame: Rect(x: 40, y: 100, width: 300, height: 44))
    _ = builder.run([tap(at: Point(x: 100, y: 120)), tap(at: Point(x: 200, y: 120), from: 500)])
    #expect(story(builder) == ["f touchDown", "f cancelTracking", "f touchCancel", "f becomeFirstResponder"])
    #expect(builder.calls.filter { $0 == "f beginTracking" }.count == 1)
    #expect(!builder.calls.contains("root touchesBegan"))
    #expect(field.isEditing)
  }

  @Test func aDisabledFieldCannotBecomeFirstResponder() {  // TF2, H6
    let builder = TreeBuilder()
    let field = builder.add(TextField(name: "f"), frame: Rect(x: 40, y: 100, width: 300, height: 44))
    field.isEnabled = false
    _ = builder.run([tap(at: Point(x: 100, y: 120))])
    #expect(field.becomeFirstResponder() == false)
    #expect(story(builder).isEmpty)
    #expect(builder.window.firstResponder == nil)
  }

  @Test func appCodeBecomesAndResignsWithUIKitsAnswersAndRecords() {  // TF2
    let builder = TreeBuilder()
    let field = builder.add(TextField(name: "f"), frame: Rect(x: 40, y: 100, width: 300, height: 44))
    let plain = builder.add(View(name: "v"), frame: Rect(x: 0, y: 300, width: 100, height: 100))
    #expect(plain.becomeFirstResponder() == false)
    #expect(field.becomeFirstResponder())
    #expect(field.becomeFirstResponder())  // already first responder: true, no second record
    #expect(field.isFirstResponder && !plain.isFirstResponder)
    #expect(field.resignFirstResponder())
    #expect(plain.resignFirstResponder())  // not first responder: true, nothing logged
    #expect(  // TF6-TF8: each change of first responder brings its editing event and delegate call
      builder.calls == [
        "f becomeFirstResponder", "f controlEvent", "f textFieldDidBeginEditing", "f resignFirstResponder",
        "f controlEvent", "f textFieldDidEndEditing",
      ])
  }

  @Test func anOverrideThatRefusesKeepsTheFieldFromBecomingFirstResponder() {  // TF3
    let builder = TreeBuilder()
    let field = builder.add(LockedField(name: "f"), frame: Rect(x: 40, y: 100, width: 300, height: 44))
    _ = builder.run([tap(at: Point(x: 100, y: 120))])
    #expect(!field.isEditing)
    #expect(!builder.calls.contains("f becomeFirstResponder"))
  }

  @Test func aFirstResponderThatCannotResignKeepsItsPlace() {  // TF3
    let builder = TreeBuilder()
    let sticky = builder.add(StickyField(name: "a"), frame: Rect(x: 40, y: 100, width: 300, height: 44))
    let other = builder.add(TextField(name: "b"), frame: Rect(x: 40, y: 200, width: 300, height: 44))
    _ = builder.run([tap(at: Point(x: 100, y: 120)), tap(at: Point(x: 100, y: 220), from: 500)])
    #expect(sticky.isEditing && !other.isEditing)
    #expect(story(builder).filter { $0.hasSuffix("FirstResponder") } == ["a becomeFirstResponder"])
  }

  @Test func aResignOverrideThatRefusesKeepsTheCurrentFirstResponder() {  // TF3
    let builder = TreeBuilder()
    let stubborn = builder.add(StubbornField(name: "a"), frame: Rect(x: 40, y: 100, width: 300, height: 44))
    let other = builder.add(TextField(name: "b"), frame: Rect(x: 40, y: 200, width: 300, height: 44))
    #expect(stubborn.becomeFirstResponder())
    #expect(!other.becomeFirstResponder())
    #expect(builder.window.firstResponder === stubborn)
    #expect(builder.calls == ["a becomeFirstResponder", "a controlEvent", "a textFieldDidBeginEditing"])  // TF6, TF8
  }

  @Test func theFieldVetoesNoAncestorTapButItsOwnTapWinsTheLift() {  // TF1, TF5, 0.5
    let builder = TreeBuilder()
    let field = builder.add(TextField(name: "f"), frame: Rect(x: 40, y: 100, width: 300, height: 44))
    var dismissed = 0
    let dismiss = TapGestureRecognizer(name: "dismiss") { _ in dismissed += 1 }
    builder.root.addGestureRecognizer(dismiss)
    builder.window.register(dismiss)
    #expect(field.gestureRecognizerShouldBegin(dismiss))
    _ = builder.run([tap(at: Point(x: 100, y: 120)), tap(at: Point(x: 100, y: 600), from: 500)])
    #expect(dismissed == 1)  // only the empty-area tap
    #expect(field.isEditing)
    #expect(field.textTapRecognizer.name == "f.tap")
  }

  @Test func aScrollViewMayCancelAnEditingFieldButNotAnIdleOne() {  // TF4, K4
    let builder = TreeBuilder()
    let scroll = builder.add(ScrollView(name: "s"), frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let field = builder.add(TextField(name: "f"), to: scroll, frame: Rect(x: 40, y: 100, width: 300, height: 44))
    #expect(!scroll.touchesShouldCancel(in: field))
    field.becomeFirstResponder()
    #expect(scroll.touchesShouldCancel(in: field))
  }

  @Test func endEditingResignsOnlyAFirstResponderInsideTheView() {  // TF5
    let builder = TreeBuilder()
    let form = builder.add(View(name: "form"), frame: Rect(x: 0, y: 0, width: 390, height: 400))
    let other = builder.add(View(name: "other"), frame: Rect(x: 0, y: 400, width: 390, height: 400))
    let field = builder.add(TextField(name: "f"), to: form, frame: Rect(x: 40, y: 100, width: 300, height: 44))
    field.becomeFirstResponder()
    #expect(!other.endEditing(true))
    #expect(field.isEditing)
    #expect(form.endEditing(true))
    #expect(!field.isEditing)
    #expect(  // TF6-TF8: each change of first responder brings its editing event and delegate call
      builder.calls == [
        "f becomeFirstResponder", "f controlEvent", "f textFieldDidBeginEditing", "f resignFirstResponder",
        "f controlEvent", "f textFieldDidEndEditing",
      ])
  }

  @Test func theWindowDoesNotKeepARemovedFirstResponderAlive() {  // TF2
    let window = Window(size: Size(width: 390, height: 844))
    weak var gone: TextField?
    do {
      let field = TextField(name: "f", frame: Rect(x: 0, y: 0, width: 100, height: 44))
      window.addSubview(field)
      field.becomeFirstResponder()
      gone = field
      field.removeFromSuperview()
    }
    #expect(gone == nil)
    #expect(window.firstResponder == nil)
  }
}

@Suite struct TextTapClassRulesTests {
  @Test func theTextTapPreventsOnlyTapsThatNeedOneTap() {  // TF5: UITextMultiTapRecognizer canPrevent
    let field = TextField(name: "F")
    let single = TapGestureRecognizer(name: "single")
    let double = TapGestureRecognizer(name: "double")
    double.numberOfTapsRequired = 2
    #expect(field.textTapRecognizer.canPrevent(single))
    #expect(!field.textTapRecognizer.canPrevent(double))
    #expect(field.textTapRecognizer.canPrevent(PanGestureRecognizer(name: "pan")))
    #expect(field.textTapRecognizer.className == "UITextMultiTapRecognizer")
    #expect(!field.textTapRecognizer.delaysTouchesEnded)
    #expect(field.gestureRecognizers.first === field.textTapRecognizer)  // first on its view
  }
}
