import TouchSim

/// A value a condition reads, compiled from its path (`touch.view`, `S.contentOffset.y`,
/// `gesture.velocity`): its type, and how to read it from the bindings of a call.
struct LogicOperand {
  /// The path as written, for `--explain`.
  let path: String
  /// What it reads.
  let type: LogicType
  /// The object it reads, when the path names one by id (its members follow its class).
  /// Unretained, as every object the compiled logic reads (`Unretained`).
  unowned(unsafe) var object: AnyObject?
  /// Reads the value.
  let read: (LogicBindings) -> LogicValue
  /// Whether `read` always gives `object` (the path is an id): its members read the object
  /// without reading it first (issue 15: one closure call less per member read).
  var readsObject = false
}

extension LogicCompiler {
  /// Resolves a path: a name the question binds, or the longest dotted prefix that is an id,
  /// then members one by one.
  func operand(_ path: String, at location: SourceLocation) throws(ScenarioError) -> LogicOperand {
    let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !path.isEmpty, !parts.contains("") else {
      throw ScenarioError(
        "'\(Spelling.shortened(path))' is not a path: write a name and members, like 'S.contentOffset.y'", at: location)
    }
    var current: LogicOperand
    var rest: ArraySlice<String>
    if let binding = LogicBinding(rawValue: parts[0]), LogicBinding.allCases.contains(binding) {
      guard bindings.contains(binding) else {
        let bound = bindings.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        throw ScenarioError(
          "'\(Spelling.shortened(parts[0]))' is not bound in \(what): it binds \(bound.isEmpty ? "nothing" : bound) and ids",
          at: location)
      }
      current = Self.bound(binding)
      if binding == .selfView, let selfObject {
        current = LogicOperand(path: "self", type: .view, object: selfObject, read: current.read)
      }
      rest = parts.dropFirst()
    } else if parts[0] == Self.stateName, objects[Self.stateName] == nil {
      // App state (`state.<name>`): the app's own variable, read when the condition runs.
      let (slot, variable) = try stateVariable(parts, at: location)
      let store = state
      current = LogicOperand(
        path: "state." + variable.name, type: variable.kind.logicType, object: nil,
        read: { _ in store.values[slot].logicValue })
      rest = parts.dropFirst(2)
    } else {
      var found: (AnyObject, Int)?
      for count in stride(from: parts.count, through: 1, by: -1) {
        let id = parts[0..<count].joined(separator: ".")
        if let object = objects[id] {
          found = (object, count)
          break
        }
      }
      guard let (object, count) = found else {
        var message = "'\(Spelling.shortened(parts[0]))' is neither an id of this scenario nor a name bound in \(what)"
        let shorthands = bindings.contains(.touch) ? ["inside", "outside"] : []
        let candidates = bindings.map(\.rawValue) + shorthands + objectOrder
        if let suggestion = Spelling.closest(to: parts[0], in: candidates) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw ScenarioError(message, at: location)
      }
      let id = parts[0..<count].joined(separator: ".")
      if let view = object as? View {
        current = LogicOperand(
          path: id, type: .view, object: view, read: { [unowned(unsafe) view] _ in .view(view) }, readsObject: true)
      } else {
        let recognizer = object as! GestureRecognizer
        current = LogicOperand(
          path: id, type: .recognizer, object: recognizer,
          read: { [unowned(unsafe) recognizer] _ in .recognizer(recognizer) }, readsObject: true)
      }
      rest = parts.dropFirst(count)
    }
    if parts[0] == "touch" {
      // `touch` is read through its members only.
      guard let member = rest.first else {
        throw ScenarioError(
          "'touch' is read through a member: 'touch.view', 'touch.location' or 'touch.tapCount'", at: location)
      }
      current = try touchMember(member, at: location)
      rest = rest.dropFirst()
    }
    for member in rest { current = try self.member(member, of: current, at: location) }
    return current
  }

  private static func bound(_ binding: LogicBinding) -> LogicOperand {
    switch binding {
    case .touch: return LogicOperand(path: "touch", type: .view, object: nil, read: { .view($0.touch?.view) })
    case .gesture:
      return LogicOperand(path: "gesture", type: .recognizer, object: nil, read: { .recognizer($0.gesture) })
    case .other: return LogicOperand(path: "other", type: .recognizer, object: nil, read: { .recognizer($0.other) })
    case .view: return LogicOperand(path: "view", type: .view, object: nil, read: { .view($0.view) })
    case .selfView: return LogicOperand(path: "self", type: .view, object: nil, read: { .view($0.selfView) })
    case .point: return LogicOperand(path: "point", type: .point, object: nil, read: { .point($0.point ?? .zero) })
    case .row: return LogicOperand(path: "row", type: .number, object: nil, read: { .number(Double($0.row ?? -1)) })
    case .item:
      return LogicOperand(path: "item", type: .number, object: nil, read: { .number(Double($0.item ?? -1)) })
    }
  }

