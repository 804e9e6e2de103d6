/// The calls of Docs/LogFormat.md as one list: every call name, in every shape its record can take
/// (each optional argument both absent and present), so that what a record of a call can carry
/// is derived from the record rendering itself (`Record.fields`), never from a hand list.
extension Call {
  /// One call of every shape the log can hold. Values are placeholders; only the names and
  /// the kinds of the fields they render matter. `scrollViewWillEndDragging` carries
  /// `velocity` and `target`, `scrollViewDidEndDragging` carries `willDecelerate` (DL1).
  public static let catalogue: [Call] = {
    let point = Point(x: 0, y: 0)
    var calls: [Call] = [
      .hitTest(touches: [1], at: point, result: "view"), .hitTest(touches: [1], at: point, result: nil),
    ]
    for method in TouchMethod.allCases {
      calls += [
        .touches(method, touches: [1], at: point, via: nil), .touches(method, touches: [1], at: point, via: "view"),
      ]
    }
    calls += [
      .touchesShouldBegin(touches: [1], view: "view", result: true), .touchesShouldCancel(view: "view", result: true),
      .gestureShouldBegin(result: true, view: nil), .gestureShouldBegin(result: true, view: "view"),
      .gestureShouldReceiveTouch(touches: [1], result: true),
      .gestureShouldRecognizeSimultaneously(other: "gesture", result: true),
      .gestureState(from: .possible, to: .began), .gestureAction(state: .began),
      .beginTracking(touches: [1], at: point, result: true), .continueTracking(touches: [1], at: point, result: true),
      .endTracking(touches: [1], at: point), .cancelTracking, .controlEvent(.touchDown),
      .controlEvent(.valueChanged, value: .number(1)), .controlEvent(.valueChanged, value: .bool(true)),
    ]
    for call in ScrollDelegateCall.allCases {
      switch call {
      case .scrollViewWillEndDragging:
        calls.append(.scrollDelegate(call, offset: point, velocity: point, willDecelerate: nil, target: point))
      case .scrollViewDidEndDragging:
        calls.append(.scrollDelegate(call, offset: point, velocity: nil, willDecelerate: true, target: nil))
      default:
        calls.append(.scrollDelegate(call, offset: point, velocity: nil, willDecelerate: nil, target: nil))
      }
    }
    calls += [
      .shouldHighlightRow(row: 0, result: true), .setHighlighted(row: 0, value: true),
      .willSelectRow(row: 0, result: 0), .willSelectRow(row: 0, result: nil), .didSelectRow(row: 0),
      .swipeActionsConfiguration(edge: .trailing, row: 0, actions: 1),
      .swipeActionsConfiguration(edge: .leading, row: 0, actions: 1),
      .swipeActionsRevealed(row: 0, edge: .trailing), .swipeActionsHidden(row: 0, edge: .trailing),
      .swipeActionPerformed(row: 0, title: "title"), .moveRowAt(row: 0, to: 1),
    ]
    for call in CollectionViewCall.allCases {
      calls.append(.collectionView(call, item: 0, result: call.isQuestion ? true : nil))
    }
    calls += [
      .set(property: "property", value: .bool(true)), .set(property: "property", value: .number(1)),
      .set(property: "property", value: .point(Point(x: 0, y: 1))),
      .set(property: "property", value: .rect(Rect(x: 0, y: 1, width: 2, height: 3))),
      .set(property: "property", value: .object(nil)), .set(property: "property", value: .object("name")),
      .note(text: "text"), .nothing(touches: [1]), .becomeFirstResponder, .resignFirstResponder,
      .popViewController(viewController: "controller"),
      .willTransitionTo(page: 0), .didFinishAnimating(page: 0, previousPage: 0, completed: true),
    ]
    for call in TextEditingCall.allCases {
      calls.append(.textEditing(call, result: call.isQuestion ? true : nil))
    }
    for call in KeyboardCall.allCases {
      calls.append(.keyboard(call, frame: Rect(x: 0, y: 1, width: 2, height: 3)))
    }
    calls.append(.keyboardTakesTouch(touches: [1], at: point))
    return calls
  }()

  /// Every call name of the log, in catalogue order, each once.
  public static let names: [String] = {
    var names: [String] = []
    for call in catalogue where !names.contains(call.name) { names.append(call.name) }
    return names
  }()

