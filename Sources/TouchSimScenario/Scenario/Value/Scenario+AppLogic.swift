import TouchSim

extension Scenario {
  /// App logic as a typed tree (Docs/ScenarioFormat.md "App logic"): an answer given with
  /// cases or as a constant, or the reactions to one callback. The reader builds it from the
  /// file and checks its shape (`AppLogic+Read.swift`); the writer prints it back
  /// (`AppLogic+Write.swift`); `LogicCompiler` resolves its paths and ids against the
  /// scenario's objects and compiles it into the model's closures. Positions are kept for
  /// messages and `--explain` and take no part in equality.
  public struct AppLogic: Equatable, Sendable {
    /// What the logic is for.
    public enum Role: Equatable, Sendable {
      /// The answer to a question (`shouldReceiveTouch`, `hitTest`, `willSelectRow`, ...).
      case answer(String)
      /// The reactions to a callback (`scrollViewDidScroll`, `gestureAction`, `touchUpInside`, ...).
      case reactions(String)
    }

    /// The logic itself, of the kind its role takes.
    public enum Body: Equatable, Sendable {
      /// An answer (role `.answer`).
      case answer(Answer)
      /// A callback's reactions, run in order (role `.reactions`).
      case reactions([Reaction])
    }

    /// What the logic is for.
    public var role: Role
    /// The answer or the reactions.
    public var body: Body

    /// Logic for a role.
    public init(_ role: Role, _ body: Body) {
      self.role = role
      self.body = body
    }
  }
}

extension Scenario.AppLogic {
  /// An answer to a question: a constant (`"beginTracking": false`), or cases tried in order
  /// with a fallback (`{"cases": [...], "else": ...}`).
  public enum Answer: Equatable, Sendable {
    /// The same answer at every call.
    case constant(Result)
    /// The first case whose condition holds gives the answer; when none does, `otherwise`.
    case cases([Case], otherwise: Result)
  }

  /// One case of an answer: `{"if": <condition>, "then": <result>}`.
  public struct Case: Equatable, Sendable {
    /// The condition (`if`).
    public var condition: Condition
    /// The answer when it holds (`then`).
    public var then: Result
    /// Where the case is written (its line is the one `--explain` names).
    public var position: SourcePosition

    /// A case.
    public init(if condition: Condition, then: Result, at position: SourcePosition = SourcePosition()) {
      self.condition = condition
      self.then = then
      self.position = position
    }
  }

  /// What an answer gives (`then`, `else`, a constant), of the kind its question takes.
  public struct Result: Equatable, Sendable {
    /// The answer.
    public enum Value: Equatable, Sendable {
      /// `"default"`: UIKit's own answer (the method left to `super`, or not implemented).
      case useDefault
      /// A bool, for the questions that answer one.
      case bool(Bool)
      /// A view, by id or path (`"self"`, `"touch.view"`), for `hitTest`.
      case view(String)
      /// A row number, for `willSelectRow`.
      case row(Int)
      /// `null`: no view (`hitTest`), no row (`willSelectRow`).
      case none
    }

    /// The answer.
    public var value: Value
    /// Where it is written.
    public var position: SourcePosition

    /// A result.
    public init(_ value: Value, at position: SourcePosition = SourcePosition()) {
      self.value = value
      self.position = position
    }
  }

  /// A condition (`if`): constant, combined, or one test of a value a path reads. An object of
  /// several tests is `all` of them, in file order.
  public indirect enum Condition: Equatable, Sendable {
    /// `true` or `false`.
    case constant(Bool)
    /// `{"all": [...]}`: every condition holds, tried in order until one does not.
    case all([Condition])
    /// `{"any": [...]}`: one condition holds, tried in order until one does.
    case any([Condition])
    /// `{"not": ...}`.
    case not(Condition)
    /// `{"<path>": <test>}`.
    case test(Test)
  }

  /// One test: the path read (`touch.view`, `S.contentOffset.y`, the touch methods' `inside`
  /// and `outside`) and the test of its value as written.
  public struct Test: Equatable, Sendable {
    /// The path, as written.
    public var path: String
    /// Where the path (the key) is written.
    public var position: SourcePosition
    /// The test (`{"<": 0}`, `"began"`, `{"class": "UIButton"}`). Its grammar depends on the
    /// type the path reads, known only once the path resolves against the scenario's objects,
    /// so the tree keeps it as written and the compiler reads it against that type.
    public var term: Term

    /// A test of a path.
    public init(_ path: String, _ term: Term, at position: SourcePosition = SourcePosition()) {
      self.path = path
      self.term = term
      self.position = position
    }
  }

  /// A value as written in a test or a `set`: a literal, a list, or keyed members.
  public struct Term: Equatable, Sendable {
    /// The value.
    public indirect enum Kind: Equatable, Sendable {
      /// `null`.
      case null
      /// `true` or `false`.
      case bool(Bool)
      /// A number.
      case number(Double)
      /// A string (a name, an id, a path).
      case string(String)
      /// `[...]`.
      case list([Term])
      /// `{"key": value, ...}`, in file order (`{"<": 0, ">": -100}`).
      case keyed([Member])
    }

    /// One `"key": value` of a keyed term.
    public struct Member: Equatable, Sendable {
      /// The key.
      public var key: String
      /// Where the key is written.
      public var position: SourcePosition
      /// The value.
      public var value: Term

