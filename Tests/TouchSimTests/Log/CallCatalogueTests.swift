import Testing
import TouchSim

@Suite struct CallCatalogueTests {
  /// Docs/LogFormat.md's "Calls" table, plus the explain-only `nothing`.
  static let logFormatCalls = [
    "hitTest", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "touchesShouldBegin",
    "touchesShouldCancel", "gestureShouldBegin", "gestureShouldReceiveTouch", "gestureShouldRecognizeSimultaneously",
    "gestureState", "gestureAction", "beginTracking", "continueTracking", "endTracking", "cancelTracking",
    "controlEvent", "scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewWillEndDragging",
    "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
    "shouldHighlightRow", "setHighlighted", "willSelectRow", "didSelectRow", "trailingSwipeActionsConfiguration",
    "leadingSwipeActionsConfiguration", "swipeActionsRevealed", "swipeActionsHidden", "swipeActionPerformed",
    "moveRowAt",
    "shouldHighlightItemAt", "didHighlightItemAt", "didUnhighlightItemAt", "shouldSelectItemAt", "didSelectItemAt",
    "shouldDeselectItemAt", "didDeselectItemAt", "set", "note", "nothing",
    "becomeFirstResponder", "resignFirstResponder", "popViewController", "willTransitionTo", "didFinishAnimating",
    "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "textFieldShouldEndEditing", "textFieldDidEndEditing",
    "textViewShouldBeginEditing", "textViewDidBeginEditing", "textViewShouldEndEditing", "textViewDidEndEditing",
    "keyboardWillShow", "keyboardDidShow", "keyboardWillHide", "keyboardDidHide", "keyboardTakesTouch",
  ]

  @Test func theCatalogueNamesEveryCallOfTheLogFormatOnce() {
    #expect(Call.names == Self.logFormatCalls)
  }

  /// One descriptor per call name, in catalogue order, each with the role and family of every
  /// shape of its call; unknown names have none.
  @Test func everyCallHasOneDescriptorAgreeingWithEachOfItsShapes() {
    #expect(Call.descriptors.map(\.name) == Call.names)
    for call in Call.catalogue {
      let descriptor = Call.descriptor(named: call.name)
      #expect(descriptor?.receiverRole == call.receiverRole, "\(call.name)")
      #expect(descriptor?.family == call.family, "\(call.name)")
      #expect(call.family != .other, "\(call.name)")
    }
    #expect(Call.descriptor(named: "somethingNew") == nil)
    #expect(Call.descriptor(named: "scrollViewDidScroll")?.family == .scrollDelegate)
    #expect(Call.descriptor(named: "setHighlighted")?.receiverRole == .tableRow)
    #expect(Call.descriptor(named: "didSelectItemAt")?.family == .table)
  }

  static func fieldNames(_ call: String) -> [String] { Record.fieldKinds(ofCall: call).map(\.name) }

  @Test func aPopRecordCarriesThePoppedControllerAndNoTouches() {
    #expect(Self.fieldNames("popViewController") == ["t", "to", "call", "viewController", "why"])
  }

  @Test func aControlEventCarriesItsEventAValueAndNoTouches() {
    #expect(Self.fieldNames("controlEvent") == ["t", "to", "call", "event", "why", "value"])
    let kinds = Record.fieldKinds(ofCall: "controlEvent").first { $0.name == "value" }?.kinds ?? []
    #expect(kinds.count == 2)  // a number (slider, stepper, segment, page) or a bool (switch)
  }

  @Test func onlyWillEndDraggingCarriesVelocityAndTargetAndOnlyDidEndDraggingWillDecelerate() {
    #expect(Self.fieldNames("scrollViewWillEndDragging") == ["t", "to", "call", "offset", "velocity", "target", "why"])
    #expect(Self.fieldNames("scrollViewDidEndDragging") == ["t", "to", "call", "offset", "willDecelerate", "why"])
    #expect(Self.fieldNames("scrollViewDidScroll") == ["t", "to", "call", "offset", "why"])
  }

