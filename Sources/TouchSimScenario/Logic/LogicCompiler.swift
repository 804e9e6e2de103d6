import TouchSim

/// Checks and compiles a scenario's app logic (conditions, answers, reactions) against the
/// built window: every path resolves to an object and a member its class has, every test
/// fits the type it reads, and the first problem throws at its place in the file.
struct LogicCompiler {
  /// The scenario's views (table rows included) and recognizers by id.
  let objects: [String: AnyObject]
  /// The ids in tree order, for did-you-mean hints.
  let objectOrder: [String]
  /// The UIKit classes of the scenario's objects, for `class` tests (kind-of), found at the
  /// first such test.
  let classBox: ClassTableBox
  /// The names the question binds.
  var bindings: [LogicBinding] = []
  /// The question or callback, as messages name it (`shouldReceiveTouch of 'dismissTap'`).
  var what = ""
  /// The view `self` is (the view whose key it is), so that `self` has its class's members.
  var selfObject: View?
  /// The app state the scenario declares (`state.<name>`), shared by all its logic.
  let state: LogicState
  /// The values `atBegan` reads, captured at the recognizer's `.began` action: present only
  /// while a gestureAction's reactions compile.
  var snapshots: LogicSnapshots?

  /// The first word of a path to a variable of the app state, and the receiver of its records.
  static let stateName = "state"

  init(window: Window, classes: ScenarioClasses, state: LogicState = LogicState([])) {
    self.state = state
    var objects: [String: AnyObject] = [:]
    var order: [String] = []
    var stack: [View] = [window]
    var views: [View] = []
    while let view = stack.popLast() {
      views.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    var recognizers: [GestureRecognizer] = []
    for view in views {
      if objects[view.name] == nil {
        objects[view.name] = view
        order.append(view.name)
      }
      for recognizer in view.gestureRecognizers where objects[recognizer.name] == nil {
        objects[recognizer.name] = recognizer
        order.append(recognizer.name)
        recognizers.append(recognizer)
      }
    }
    self.objects = objects
    self.objectOrder = order
    self.classBox = ClassTableBox { ClassTable(views: views, recognizers: recognizers, classes: classes) }
  }

  /// A compiler that checks logic against a scenario's objects without a window
  /// (`Scenario.validate`): each id stands for an object of its class (`ScenarioObjects`),
  /// in the built window's order, so that the same paths resolve with the same messages.
  init(objects table: ScenarioObjects, classes: ScenarioClasses, state: LogicState = LogicState([])) {
    self.state = state
    var objects: [String: AnyObject] = [:]
    var order: [String] = []
    var views: [View] = []
    var recognizers: [GestureRecognizer] = []
    for name in table.treeOrder where objects[name] == nil {
      guard let entry = table[name] else { continue }
      objects[name] = entry.exemplar
      order.append(name)
      if let view = entry.exemplar as? View { views.append(view) }
      if let recognizer = entry.exemplar as? GestureRecognizer { recognizers.append(recognizer) }
    }
    self.objects = objects
    self.objectOrder = order
    self.classBox = ClassTableBox { ClassTable(views: views, recognizers: recognizers, classes: classes) }
  }

  /// The compiler for one question or callback.
  func asking(_ what: String, binds bindings: [LogicBinding], selfView: View? = nil) -> LogicCompiler {
    var copy = self
    copy.what = what
    copy.bindings = bindings
    copy.selfObject = selfView
    copy.snapshots = nil
    return copy
  }

  /// The compiler for a recognizer's gestureAction reactions, where `atBegan` may read values
  /// captured at its `.began` action (into `snapshots`).
  func askingAction(_ what: String, snapshots: LogicSnapshots) -> LogicCompiler {
    var copy = asking(what, binds: [.gesture])
    copy.snapshots = snapshots
    return copy
  }

  /// The objects of a `class` test: those kind-of the named UIKit class.
  func kindOf(_ json: JSONValue, views: Bool) throws(ScenarioError) -> Set<ObjectIdentifier> {
    let name = try json.string("'class'")
    let classes = classBox.table
    let known = views ? classes.viewClassNames : classes.recognizerClassNames
    guard known.contains(name) else {
      var message =
        "'\(Spelling.shortened(name))' is not a \(views ? "view" : "gesture recognizer") class TouchSim knows"
      if let suggestion = Spelling.closest(to: name, in: known) { message += "; did you mean '\(suggestion)'?" }
      throw ScenarioError(message, at: json.location)
    }
    return classes.members(of: name)
  }
}

/// The values the `atBegan` numbers of one recognizer's gestureAction reactions read: each
/// path's value, read when the recognizer sends its `.began` action, before that action's
/// reactions run (so a reaction whose `if` does not hold at `.began` still reads it later).
/// Before the first `.began`, a path reads its current value.
final class LogicSnapshots {
  private var readers: [(LogicBindings) -> LogicValue] = []
  @exclusivity(unchecked) private var values: [Double?] = []

