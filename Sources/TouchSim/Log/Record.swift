/// One callback the app's objects receive: the unit of the log (Docs/LogFormat.md).
///
/// Records are typed; the text and jsonl renderers are two views of the same stream.
public struct Record: Sendable, Equatable {
  /// When the call is made.
  public var time: SimTime
  /// The receiver's log name: a view id, controller name, gesture id, `window`, `application`.
  public var receiver: String
  /// The call and its arguments.
  public var call: Call
  /// The rule that produced the record and the values that decided, for `--explain`
  /// (`why.text` is its English).
  public var why: Reason?

  /// Creates a record.
  public init(time: SimTime, receiver: String, call: Call, why: Reason? = nil) {
    self.time = time
    self.receiver = receiver
    self.call = call
    self.why = why
  }
}

/// The calls of Docs/LogFormat.md with their arguments.
public enum Call: Sendable, Equatable {
  /// The window hit-tested a new touch (`at` in window coordinates).
  case hitTest(touches: FingerList, at: Point, result: String?)
  /// A responder's touch method; `via` is the responder that passed it on.
  case touches(TouchMethod, touches: FingerList, at: Point, via: String?)
  /// A scroll view was asked `touchesShouldBegin(_:with:in:)`.
  case touchesShouldBegin(touches: FingerList, view: String, result: Bool)
  /// A scroll view was asked `touchesShouldCancel(in:)`.
  case touchesShouldCancel(view: String, result: Bool)
  /// A recognizer's delegate, or a touched view (`view`), was asked whether it should begin.
  case gestureShouldBegin(result: Bool, view: String?)
  /// A recognizer's delegate was asked `gestureRecognizer(_:shouldReceive:)`.
  case gestureShouldReceiveTouch(touches: FingerList, result: Bool)
  /// A recognizer's delegate was asked about simultaneous recognition.
  case gestureShouldRecognizeSimultaneously(other: String, result: Bool)
  /// A recognizer's state value changed.
  case gestureState(from: GestureState, to: GestureState)
  /// A recognizer's target-action fired.
  case gestureAction(state: GestureState)
  /// `UIControl.beginTracking(_:with:)`.
  case beginTracking(touches: FingerList, at: Point, result: Bool)
  /// `UIControl.continueTracking(_:with:)`.
  case continueTracking(touches: FingerList, at: Point, result: Bool)
  /// `UIControl.endTracking(_:with:)`.
  case endTracking(touches: FingerList, at: Point)
  /// `UIControl.cancelTracking(with:)`.
  case cancelTracking
  /// A control sent the actions for an event; `valueChanged` carries the control's new value
  /// (a slider's or stepper's `value`, a switch's `isOn`, a segment or page index).
  case controlEvent(ControlEvent, value: PropertyValue? = nil)
  /// A scroll-view delegate call.
  case scrollDelegate(
    ScrollDelegateCall, offset: Point, velocity: Point?, willDecelerate: Bool?,
    target: Point?)
  /// The table view's delegate was asked `tableView(_:shouldHighlightRowAt:)` (TV3); logged
  /// only when the app answers it (`TableView.shouldHighlightRow`).
  case shouldHighlightRow(row: Int, result: Bool)
  /// A table cell's highlight changed.
  case setHighlighted(row: Int, value: Bool)
  /// The table view's delegate was asked `tableView(_:willSelectRowAt:)` (TV4): the row it
  /// selects instead, or `nil` for none; logged only when the app answers it
  /// (`TableView.willSelectRow`).
  case willSelectRow(row: Int, result: Int?)
  /// The table view's delegate got `tableView(_:didSelectRowAt:)`.
  case didSelectRow(row: Int)
  /// The table view's delegate was asked `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`
  /// or the leading one (SA3): the number of actions it answered (0 for `nil`); logged only
  /// when the app answers it.
  case swipeActionsConfiguration(edge: SwipeActionEdge, row: Int, actions: Int)
  /// A row's swipe actions began to show, one turn after the swipe began (SA7).
  case swipeActionsRevealed(row: Int, edge: SwipeActionEdge)
  /// A row's swipe actions closed (SA5, SA6).
  case swipeActionsHidden(row: Int, edge: SwipeActionEdge)
  /// A row's swipe action was performed (a full swipe, SA5).
  case swipeActionPerformed(row: Int, title: String)
  /// The table view's data source got `tableView(_:moveRowAt:to:)`: a reorder drag released
  /// (or dropped, when cancelled) the row that was at `row` in slot `to` (TV7, TV8).
  case moveRowAt(row: Int, to: Int)
  /// A collection view's delegate call about an item (CV2-CV7); `result` is a question's
  /// answer (`nil` for the `did…` notifications).
  case collectionView(CollectionViewCall, item: Int, result: Bool?)
  /// The navigation controller popped its top controller, `viewController` (NV5-NV7: the
  /// interactive pop gesture ended past its threshold; or app code's `popViewController`).
  case popViewController(viewController: String)
  /// A page view controller's delegate got `pageViewController(_:willTransitionTo:)`: a drag
  /// began revealing `page` (PV9).
  case willTransitionTo(page: Int)
  /// A page view controller's delegate got
  /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`:
  /// the paging scroll rests on `page`, left `previousPage`; `completed` false is a bail-out (PV10).
  case didFinishAnimating(page: Int, previousPage: Int, completed: Bool)
  /// The app changed a property (`Window.set`: a scenario reaction or action, or library code).
  case set(property: String, value: PropertyValue)
  /// A note from the app (`TouchContext.note`: a scenario `note` reaction, or library code).
  case note(text: String)
  /// The responder became first responder (a text field or text view starts editing).
  case becomeFirstResponder
  /// The responder resigned first responder (the previous editor, when another one begins).
  case resignFirstResponder
  /// A text field's or text view's delegate call about editing (TF6-TF9); `result` is a
  /// question's answer (`nil` for the `did…` notifications).
  case textEditing(TextEditingCall, result: Bool?)
  /// The keyboard window posted a notification (TF13); `frame` is the keyboard's frame in
  /// the app window's coordinates (its end frame).
  case keyboard(KeyboardCall, frame: Rect)
  /// The keyboard window took a new touch inside its frame (TF12): the app's views and
  /// recognizers never see it.
  case keyboardTakesTouch(touches: FingerList, at: Point)
  /// Not a callback: with `--explain` only, a view that gets nothing for these touches (the
  /// non-events of X2, D5, DC6, K2, M1, M2); `why` says why.
  case nothing(touches: FingerList)

  /// The call's name as Docs/LogFormat.md spells it.
  public var name: String {
    switch self {
    case .hitTest: return "hitTest"
    case .touches(let method, _, _, _): return method.rawValue
    case .touchesShouldBegin: return "touchesShouldBegin"
    case .touchesShouldCancel: return "touchesShouldCancel"
    case .gestureShouldBegin: return "gestureShouldBegin"
    case .gestureShouldReceiveTouch: return "gestureShouldReceiveTouch"
    case .gestureShouldRecognizeSimultaneously: return "gestureShouldRecognizeSimultaneously"
    case .gestureState: return "gestureState"
    case .gestureAction: return "gestureAction"
    case .beginTracking: return "beginTracking"
    case .continueTracking: return "continueTracking"
    case .endTracking: return "endTracking"
    case .cancelTracking: return "cancelTracking"
    case .controlEvent: return "controlEvent"
    case .scrollDelegate(let call, _, _, _, _): return call.rawValue
    case .shouldHighlightRow: return "shouldHighlightRow"
    case .setHighlighted: return "setHighlighted"
    case .willSelectRow: return "willSelectRow"
    case .didSelectRow: return "didSelectRow"
    case .swipeActionsConfiguration(let edge, _, _): return edge.rawValue + "SwipeActionsConfiguration"
    case .swipeActionsRevealed: return "swipeActionsRevealed"
    case .swipeActionsHidden: return "swipeActionsHidden"
    case .swipeActionPerformed: return "swipeActionPerformed"
    case .moveRowAt: return "moveRowAt"
    case .collectionView(let call, _, _): return call.rawValue
    case .popViewController: return "popViewController"
    case .willTransitionTo: return "willTransitionTo"
    case .didFinishAnimating: return "didFinishAnimating"
    case .set: return "set"
    case .note: return "note"
    case .becomeFirstResponder: return "becomeFirstResponder"
    case .resignFirstResponder: return "resignFirstResponder"
    case .textEditing(let call, _): return call.rawValue
    case .keyboard(let call, _): return call.rawValue
    case .keyboardTakesTouch: return "keyboardTakesTouch"
    case .nothing: return "nothing"
    }
  }
}

/// `UIControl.Event` names used in the log (C1).
public enum ControlEvent: String, Sendable, CaseIterable {
  case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter
  case touchDragExit, touchUpInside, touchUpOutside, touchCancel, primaryActionTriggered
  case valueChanged
  /// A text field's editing events (TF6-TF8): sent by `UITextField` only.
  case editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit

  /// The events a text field sends as it edits (`UIControl.Event.allEditingEvents`).
  public static let editing: [ControlEvent] = [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]

  /// The events of a control's touch tracking and value (every event but the editing ones).
  public static let tracking: [ControlEvent] = allCases.filter { !editing.contains($0) }
}

/// The `UIScrollViewDelegate` calls in the log (DL1).
public enum ScrollDelegateCall: String, Sendable, CaseIterable {
  case scrollViewWillBeginDragging, scrollViewDidScroll, scrollViewWillEndDragging
  case scrollViewDidEndDragging, scrollViewWillBeginDecelerating, scrollViewDidEndDecelerating
}
