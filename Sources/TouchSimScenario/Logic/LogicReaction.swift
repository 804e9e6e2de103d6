import TouchSim

/// A compiled reaction (`on`): an optional condition and one action, run in file order inside
/// the callback (Docs/ScenarioFormat.md "App logic").
struct LogicReaction {
  let condition: LogicCondition?
  let action: Action
  let line: Int
  /// Where the reaction is written, for a loop limit met inside it (`Window.reactionLoop`).
  let position: ReactionPosition?

  enum Action {
    /// Assignments, each logged as a `set` record.
    case set([LogicAssignment])
    /// A `note` record.
    case note(String)
    /// The next responder's touch method (touch methods only).
    case forward(TouchMethod)
    /// `removeFromSuperview()` of a view (logged as `set superview = nil`).
    case remove(Unretained<View>)
    /// `UIView.animate` on a view (AN7).
    case animate(Scenario.Animation, Unretained<View>)
    /// `require(toFail:)` added (or, with `add` false, removed) at once: the next failure-requirement check sees it (G10).
    case requireToFail(Unretained<GestureRecognizer>, Unretained<GestureRecognizer>, add: Bool)
    /// `sendActions(for:)` of a control.
    case send(Unretained<Control>, ControlEvent)
    /// `becomeFirstResponder()`, `resignFirstResponder()` or `endEditing(true)` of a view
    /// (TF3-TF5), logged by the model when the first responder changes.
    case firstResponder(FirstResponderCall, Unretained<View>)
    /// A method of a view's class (`ClassDescriptor.AppAction`: `endRefreshing()`), logged
    /// as a note after the call.
    case call(ClassDescriptor.AppAction, Unretained<View>)
  }

  /// The first-responder calls a reaction may make.
  typealias FirstResponderCall = ReactionFirstResponderCall
}

/// The first-responder calls a reaction may make, each a reaction key naming a view
/// (`{"becomeFirstResponder": "field"}`; TF3-TF5). The reader and the generator read this one
/// list.
public enum ReactionFirstResponderCall: String, CaseIterable, Sendable {
  /// `becomeFirstResponder()`.
  case becomeFirstResponder
  /// `resignFirstResponder()`.
  case resignFirstResponder
  /// `endEditing(true)`.
  case endEditing
}

/// An object compiled logic names, held without a reference count. Compiled logic is stored
/// on the window's views and recognizers, so a strong reference would keep them alive in a
/// cycle; a weak one would give each object a side table and send every retain and release
/// of it on the model's hot paths (a drag retains its scroll view at every move) through the
/// slow path. Unretained is safe because logic runs only while its window runs, and the
/// window keeps every view and recognizer of its tree alive until it goes (`Window.register`),
/// a removed view included.
struct Unretained<Object: AnyObject> {
  unowned(unsafe) let object: Object
}

/// Where a reaction runs: the window, the object whose callback it is and, in a touch
/// method, the call (for `forward`).
///
/// It and `LogicBindings` live only while the callback runs, whose caller holds every object
/// they name, so they hold them unretained (`unowned(unsafe)`, issue 15: no reference count
/// traffic per callback).
struct ReactionSite {
  unowned(unsafe) let window: Window
  unowned(unsafe) let receiver: any LogReceiver
  let callback: String
  var touchContext: TouchContext?
}

extension LogicReaction {
  /// Runs the reaction if its condition holds.
  func run(_ bindings: LogicBindings, at site: ReactionSite) {
    let window = site.window
    // A unit of work each (issue 27: a callback's reactions can run at every move); none once
    // the run is stopping at a budget.
    guard window.spendsReaction() else { return }
    var reads: [String]? = window.explains ? [] : nil
    if let condition, !condition.holds(bindings, reads: &reads) { return }
    let deciding = reads ?? []
    // A local function over constants, not a closure value: nothing is allocated per run.
    // MD23: the action's state, when the recognizer has moved on since.
    var reported: (action: String, now: String)?
    if window.explains, let action = bindings.actionState, let now = bindings.gesture?.state, action != now {
      reported = (action.rawValue, now.rawValue)
    }
    func reason() -> Reason {
      var reason = LogicReason(
        owner: site.receiver.name, question: site.callback, decision: .reaction(line: line), reads: deciding,
        answer: "")
      reason.reported = reported
      return .app(reason)
    }
    window.runReaction(at: position) { perform(bindings, at: site, because: reason) }
  }