      /// A member.
      public init(_ key: String, _ value: Term, at position: SourcePosition = SourcePosition()) {
        self.key = key
        self.value = value
        self.position = position
      }
    }

    /// The value.
    public var kind: Kind
    /// Where it is written.
    public var position: SourcePosition

    /// A term.
    public init(_ kind: Kind, at position: SourcePosition = SourcePosition()) {
      self.kind = kind
      self.position = position
    }
  }

  /// One reaction: an optional condition and one action.
  public struct Reaction: Equatable, Sendable {
    /// The condition (`if`), when there is one.
    public var condition: Condition?
    /// The action.
    public var action: Action
    /// Where the reaction is written (`--explain` names its line; a reaction loop stops there).
    public var position: SourcePosition

    /// A reaction.
    public init(if condition: Condition? = nil, _ action: Action, at position: SourcePosition = SourcePosition()) {
      self.condition = condition
      self.action = action
      self.position = position
    }
  }

  /// What a reaction does (the actions table of Docs/ScenarioFormat.md "Reactions").
  public enum Action: Equatable, Sendable {
    /// `set`: assignments in order, each logged as a `set` record.
    case set([Assignment])
    /// `note`: a `note` record.
    case note(String)
    /// `forward`: the next responder's touch method (touch methods only).
    case forward(TouchMethod)
    /// `remove`: the view's `removeFromSuperview()`.
    case remove(Reference)
    /// `animate`: `UIView.animate(withDuration:delay:options:animations:)` on a view (AN7).
    case animate(Scenario.Animation)
    /// `requireToFail`: `gesture.require(toFail:)`.
    case requireToFail(gesture: Reference, toFail: Reference)
    /// `removeRequireToFail`: the requirement removed.
    case removeRequireToFail(gesture: Reference, toFail: Reference)
    /// `send`: the control's `sendActions(for:)`; the event is checked with the control.
    case send(control: Reference, event: Reference)
    /// `becomeFirstResponder`, `resignFirstResponder`, `endEditing` of a view (TF3-TF5).
    case firstResponder(ReactionFirstResponderCall, Reference)
    /// A method of a view's class that app logic may call (`ClassDescriptor.AppAction`:
    /// `endRefreshing`), by name.
    case call(String, Reference)
  }

  /// An id (or path) as written, with its place.
  public struct Reference: Equatable, Sendable {
    /// The id.
    public var id: String
    /// Where it is written.
    public var position: SourcePosition

    /// A reference.
    public init(_ id: String, at position: SourcePosition = SourcePosition()) {
      self.id = id
      self.position = position
    }
  }

  /// One assignment of `set`: `"<id>.<property>": value`.
  public struct Assignment: Equatable, Sendable {
    /// The value assigned.
    public enum Value: Equatable, Sendable {
      /// A literal (a bool, number or name; `[x, y, width, height]` for `frame`).
      case literal(Term)
      /// A number read when the reaction runs.
      case computed(Computed)
    }

    /// `id.property`, as written.
    public var target: String
    /// Where the target (the key) is written.
    public var position: SourcePosition
    /// The value.
    public var value: Value

    /// An assignment.
    public init(_ target: String, _ value: Value, at position: SourcePosition = SourcePosition()) {
      self.target = target
      self.value = value
      self.position = position
    }
  }

  /// `{"ref": path, "atBegan": true, "scale": k, "negate": true, "add": n, "min": a, "max": b}`:
  /// a number computed when the reaction runs, in this order: the path's number (its value
  /// at the recognizer's `.began` action with `atBegan`), times `scale`, negated, plus `add`
  /// (a number or another computed number), kept between `min` and `max`.
  public struct Computed: Equatable, Sendable {
    /// What `add` adds: a constant or a number computed the same way.
    public indirect enum Addend: Equatable, Sendable {
      case number(Double)
      case computed(Computed)
    }

    /// The path read (`ref`).
    public var ref: Reference
    /// `atBegan`: read the path's value as it was when the reaction's recognizer sent its
    /// `.began` action (gestureAction reactions only).
    public var atBegan: Bool
    /// Multiplies the value read.
    public var scale: Double?
    /// Negates the value, after `scale`.
    public var negate: Bool
    /// Added to it, after `scale` and `negate`.
    public var addend: Addend?
    /// The least value.
    public var min: Double?
    /// The greatest value.
    public var max: Double?
    /// Where the object is written.
    public var position: SourcePosition

    /// A computed number.
    public init(
      ref: Reference, atBegan: Bool = false, scale: Double? = nil, negate: Bool = false, add: Double? = nil,
      min: Double? = nil, max: Double? = nil, at position: SourcePosition = SourcePosition()
    ) {
      self.ref = ref
      self.atBegan = atBegan
      self.scale = scale
      self.negate = negate
      self.addend = add.map(Addend.number)
      self.min = min
      self.max = max
      self.position = position
    }

    /// A constant `add`, when `add` is one.
    public var add: Double? {
      if case .number(let number)? = addend { return number }
      return nil
    }
  }
}

extension SourcePosition {
  /// The location for a message: the file's, or line 0 for a value built in code.
  var at: SourceLocation { location ?? JSONValue.nowhere }
}