  /// The receivers a call goes to (Docs/LogFormat.md "Calls", the receiver column). A new case
  /// of `Call` must get a role here and its shapes in `catalogue` above.
  public var receiverRole: ReceiverRole {
    switch self {
    case .hitTest: return .window
    case .touches: return .responder
    case .touchesShouldBegin, .touchesShouldCancel, .scrollDelegate: return .scrollView
    case .gestureShouldBegin, .gestureShouldReceiveTouch, .gestureShouldRecognizeSimultaneously, .gestureState,
      .gestureAction:
      return .recognizer
    case .beginTracking, .continueTracking, .endTracking, .cancelTracking, .controlEvent: return .control
    case .setHighlighted: return .tableRow
    case .shouldHighlightRow, .willSelectRow, .didSelectRow, .swipeActionsConfiguration, .swipeActionsRevealed,
      .swipeActionsHidden, .swipeActionPerformed, .moveRowAt:
      return .table
    case .collectionView: return .collectionView
    case .set, .note: return .settable
    case .nothing, .becomeFirstResponder, .resignFirstResponder: return .view
    case .textEditing: return .textInput
    case .keyboard, .keyboardTakesTouch: return .keyboard
    case .popViewController: return .navigationController
    case .willTransitionTo, .didFinishAnimating: return .pageViewController
    }
  }
}

/// Which objects receive a call (Docs/LogFormat.md "Calls").
public enum ReceiverRole: String, Sendable, CaseIterable {
  /// The window only (`hitTest`).
  case window
  /// Any responder: a view, a controller, the window or the application (touch methods).
  case responder
  /// A scroll view or table view (its hooks and delegate calls).
  case scrollView
  /// A gesture recognizer, including a scroll view's `.pan` and `.delay`.
  case recognizer
  /// A control (`UIControl` and its subclasses).
  case control
  /// A table cell: `<tableId>.row<N>`, or a `TableViewCell` of the table by its id (TC1).
  case tableRow
  /// A table view.
  case table
  /// A collection view (its delegate's item calls, CV2-CV7).
  case collectionView
  /// A view or recognizer app code acts on: its property set (`set`), its reaction's `note`.
  case settable
  /// A view (an explain-only `nothing` line; first-responder changes).
  case view
  /// A navigation controller's view, `<navId>` (`popViewController`, NV5).
  case navigationController
  /// A page view controller (`UIPageViewController`, its view's id): its delegate's calls.
  case pageViewController
  /// A text field or text view: its delegate's editing calls (TF6-TF9).
  case textInput
  /// The keyboard window, `keyboard` (TF12, TF13), in a scenario that has one.
  case keyboard
}

extension Window {
  /// The roles the object named `name` plays as a receiver: `application` is a responder; a
  /// view is a responder, a view and settable, plus the roles of its class (control, scroll
  /// view, table, a table's row cell), the window also `window`; a recognizer is a recognizer
  /// and settable. Empty for any other name (view controllers are not indexed by name).
  public func receiverRoles(of name: String) -> Set<ReceiverRole> {
    if name == "application" { return [.responder] }
    if name == "keyboard", keyboard != nil, view(named: name) == nil { return [.keyboard] }
    if let view = view(named: name) {
      var roles: Set<ReceiverRole> = [.responder, .view, .settable]
      if view === self { roles.insert(.window) }
      if view is Control { roles.insert(.control) }
      if view is ScrollView { roles.insert(.scrollView) }
      if view is TableView { roles.insert(.table) }
      if view is PageViewController { roles.insert(.pageViewController) }
      if view.viewController is NavigationController { roles.insert(.navigationController) }
      if view is CollectionView { roles.insert(.collectionView) }
      if view is TextField || view is TextView { roles.insert(.textInput) }
      if let cell = view as? TableViewCell, let table = cell.superview as? TableView,
        table.cells.indices.contains(cell.row), table.cells[cell.row] === cell
      {
        roles.insert(.tableRow)  // TC1: a cell of a table, `rows`' placeholders included
      }
      return roles
    }
    return gestureRecognizer(named: name) != nil ? [.recognizer, .settable] : []
  }
}

extension Record {
  /// The field names and value kinds that records of the call named `name` can carry, in
  /// jsonl order (`t`, `to`, `call`, then the call's own fields, then `why`), derived from
  /// `fields` over `Call.catalogue` (`CallDescriptor.fields`); empty for a name that is not a call.
  public static func fieldKinds(ofCall name: String) -> [(name: String, kinds: [LogValue.Kind])] {
    Call.descriptor(named: name)?.fields ?? []
  }
}

extension LogValue {
  /// The JSON shape of a log value.
  public enum Kind: String, Sendable {
    /// A number.
    case number
    /// A string.
    case string
    /// A boolean.
    case bool
    /// `null`.
    case null
    /// An array of numbers.
    case numbers = "array of numbers"
  }

  /// This value's shape.
  public var kind: Kind {
    switch self {
    case .number: return .number
    case .string: return .string
    case .bool: return .bool
    case .null: return .null
    case .numbers: return .numbers
    }
  }
}
