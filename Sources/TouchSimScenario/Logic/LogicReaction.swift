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
    func reason() -> Reason {
      .app(
        LogicReason(
          owner: site.receiver.name, question: site.callback, decision: .reaction(line: line), reads: deciding,
          answer: ""))
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
  /// A callback's list of reactions.
  func reactions(_ json: JSONValue, callback: String) throws(ScenarioError) -> [LogicReaction] {
    var result: [LogicReaction] = []
    for item in try json.array("'\(Spelling.shortened(callback))'") {
      var reader = try ObjectReader(item, what: "a reaction to '\(Spelling.shortened(callback))'")
      let condition = try reader.optional("if").map { value throws(ScenarioError) in try self.condition(value) }
      let action: LogicReaction.Action
      if let value = reader.optional("set") {
        action = .set(try assignments(value))
      } else if let value = reader.optional("note") {
        action = .note(try value.string("'note'"))
      } else if let value = reader.optional("forward") {
        let text = try value.string("'forward'")
        guard let method = TouchMethod(rawValue: text) else {
          var message = "'forward' must name a touch method, found \"\(Spelling.shortened(text))\""
          if let suggestion = Spelling.closest(to: text, in: TouchMethod.allCases.map(\.rawValue)) {
            message += "; did you mean '\(suggestion)'?"
          }
          throw ScenarioError(message, at: value.location)
        }
        action = .forward(method)
      } else if let value = reader.optional("remove") {
        let id = try value.string("'remove'")
        // Every view of the tree has a superview but the window (the objects may be exemplars
        // of their classes, `Scenario.validate`, so the test is by name).
        guard let view = objects[id] as? View, id != "window" else {
          throw ScenarioError(
            unknown(
              id, "view with a superview", candidates: objectOrder.filter { objects[$0] is View && $0 != "window" }),
            at: value.location)
        }
        action = .remove(Unretained(object: view))
      } else if let value = reader.optional("requireToFail") {
        let (recognizer, other) = try requirement(value, "'requireToFail'")
        action = .requireToFail(Unretained(object: recognizer), Unretained(object: other), add: true)
      } else if let value = reader.optional("removeRequireToFail") {
        let (recognizer, other) = try requirement(value, "'removeRequireToFail'")
        action = .requireToFail(Unretained(object: recognizer), Unretained(object: other), add: false)
      } else if let value = reader.optional("send") {
        var object = try ObjectReader(value, what: "'send'")
        try object.rejectKeys(notIn: ["control", "event"])
        let controlValue = try object.required("control")
        let id = try controlValue.string("'control'")
        guard let control = objects[id] as? Control else {
          if let view = objects[id] as? View {
            throw ScenarioError(
              "'\(Spelling.shortened(id))' is a \(view.className), not a control: 'send' sends a control's events",
              at: controlValue.location)
          }
          throw ScenarioError(
            unknown(id, "control", candidates: objectOrder.filter { objects[$0] is Control }), at: controlValue.location
          )
        }
        let eventValue = try object.required("event")
        let name = try eventValue.string("'event'")
        guard let event = ControlEvent(rawValue: name) else {
          var message = "'\(Spelling.shortened(name))' is not a control event"
          if let suggestion = Spelling.closest(to: name, in: ControlEvent.allCases.map(\.rawValue)) {
            message += "; did you mean '\(suggestion)'?"
          }
          throw ScenarioError(message, at: eventValue.location)
        }
        action = .send(Unretained(object: control), event)
      } else if let (call, value) = LogicReaction.FirstResponderCall.allCases.lazy.compactMap({ call in
        reader.optional(call.rawValue).map { (call, $0) }
      }).first {
        let id = try value.string("'\(call.rawValue)'")
        guard let view = objects[id] as? View else {
          throw ScenarioError(
            unknown(id, "view", candidates: objectOrder.filter { objects[$0] is View }), at: value.location)
        }
        action = .firstResponder(call, Unretained(object: view))
      } else if let (name, value) = ClassDescriptor.appActionNames.lazy.compactMap({ name in
        reader.optional(name).map { (name, $0) }
      }).first {
        let id = try value.string("'\(name)'")
        guard let view = objects[id] as? View else {
          throw ScenarioError(
            unknown(id, "view", candidates: objectOrder.filter { objects[$0] is View }), at: value.location)
        }
        guard let method = ClassDescriptor.appActions(of: view).first(where: { $0.name == name }) else {
          let owners = ClassDescriptor.all.filter { $0.appActions.contains { $0.name == name } }.map(\.name)
          throw ScenarioError(
            "'\(Spelling.shortened(id))' is a \(view.className): '\(name)' is a method of "
              + owners.joined(separator: ", "), at: value.location)
        }
        action = .call(method, Unretained(object: view))
      } else {
        throw ScenarioError("a reaction needs an action", at: item.location)
      }
      result.append(
        LogicReaction(
          condition: condition, action: action, line: item.location.line,
          position: ReactionPosition(item.location)))
    }
    return result
  }

  private func requirement(_ json: JSONValue, _ what: String) throws(ScenarioError) -> (
    GestureRecognizer, GestureRecognizer
  ) {
    var object = try ObjectReader(json, what: what)
    try object.rejectKeys(notIn: ["gesture", "toFail"])
    func recognizer(_ key: String) throws(ScenarioError) -> (GestureRecognizer, String) {
      let value = try object.required(key)
      let id = try value.string("'\(Spelling.shortened(key))'")
      guard let recognizer = objects[id] as? GestureRecognizer else {
        throw ScenarioError(
          unknown(id, "gesture recognizer", candidates: objectOrder.filter { objects[$0] is GestureRecognizer }),
          at: value.location)
      }
      return (recognizer, id)
    }
    let (first, firstID) = try recognizer("gesture")
    let (second, secondID) = try recognizer("toFail")
    // By id: one object per id (the objects may be exemplars of their classes).
    guard firstID != secondID else {
      throw ScenarioError("a recognizer cannot require itself to fail", at: json.location)
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