  /// Whether any path is captured.
  var isEmpty: Bool { readers.isEmpty }

  /// Registers a path; the reader given back reads its captured value.
  func add(_ read: @escaping (LogicBindings) -> LogicValue) -> (LogicBindings) -> LogicValue {
    let slot = readers.count
    readers.append(read)
    values.append(nil)
    return { bindings in
      if let value = self.values[slot] { return .number(value) }
      return read(bindings)
    }
  }

  /// Reads every path now (the recognizer's `.began` action).
  func capture(_ bindings: LogicBindings) {
    for slot in readers.indices { values[slot] = readers[slot](bindings).number }
  }
}

/// A `ClassTable` made when first needed: most scenarios have no `class` test.
final class ClassTableBox {
  private var made: ClassTable?
  private let make: () -> ClassTable

  init(_ make: @escaping () -> ClassTable) { self.make = make }

  var table: ClassTable {
    if let made { return made }
    let table = make()
    made = table
    return table
  }
}

/// UIKit class names (and an app's registered ones) and the objects of a scenario that are
/// kind of each (their Swift class or a superclass is that class's model class).
struct ClassTable {
  /// Class names a view `class` test may name.
  let viewClassNames: [String]
  /// Class names a recognizer `class` test may name.
  let recognizerClassNames: [String]
  private let membersByName: [String: Set<ObjectIdentifier>]

  init(views: [View], recognizers: [GestureRecognizer], classes: ScenarioClasses) {
    // Exemplars name the Swift classes: one object of each class a scenario can make.
    var namesByType: [ObjectIdentifier: String] = [:]
    var viewNames: [String] = []
    var recognizerNames: [String] = []
    func learn(_ object: AnyObject, _ name: String, isView: Bool) {
      let type = ObjectIdentifier(Swift.type(of: object))
      if namesByType[type] == nil { namesByType[type] = name }
      if isView {
        if !viewNames.contains(name) { viewNames.append(name) }
      } else if !recognizerNames.contains(name) {
        recognizerNames.append(name)
      }
    }
    for viewClass in ViewClass.all + classes.customViews { learn(viewClass.make(""), viewClass.name, isView: true) }
    learn(GestureRecognizer(name: ""), "UIGestureRecognizer", isView: false)
    for entry in classes.recognizers.entries { learn(entry.make(""), entry.className, isView: false) }
    for view in views { learn(view, view.className, isView: true) }
    for recognizer in recognizers { learn(recognizer, recognizer.className, isView: false) }
    var members: [String: Set<ObjectIdentifier>] = [:]
    let objects: [AnyObject] = views + recognizers
    for object in objects {
      var mirror: Mirror? = Mirror(reflecting: object)
      while let current = mirror {
        if let name = namesByType[ObjectIdentifier(current.subjectType)] {
          members[name, default: []].insert(ObjectIdentifier(object))
        }
        mirror = current.superclassMirror
      }
    }
    viewClassNames = viewNames
    recognizerClassNames = recognizerNames
    membersByName = members
  }

  func members(of name: String) -> Set<ObjectIdentifier> { membersByName[name] ?? [] }
}

extension LogicCompiler {
  /// The answer of logic whose role is an answer (a value built in code may pair a role with
  /// the other kind of body: it is refused).
  func answer(of logic: Scenario.AppLogic, question: LogicQuestion, owner: String) throws(ScenarioError)
    -> LogicAnswer
  {
    guard case .answer(let answer) = logic.body else {
      throw ScenarioError("\(what) takes an answer, not a list of reactions", at: JSONValue.nowhere)
    }
    return try self.answer(answer, question: question, owner: owner)
  }

  /// The reactions of logic whose role is a callback's reactions.
  func reactions(of logic: Scenario.AppLogic, callback: String) throws(ScenarioError) -> [LogicReaction] {
    guard case .reactions(let reactions) = logic.body else {
      throw ScenarioError("\(what) takes a list of reactions, not an answer", at: JSONValue.nowhere)
    }
    return try self.reactions(reactions, callback: callback)
  }
}