  /// Takes the action (its condition held).
  private func perform(_ bindings: LogicBindings, at site: ReactionSite, because reason: () -> Reason) {
    let window = site.window
    switch action {
    case .set(let assignments):
      for assignment in assignments { assignment.apply(bindings, in: window, because: reason) }
    case .note(let text):
      window.note(text, from: site.receiver, because: reason())
    case .forward(let method):
      site.touchContext?.forward(method, because: reason())
    case .remove(let view):
      let view = view.object
      window.removeFromSuperview(view, because: reason())
    case .animate(let animation, let view):
      window.animate(
        view.object, AnimationChanges(alpha: animation.alpha, frame: animation.frame, center: animation.center),
        duration: .milliseconds(animation.duration), delay: .milliseconds(animation.delay),
        allowsUserInteraction: animation.allowsUserInteraction, because: reason())
    case .requireToFail(let first, let second, let add):
      let recognizer = first.object
      let other = second.object
      if add { recognizer.require(toFail: other) } else { recognizer.removeRequirement(toFail: other) }
      window.note(
        "\(recognizer.name).\(add ? "require" : "removeRequire")(toFail: \(other.name))", from: recognizer,
        because: reason())
    case .send(let control, let event):
      control.object.sendActions(for: event, because: reason())
    case .firstResponder(let call, let view):
      switch call {
      case .becomeFirstResponder: view.object.becomeFirstResponder()
      case .resignFirstResponder: view.object.resignFirstResponder()
      case .endEditing: view.object.endEditing(true)
      }
    case .call(let method, let view):
      let view = view.object
      method.perform(view)
      window.note("\(view.name).\(method.name)()", from: view, because: reason())
    }
  }
}

extension LogicCompiler {
  /// A callback's list of reactions, their ids resolved.
  func reactions(_ reactions: [Scenario.AppLogic.Reaction], callback: String) throws(ScenarioError)
    -> [LogicReaction]
  {
    var result: [LogicReaction] = []
    for reaction in reactions {
      let condition = try reaction.condition.map { value throws(ScenarioError) in try self.condition(value) }
      let action = try self.action(reaction.action, callback: callback)
      let location = reaction.position.at
      result.append(
        LogicReaction(
          condition: condition, action: action, line: location.line, position: ReactionPosition(location)))
    }
    return result
  }

