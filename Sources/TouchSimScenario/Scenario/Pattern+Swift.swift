import TouchSim

/// Patterns written in Swift: the vocabulary of a scenario's `expect` entries
/// (Docs/ScenarioFormat.md "Expectations"), the same field names and the same checks.
extension Pattern {
  /// A field value of a pattern written in Swift, from a literal: a string, a number, a
  /// Boolean, `nil` (JSON's `null`) or an array of numbers (`touches`, `at`, `offset`, ...).
  ///
  /// ```swift
  /// let values: [Pattern.Value] = ["touchUpInside", 80, true, nil, [40, 120]]
  /// ```
  public enum Value: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral, ExpressibleByArrayLiteral
  {
    /// A string (`"buy"`, `"touchUpInside"`).
    case string(String)
    /// A number (`80`, `0.5`).
    case number(Double)
    /// A Boolean (`true`).
    case bool(Bool)
    /// JSON's `null` (a `hitTest` that found no view).
    case null
    /// An array of numbers (`[1, 2]` fingers, `[40, 120]` a point).
    case numbers([Double])

    /// `"buy"`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `80`.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// `0.5`.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// `true`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `nil`, written `null` in JSON.
    public init(nilLiteral: ()) { self = .null }
    /// `[40, 120]`.
    public init(arrayLiteral elements: Double...) { self = .numbers(elements) }

    /// The value as the JSON a scenario file would hold, placed at `location`.
    func json(at location: SourceLocation) -> JSONValue {
      switch self {
      case .string(let text): return JSONValue(location: location, kind: .string(text))
      case .number(let number): return JSONValue(location: location, kind: .number(number))
      case .bool(let flag): return JSONValue(location: location, kind: .bool(flag))
      case .null: return JSONValue(location: location, kind: .null)
      case .numbers(let numbers):
        return JSONValue(
          location: location, kind: .array(numbers.map { JSONValue(location: location, kind: .number($0)) }))
      }
    }
  }

  /// A pattern from its fields, in the order written (the order messages show them), with the
  /// field names of a scenario's `expect` entries: `t`, `t<`, `t>`, `to`, `call`, `event`, ...
  ///
  /// The pattern is checked as the scenario reader checks an `expect` entry: an unknown field
  /// or a time that is not a number throws the reader's diagnostic, placed at the call
  /// (`#fileID:#line:#column`). The checks that need the tree (names, fingers, rows) run when
  /// the pattern is used on a run that knows its window (TouchSimTesting's `Run`).
  ///
  /// ```swift
  /// let tapped = try Pattern(["to": "buy", "call": "controlEvent", "event": "touchUpInside"])
  /// let early = try Pattern(["call": "touchesBegan", "touches": [1], "t<": 100])
  /// ```
  /// - Throws: `PatternError`, e.g. `Tests/BuyTests.swift:12:19: error: unknown record field
  ///   'evnt' in pattern; did you mean 'event'?`.
  public init(
    _ fields: KeyValuePairs<String, Value>, fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) throws(PatternError) {
    let location = SourceLocation(line: line, column: column)
    var members: [JSONMember] = []
    for (key, value) in fields {
      if members.contains(where: { $0.key == key }) {
        let shown = JSONParser.quoted(key)
        throw PatternError(
          file: fileID,
          error: ScenarioError(
            "duplicate key \(shown)", at: location,
            notes: [ScenarioError.Note(location: location, message: "\(shown) is first defined here")]))
      }
      members.append(JSONMember(key: key, keyLocation: location, value: value.json(at: location)))
    }
    try self.init(JSONValue(location: location, kind: .object(members)), file: fileID)
  }

  /// A pattern from the JSON text of one `expect` entry, exactly as a scenario file writes it.
  ///
  /// Syntax errors and invalid fields throw the reader's diagnostics, placed at the call
  /// (`#fileID:#line:#column`): positions inside the string are not Swift positions.
  ///
  /// ```swift
  /// let began = try Pattern(json: #"{"to": "S", "call": "touchesShouldBegin", "view": "B", "t": 80}"#)
  /// ```
  /// - Throws: `PatternError`.
  public init(json: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(PatternError) {
    let location = SourceLocation(line: line, column: column)
    let value: JSONValue
    do {
      value = try JSONReader.parse(json).relocated(to: location)
    } catch {
      let notes = error.note.map { [ScenarioError.Note(location: location, message: $0.message)] } ?? []
      throw PatternError(file: fileID, error: ScenarioError(error.message, at: location, notes: notes))
    }
    try self.init(value, file: fileID)
  }

  /// The reader's per-entry checks (`init(_:label:)`), with the label `pattern` until a
  /// check gives the pattern its place (`expect.sequence[0]`).
  private init(_ json: JSONValue, file: String) throws(PatternError) {
    do {
      try self.init(json, label: "pattern")
    } catch {
      throw PatternError(file: file, error: error)
    }
    self.file = file
  }

  /// The pattern with another label (its place in a list: `expect.never[1]`), which its
  /// failure messages name.
  ///
  /// ```swift
  /// let never = try Pattern(["call": "scrollViewDidScroll"]).labelled("expect.never[0]")
  /// ```
  public func labelled(_ label: String) -> Pattern {
    var copy = self
    copy.label = label
    return copy
  }
}

/// A pattern written in Swift that the scenario reader would refuse, with the reader's message
/// placed in the Swift file: `description` is the diagnostic
/// `Tests/BuyTests.swift:12:19: error: unknown call 'touchUpInside'; ...`.
///
/// ```swift
/// do { _ = try Pattern(["call": "tuchesBegan"]) } catch { print(error) }
/// ```
public struct PatternError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The Swift file (`#fileID`) of the pattern.
  public var file: String
  /// The reader's error; its location is the line and column of the pattern in `file`.
  public var error: ScenarioError

  /// Creates an error for a pattern in `file`.
  public init(file: String, error: ScenarioError) {
    self.file = file
    self.error = error
  }

  /// The compiler-style diagnostic, `file:line:column: error: message`.
  public var description: String { error.rendered(path: file) }
}

extension JSONValue {
  /// The value with every node placed at `location` (a pattern's Swift call site).
  func relocated(to location: SourceLocation) -> JSONValue {
    switch kind {
    case .array(let items): return JSONValue(location: location, kind: .array(items.map { $0.relocated(to: location) }))
    case .object(let members):
      return JSONValue(
        location: location,
        kind: .object(
          members.map { JSONMember(key: $0.key, keyLocation: location, value: $0.value.relocated(to: location)) }))
    default: return JSONValue(location: location, kind: kind)
    }
  }
}