  @Test func optionalArgumentsAreCarriedWithEveryKindTheyTake() {
    let hitTest = Record.fieldKinds(ofCall: "hitTest")
    #expect(hitTest.first { $0.name == "result" }?.kinds == [.string, .null])
    #expect(Self.fieldNames("touchesBegan") == ["t", "to", "call", "touches", "at", "why", "via"])
    #expect(Self.fieldNames("gestureShouldBegin") == ["t", "to", "call", "result", "why", "view"])
    #expect(
      Record.fieldKinds(ofCall: "set").first { $0.name == "value" }?.kinds == [
        .bool, .number, .numbers, .null, .string,
      ])
  }

  @Test func theTableQuestionsCarryTheRowAndTheAnswer() {  // TV3, TV4
    #expect(Self.fieldNames("shouldHighlightRow") == ["t", "to", "call", "row", "result", "why"])
    #expect(Record.fieldKinds(ofCall: "shouldHighlightRow").first { $0.name == "result" }?.kinds == [.bool])
    #expect(Self.fieldNames("willSelectRow") == ["t", "to", "call", "row", "result", "why"])
    #expect(Record.fieldKinds(ofCall: "willSelectRow").first { $0.name == "result" }?.kinds == [.number, .null])
  }

  @Test func thePageViewControllerCallsCarryThePagesAndWhetherTheTransitionCompleted() {  // PV9, PV10
    #expect(Self.fieldNames("willTransitionTo") == ["t", "to", "call", "page", "why"])
    #expect(
      Self.fieldNames("didFinishAnimating") == ["t", "to", "call", "page", "previousPage", "completed", "why"])
    #expect(Record.fieldKinds(ofCall: "didFinishAnimating").first { $0.name == "completed" }?.kinds == [.bool])
  }

  @Test func aNameThatIsNotACallCarriesNothing() {
    #expect(Record.fieldKinds(ofCall: "touchUpInside").isEmpty)
  }

  @Test func receiverRolesFollowTheLogFormatReceiverColumn() {
    let roles = Dictionary(Call.catalogue.map { ($0.name, $0.receiverRole) }, uniquingKeysWith: { first, _ in first })
    #expect(roles["hitTest"] == .window)
    #expect(roles["touchesEnded"] == .responder)
    #expect(roles["touchesShouldCancel"] == .scrollView)
    #expect(roles["gestureAction"] == .recognizer)
    #expect(roles["controlEvent"] == .control)
    #expect(roles["setHighlighted"] == .tableRow)
    #expect(roles["didSelectRow"] == .table)
    #expect(roles["shouldHighlightRow"] == .table)
    #expect(roles["willSelectRow"] == .table)
    #expect(roles["set"] == .settable)
    #expect(roles["note"] == .settable)
    #expect(roles["nothing"] == .view)
    #expect(roles["willTransitionTo"] == .pageViewController)
    #expect(roles["didFinishAnimating"] == .pageViewController)
  }

  @Test func aWindowNamesTheRolesOfItsObjects() {
    let window = Window(size: Size(width: 390, height: 844))
    let root = View(name: "R", frame: window.bounds)
    let table = TableView(name: "T", frame: Rect(x: 0, y: 0, width: 390, height: 400))
    table.setRows(2)
    let button = Control(name: "B", frame: Rect(x: 0, y: 500, width: 100, height: 44))
    root.addSubview(table)
    root.addSubview(button)
    window.setRootView(root)
    window.register(root)
    #expect(window.receiverRoles(of: "window") == [.window, .responder, .view, .settable])
    #expect(window.receiverRoles(of: "application") == [.responder])
    #expect(window.receiverRoles(of: "T") == [.responder, .view, .settable, .scrollView, .table])
    #expect(window.receiverRoles(of: "T.row1") == [.responder, .view, .settable, .tableRow])
    #expect(window.receiverRoles(of: "T.row2").isEmpty)
    #expect(window.receiverRoles(of: "T.pan") == [.recognizer, .settable])
    #expect(window.receiverRoles(of: "B").contains(.control))
    #expect(window.receiverRoles(of: "bogus").isEmpty)
  }
}