  private func action(_ action: Scenario.AppLogic.Action, callback: String) throws(ScenarioError)
    -> LogicReaction.Action
  {
    switch action {
    case .set(let assignments):
      guard !assignments.isEmpty else {
        throw ScenarioError("'set' takes an object of \"id.property\": value", at: JSONValue.nowhere)
      }
      var compiled: [LogicAssignment] = []
      for assignment in assignments { compiled.append(try self.assignment(assignment)) }
      return .set(compiled)
    case .note(let text): return .note(text)
    case .forward(let method):
      guard TouchMethod(rawValue: callback) != nil else {
        throw ScenarioError(
          "'forward' passes a touch method on; '\(Spelling.shortened(callback))' is not one", at: JSONValue.nowhere)
      }
      return .forward(method)
    case .remove(let reference):
      // Every view of the tree has a superview but the window (the objects may be exemplars
      // of their classes, `Scenario.validate`, so the test is by name).
      guard let view = objects[reference.id] as? View, reference.id != "window" else {
        throw ScenarioError(
          unknown(
            reference.id, "view with a superview",
            candidates: objectOrder.filter { objects[$0] is View && $0 != "window" }),
          at: reference.position.at)
      }
      return .remove(Unretained(object: view))
    case .animate(let animation):
      guard let view = objects[animation.view] as? View, animation.view != "window" else {
        throw ScenarioError(
          unknown(animation.view, "view", candidates: objectOrder.filter { objects[$0] is View && $0 != "window" }),
          at: animation.viewPosition.at)
      }
      return .animate(animation, Unretained(object: view))
    case .requireToFail(let gesture, let toFail):
      let (recognizer, other) = try requirement(gesture, toFail)
      return .requireToFail(Unretained(object: recognizer), Unretained(object: other), add: true)
    case .removeRequireToFail(let gesture, let toFail):
      let (recognizer, other) = try requirement(gesture, toFail)
      return .requireToFail(Unretained(object: recognizer), Unretained(object: other), add: false)
    case .send(let reference, let eventReference):
      let id = reference.id
      guard let control = objects[id] as? Control else {
        if let view = objects[id] as? View {
          throw ScenarioError(
            "'\(Spelling.shortened(id))' is a \(view.className), not a control: 'send' sends a control's events",
            at: reference.position.at)
        }
        throw ScenarioError(
          unknown(id, "control", candidates: objectOrder.filter { objects[$0] is Control }),
          at: reference.position.at)
      }
      let name = eventReference.id
      guard let event = ControlEvent(rawValue: name) else {
        var message = "'\(Spelling.shortened(name))' is not a control event"
        if let suggestion = Spelling.closest(to: name, in: ControlEvent.allCases.map(\.rawValue)) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw ScenarioError(message, at: eventReference.position.at)
      }
      return .send(Unretained(object: control), event)
    case .firstResponder(let call, let reference):
      return .firstResponder(call, Unretained(object: try view(reference)))
    case .call(let name, let reference):
      let view = try view(reference)
      guard let method = ClassDescriptor.appActions(of: view).first(where: { $0.name == name }) else {
        let owners = ClassDescriptor.all.filter { $0.appActions.contains { $0.name == name } }.map(\.name)
        guard !owners.isEmpty else {
          throw ScenarioError("'\(Spelling.shortened(name))' is not a method app logic may call", at: JSONValue.nowhere)
        }
        throw ScenarioError(
          "'\(Spelling.shortened(reference.id))' is a \(view.className): '\(name)' is a method of "
            + owners.joined(separator: ", "), at: reference.position.at)
      }
      return .call(method, Unretained(object: view))
    }
  }

  /// The view an id names.
  private func view(_ reference: Scenario.AppLogic.Reference) throws(ScenarioError) -> View {
    guard let view = objects[reference.id] as? View else {
      throw ScenarioError(
        unknown(reference.id, "view", candidates: objectOrder.filter { objects[$0] is View }),
        at: reference.position.at)
    }
    return view
  }

  private func requirement(
    _ gesture: Scenario.AppLogic.Reference, _ toFail: Scenario.AppLogic.Reference
  ) throws(ScenarioError) -> (GestureRecognizer, GestureRecognizer) {
    func recognizer(_ reference: Scenario.AppLogic.Reference) throws(ScenarioError) -> GestureRecognizer {
      guard let recognizer = objects[reference.id] as? GestureRecognizer else {
        throw ScenarioError(
          unknown(
            reference.id, "gesture recognizer", candidates: objectOrder.filter { objects[$0] is GestureRecognizer }),
          at: reference.position.at)
      }
      return recognizer
    }
    let first = try recognizer(gesture)
    let second = try recognizer(toFail)
    // By id: one object per id (the objects may be exemplars of their classes).
    guard gesture.id != toFail.id else {
      throw ScenarioError("a recognizer cannot require itself to fail", at: gesture.position.at)
    }
    return (first, second)
  }

  func unknown(_ name: String, _ kind: String, candidates: [String]) -> String {
    var message = "'\(Spelling.shortened(name))' is not a \(kind) of this scenario"
    if let suggestion = Spelling.closest(to: name, in: candidates) { message += "; did you mean '\(suggestion)'?" }
    return message
  }
}

extension ReactionPosition {
  /// The position of a location in a file; nil for a value built in code (line 0).
  init?(_ location: SourceLocation?) {
    guard let location, location.line > 0 else { return nil }
    self.init(line: location.line, column: location.column)
  }

  /// The location, for a diagnostic.
  var location: SourceLocation { SourceLocation(line: line, column: column) }
}
