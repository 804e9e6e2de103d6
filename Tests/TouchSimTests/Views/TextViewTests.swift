import Testing
import TouchSim
import TouchSimTestSupport

@Suite struct TextViewTests {
  private func firstResponderRecords(_ builder: TreeBuilder) -> [String] {
    builder.calls.filter { $0.hasSuffix("FirstResponder") }
  }

  @Test func aTextViewIsAScrollViewWithItsTextTapAddedAfterTheDelayAndThePan() {  // TXV1, TXV2, TXV4
    let textView = TextView(name: "tv")
    #expect(textView.gestureRecognizers.map(\.name) == ["tv.delay", "tv.pan", "tv.tap"])
    #expect(textView.isEditable && textView.isSelectable && textView.isScrollEnabled)
    #expect(textView.className == "UITextView")
  }

  @Test func aTapOnAnEditableTextViewMakesItFirstResponderAfterTheFieldResigns() {  // TXV4, TF3
    let builder = TreeBuilder()
    let field = builder.add(TextField(name: "f"), frame: Rect(x: 40, y: 40, width: 300, height: 44))
    let textView = builder.add(TextView(name: "tv"), frame: Rect(x: 20, y: 120, width: 350, height: 200))
    _ = builder.run([tap(at: Point(x: 100, y: 60)), tap(at: Point(x: 100, y: 200), from: 500)])
    #expect(
      firstResponderRecords(builder) == ["f becomeFirstResponder", "f resignFirstResponder", "tv becomeFirstResponder"])
    #expect(textView.isEditing && !field.isEditing)
  }

  @Test func aTextViewThatIsNotEditableGetsItsTapAndNeverBecomesFirstResponder() {  // TXV4, RC4
    let builder = TreeBuilder()
    let textView = builder.add(TextView(name: "tv"), frame: Rect(x: 20, y: 120, width: 350, height: 200))
    textView.isEditable = false
    _ = builder.run([tap(at: Point(x: 100, y: 200))])
    #expect(firstResponderRecords(builder).isEmpty)
    #expect(builder.calls.contains("tv touchesEnded"))
    #expect(!builder.calls.contains("tv.tap gestureState"))
  }

  @Test func aReadOnlyTextViewWhoseTextTapTheAppTurnedOnStillDoesNotEdit() {  // TXV4
    let builder = TreeBuilder()
    let textView = builder.add(TextView(name: "tv"), frame: Rect(x: 20, y: 120, width: 350, height: 200))
    textView.isEditable = false
    textView.textTapRecognizer.isEnabled = true
    _ = builder.run([tap(at: Point(x: 100, y: 200))])
    #expect(builder.calls.contains("tv.tap gestureState"))
    #expect(firstResponderRecords(builder).isEmpty)
    #expect(!textView.isFirstResponder)
  }

  @Test func turningEditingOffWhileEditingResigns() {  // TXV4
    let builder = TreeBuilder()
    let textView = builder.add(TextView(name: "tv"), frame: Rect(x: 20, y: 120, width: 350, height: 200))
    #expect(textView.becomeFirstResponder())
    textView.isEditable = false
    #expect(!textView.isEditing && builder.window.firstResponder == nil)
    #expect(firstResponderRecords(builder) == ["tv becomeFirstResponder", "tv resignFirstResponder"])
  }

  @Test func aDragScrollsTheEditingTextViewAndKeepsItFirstResponder() {  // TXV1, TXV4, P1
    let builder = TreeBuilder()
    let textView = builder.add(TextView(name: "tv"), frame: Rect(x: 20, y: 120, width: 350, height: 200))
    textView.contentSize = Size(width: 350, height: 600)
    textView.becomeFirstResponder()
    _ = builder.run([stroke([(0, 100, 300), (200, 100, 180)], hz: 60)])
    #expect(textView.contentOffset.y > 0)
    #expect(textView.isEditing)
    #expect(firstResponderRecords(builder) == ["tv becomeFirstResponder"])
  }
}
