import TouchSim

/// Typed reads of JSON values, each failing with a positioned scenario error.
extension JSONValue {
  func bool(_ what: String) throws(ScenarioError) -> Bool {
    guard case .bool(let flag) = kind else { throw mismatch(what, expected: "a bool") }
    return flag
  }

  func number(_ what: String) throws(ScenarioError) -> Double {
    guard case .number(let number) = kind else { throw mismatch(what, expected: "a number") }
    guard number.isFinite else { throw ScenarioError("\(what) must be finite", at: location) }
    return number
  }

  /// A number within bounds (scenario times and lengths stay well inside exact ranges).
  func number(_ what: String, in range: ClosedRange<Double>) throws(ScenarioError) -> Double {
    let value = try number(what)
    guard range.contains(value) else {
      throw ScenarioError(
        "\(what) must be between \(JSONLRenderer.number(range.lowerBound)) and \(JSONLRenderer.number(range.upperBound)), found \(Self.exact(value))",
        at: location)
    }
    return value
  }

  /// A number as a message quotes what the file says: every digit it needs (`1.0001`, not the
  /// log's three decimals, which would read `1` and contradict the range), whole numbers
  /// without a fraction.
  static func exact(_ value: Double) -> String {
    if value == value.rounded() && value.magnitude < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  func integer(_ what: String, in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
    let value = try number(what)
    guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
      throw ScenarioError(
        "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound)", at: location)
    }
    return Int(value)
  }

  func string(_ what: String) throws(ScenarioError) -> String {
    guard case .string(let text) = kind else { throw mismatch(what, expected: "a string") }
    return text
  }

  /// A name that reaches the log (an id, a controller name): a non-empty string without
  /// control characters or line separators (`ControlCharacters`), so that a record is one line.
  func name(_ what: String) throws(ScenarioError) -> String {
    let text = try string(what)
    guard !text.isEmpty else { throw ScenarioError("\(what) must not be empty", at: location) }
    try ScenarioDecoder.checkName(text, what, at: location)
    return text
  }

  func array(_ what: String) throws(ScenarioError) -> [JSONValue] {
    guard case .array(let items) = kind else { throw mismatch(what, expected: "an array") }
    return items
  }

  /// An array of exactly `count` numbers.
  func numbers(_ what: String, count: Int) throws(ScenarioError) -> [Double] {
    let items = try array(what)
    guard items.count == count else {
      throw ScenarioError("\(what) must have \(count) numbers, found \(items.count)", at: location)
    }
    var result: [Double] = []
    for item in items { result.append(try item.number(what)) }
    return result
  }

  func strings(_ what: String) throws(ScenarioError) -> [(String, SourceLocation)] {
    var result: [(String, SourceLocation)] = []
    for item in try array(what) { result.append((try item.string(what), item.location)) }
    return result
  }

  func mismatch(_ what: String, expected: String) -> ScenarioError {
    ScenarioError("\(what) must be \(expected), found \(typeNameWithArticle)", at: location)
  }
}
