import TouchSim
import TouchSimScenario

/// Which records a log shows (`touchsim run --only ... --hide ...`): by receiver, call or
/// finger. A record is shown when it matches some `--only` term (or there is none) and no
/// `--hide` term.
///
/// A term is `NAME` (a receiver, or a call of the log when NAME is one: `touchesBegan`,
/// `scrollViewDidScroll`; a control event such as `touchUpInside` matches its `controlEvent`
/// records), `to:NAME` (a receiver, even when NAME is also a call), `call:NAME`, `#N` or
/// `finger:N` (the records that carry finger N). A receiver ending in `*` matches every
/// receiver that starts with the rest (`S*`: S, S.delay, S.pan). Values may be repeated or
/// comma-separated: `--only S,B --only '#2'`.
public struct LogFilter: Sendable, Equatable {
  /// One thing a record can be matched by.
  public enum Term: Sendable, Equatable {
    /// Records to this receiver.
    case receiver(String)
    /// Records to receivers starting with this text (`S*`).
    case receiverPrefix(String)
    /// Records of this call.
    case call(String)
    /// `controlEvent` records of this event.
    case controlEvent(ControlEvent)
    /// Records that carry this finger.
    case finger(Int)
  }

  /// Shown when matching one of these (all, when empty).
  public var only: [Term] = []
  /// Hidden when matching one of these.
  public var hide: [Term] = []

  /// A filter that shows everything.
  public init() {}

  /// The filter of `--only` and `--hide` values, each a comma-separated list of terms.
  public init(only: [String], hide: [String]) throws(ScenarioToolError) {
    for value in only { self.only += try Self.terms(value) }
    for value in hide { self.hide += try Self.terms(value) }
  }

  /// Whether the filter shows every record.
  public var showsEverything: Bool { only.isEmpty && hide.isEmpty }

  /// The call names of the log (Docs/LogFormat.md).
  public static let callNames: Set<String> = Set(Call.catalogue.map(\.name))

  /// Parses one value: terms separated by commas.
  public static func terms(_ value: String) throws(ScenarioToolError) -> [Term] {
    var terms: [Term] = []
    for piece in value.split(separator: ",", omittingEmptySubsequences: false) {
      let text = String(piece.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      guard !text.isEmpty else { throw ScenarioToolError("an empty term in '\(value)'") }
      terms.append(try term(text))
    }
    return terms
  }

  private static func term(_ text: String) throws(ScenarioToolError) -> Term {
    if text.hasPrefix("#") || text.hasPrefix("finger:") {
      let number = text.hasPrefix("#") ? text.dropFirst() : text.dropFirst("finger:".count)
      guard let finger = Int(number), finger >= 0 else {
        throw ScenarioToolError("'\(text)' needs a finger number: #1 or finger:1")
      }
      return .finger(finger)
    }
    if text.hasPrefix("call:") {
      let name = String(text.dropFirst("call:".count))
      if callNames.contains(name) { return .call(name) }
      if let event = ControlEvent(rawValue: name) { return .controlEvent(event) }
      var message = "unknown call '\(name)'"
      let names = callNames.sorted() + ControlEvent.allCases.map(\.rawValue)
      if let suggestion = Spelling.closest(to: name, in: names) { message += "; did you mean '\(suggestion)'?" }
      throw ScenarioToolError(message)
    }
    if text.hasPrefix("to:") { return receiver(String(text.dropFirst("to:".count))) }
    if callNames.contains(text) { return .call(text) }
    if let event = ControlEvent(rawValue: text) { return .controlEvent(event) }
    return receiver(text)
  }

  private static func receiver(_ name: String) -> Term {
    name.hasSuffix("*") ? .receiverPrefix(String(name.dropLast())) : .receiver(name)
  }

  /// Whether the log shows `record`.
  public func admits(_ record: Record) -> Bool {
    if !only.isEmpty && !only.contains(where: { Self.matches($0, record) }) { return false }
    return !hide.contains { Self.matches($0, record) }
  }

  /// The records the log shows, in order.
  public func apply(_ records: [Record]) -> [Record] {
    showsEverything ? records : records.filter(admits)
  }

  static func matches(_ term: Term, _ record: Record) -> Bool {
    switch term {
    case .receiver(let name): return record.receiver == name
    case .receiverPrefix(let prefix): return record.receiver.hasPrefix(prefix)
    case .call(let name): return record.call.name == name
    case .controlEvent(let event):
      if case .controlEvent(let recorded, _) = record.call { return recorded == event }
      return false
    case .finger(let finger): return fingers(of: record).contains(finger)
    }
  }

  /// The fingers a record carries (its `touches` field), none for calls without touches.
  static func fingers(of record: Record) -> [Int] {
    for field in record.fields where field.name == "touches" {
      if case .numbers(let numbers) = field.value { return numbers.map { Int($0) } }
    }
    return []
  }
}