  private func touchMember(_ name: String, at location: SourceLocation) throws(ScenarioError) -> LogicOperand {
    let path = "touch." + name
    switch name {
    case "view": return LogicOperand(path: path, type: .view, object: nil, read: { .view($0.touch?.view) })
    case "location":
      return LogicOperand(path: path, type: .point, object: nil, read: { .point($0.touch?.location ?? .zero) })
    case "previousLocation":
      return LogicOperand(path: path, type: .point, object: nil, read: { .point($0.touch?.previousLocation ?? .zero) })
    case "tapCount":
      return LogicOperand(path: path, type: .number, object: nil, read: { .number(Double($0.touch?.tapCount ?? 0)) })
    default:
      throw Self.unknownMember(
        name, of: "touch", among: ["view", "location", "previousLocation", "tapCount"], at: location)
    }
  }

  /// The members of each type (and, for an object named by id, of its class).
  private func member(_ name: String, of base: LogicOperand, at location: SourceLocation) throws(ScenarioError)
    -> LogicOperand
  {
    let path = base.path + "." + name
    let read = base.read
    func make(_ type: LogicType, _ body: @escaping (LogicValue) -> LogicValue) -> LogicOperand {
      LogicOperand(path: path, type: type, object: nil, read: { body(read($0)) })
    }
    switch base.type {
    case .point, .vector:
      let names = ["x", "y"] + (base.type == .vector ? ["width", "height"] : [])
      guard names.contains(name) else { throw Self.unknownMember(name, of: base.path, among: names, at: location) }
      let isX = name == "x" || name == "width"
      return make(.number) { .number(isX ? $0.point?.x ?? 0 : $0.point?.y ?? 0) }
    case .rect:
      func component(_ body: @escaping (Rect) -> Double) -> LogicOperand {
        make(.number) { value in
          if case .rect(let rect) = value { return .number(body(rect)) } else { return .number(0) }
        }
      }
      switch name {
      case "x": return component { $0.origin.x }
      case "y": return component { $0.origin.y }
      case "width": return component { $0.size.width }
      case "height": return component { $0.size.height }
      case "maxX": return component { $0.maxX }
      case "maxY": return component { $0.maxY }
      default:
        throw Self.unknownMember(
          name, of: base.path, among: ["x", "y", "width", "height", "maxX", "maxY"], at: location)
      }
    case .view:
      return try viewMember(name, of: base, path: path, at: location)
    case .recognizer:
      return try recognizerMember(name, of: base, path: path, at: location)
    case .bool, .number, .string:
      throw ScenarioError(
        "'\(Spelling.shortened(base.path))' is \(base.type.noun) and has no member '\(Spelling.shortened(name))'",
        at: location)
    }
  }

  private func viewMember(_ name: String, of base: LogicOperand, path: String, at location: SourceLocation)
    throws(ScenarioError) -> LogicOperand
  {
    func make(_ type: LogicType, _ body: @escaping (View) -> LogicValue) -> LogicOperand {
      Self.member(path, type, reading: base.read, as: \.view, of: base.readsObject ? base.object as? View : nil, body)
    }
    switch name {
    case "frame": return make(.rect, { .rect($0.frame) })
    case "bounds": return make(.rect, { .rect($0.bounds) })
    case "superview": return make(.view, { .view($0.superview) })
    case "class": return make(.string, { .string($0.className) })
    case "id": return make(.string, { .string($0.name) })
    case "isFirstResponder": return make(.bool, { .bool($0.isFirstResponder) })
    default: break
    }
    let known = base.object as? View
    // The members of the class of a view named by id (`ClassDescriptor.readableMembers`).
    let classMembers = known.map(ClassDescriptor.readableMembers(of:)) ?? []
    if let known, let member = classMembers.first(where: { $0.name == name }) {
      return make(member.type, member.reader(known))
    }
    // Declared properties: of the object's class when it is named by id, of UIView otherwise.
    let declarations =
      known.map(PropertyCatalogue.declarations(of:)) ?? PropertyCatalogue.all.filter { $0.className == "UIView" }
    if let declaration = declarations.first(where: { $0.name == name }) {
      return declaredMember(declaration, of: base, path: path)
    }
    let names =
      ["frame", "bounds", "superview", "class", "id", "isFirstResponder"] + declarations.map(\.name)
      + classMembers.map(\.name)
    if known == nil, ClassDescriptor.familyMemberNames.contains(name) {
      throw ScenarioError(
        "'\(Spelling.shortened(base.path))' may be any view: name the view by id to read '\(Spelling.shortened(name))' (a scroll view or control member)",
        at: location)
    }
    throw Self.unknownMember(name, of: base.path, among: names, at: location)
  }

  private func recognizerMember(_ name: String, of base: LogicOperand, path: String, at location: SourceLocation)
    throws(ScenarioError) -> LogicOperand
  {
    func make(_ type: LogicType, _ body: @escaping (GestureRecognizer) -> LogicValue) -> LogicOperand {
      Self.member(
        path, type, reading: base.read, as: \.recognizer,
        of: base.readsObject ? base.object as? GestureRecognizer : nil, body)
    }
    switch name {
    case "view": return make(.view, { .view($0.view) })
    case "state" where base.path == LogicBinding.gesture.rawValue && bindings.contains(.gesture):
      // In a gestureAction reaction, the state the action reports (the bindings carry it),
      // which may differ from the recognizer's state by then; elsewhere its state.
      return LogicOperand(
        path: path, type: .string, object: nil,
        read: { bindings in
          if let state = bindings.actionState { return .string(state.rawValue) }
          return .string(bindings.gesture?.state.rawValue ?? "")
        })
    case "state": return make(.string, { .string($0.state.rawValue) })
    case "class": return make(.string, { .string($0.className) })
    case "id": return make(.string, { .string($0.name) })
    case "numberOfTouches": return make(.number, { .number(Double($0.numberOfTouches)) })
    case "location": return make(.point, { .point($0.location(in: nil)) })
    case "translation":
      return make(.vector, { .vector(($0 as? PanGestureRecognizer)?.translation ?? .zero) })
    case "velocity":
      // UIKit's `velocity(in:)` is in points per second; the model's estimate (MD10) per ms.
      return make(
        .vector,
        { recognizer in
          let estimate = (recognizer as? PanGestureRecognizer)?.velocityEstimate ?? .zero
          return .vector(Point(x: estimate.x * 1000, y: estimate.y * 1000))
        })
    default: break
    }
    let known = base.object as? GestureRecognizer
    let declarations =
      known.map(PropertyCatalogue.declarations(of:))
      ?? PropertyCatalogue.all.filter { $0.className == "UIGestureRecognizer" }
    if let declaration = declarations.first(where: { $0.name == name }) {
      return declaredMember(declaration, of: base, path: path)
    }
    let names =
      ["view", "state", "class", "id", "numberOfTouches", "location", "translation", "velocity"]
      + declarations.map(\.name)
    throw Self.unknownMember(name, of: base.path, among: names, at: location)
  }

  /// A member of the object `read` gives: `body` of that object, or the type's empty value
  /// when there is none (`touch.view` of a touch that hit nothing).
  private static func member<Object: AnyObject>(
    _ path: String, _ type: LogicType, reading read: @escaping (LogicBindings) -> LogicValue,
    as object: @escaping (LogicValue) -> Object?, of named: Object?, _ body: @escaping (Object) -> LogicValue
  ) -> LogicOperand {
    if let named {  // the path's object is fixed (an id): read its member directly
      let object = Unmanaged.passUnretained(named)
      return LogicOperand(path: path, type: type, object: nil, read: { _ in object._withUnsafeGuaranteedRef(body) })
    }
    return LogicOperand(
      path: path, type: type, object: nil,
      read: { bindings in
        guard let found = object(read(bindings)) else { return type.emptyValue }
        return body(found)
      })
  }

  private func declaredMember(_ declaration: PropertyDeclaration, of base: LogicOperand, path: String) -> LogicOperand {
    let read = base.read
    let type: LogicType
    switch declaration.type {
    case .bool: type = .bool
    case .number, .integer: type = .number
    case .choice: type = .string
    }
    return LogicOperand(
      path: path, type: type, object: nil,
      read: { bindings in
        let object: AnyObject?
        switch read(bindings) {
        case .view(let view): object = view
        case .recognizer(let recognizer): object = recognizer
        default: object = nil
        }
        switch object.flatMap(declaration.value(of:)) {
        case .bool(let flag)?: return .bool(flag)
        case .number(let number)?: return .number(number)
        case .string(let text)?: return .string(text)
        case nil: return type.emptyValue
        }
      })
  }

  static func unknownMember(_ name: String, of base: String, among names: [String], at location: SourceLocation)
    -> ScenarioError
  {
    var message = "'\(base)' has no member '\(Spelling.shortened(name))'"
    if let suggestion = Spelling.closest(to: name, in: names) { message += "; did you mean '\(suggestion)'?" }
    return ScenarioError(message, at: location)
  }
}

extension LogicCompiler {
  /// A member reader of an object the compiled logic names, which holds the object and hands
  /// it to `body` without a reference count (`Unretained`; issue 15: no retain and release
  /// per read, as an `unowned(unsafe)` capture costs).
  static func reading<Object: AnyObject>(_ object: Object, _ body: @escaping (Object) -> LogicValue) -> (View)
    -> LogicValue
  {
    let object = Unmanaged.passUnretained(object)
    return { _ in object._withUnsafeGuaranteedRef(body) }
  }
}
