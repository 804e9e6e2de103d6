import TouchSim

/// What an answer's `then` or `else` gives.
enum LogicResult: Equatable {
  case bool(Bool)
  /// `"default"`: UIKit's own answer (`super`, or the method left unimplemented).
  case useDefault
  case view(View?)
  case row(Int?)

  static func == (lhs: LogicResult, rhs: LogicResult) -> Bool {
    switch (lhs, rhs) {
    case (.bool(let a), .bool(let b)): return a == b
    case (.useDefault, .useDefault): return true
    case (.view(let a), .view(let b)): return a === b
    case (.row(let a), .row(let b)): return a == b
    default: return false
    }
  }

  var text: String {
    switch self {
    case .bool(let flag): return flag ? "true" : "false"
    case .useDefault: return "default"
    case .view(let view): return view?.name ?? "nil"
    case .row(let row): return row.map(String.init) ?? "nil"
    }
  }
}

/// A compiled answer: cases tried in order, the first whose `if` holds gives the answer, else
/// `else` does (Docs/ScenarioFormat.md "App logic").
struct LogicAnswer {
  struct Case {
    let condition: LogicCondition
    let result: (LogicBindings) -> LogicResult
    let line: Int
  }

  let question: LogicQuestion
  /// The object whose question it is.
  let owner: String
  let cases: [Case]
  let otherwise: (LogicBindings) -> LogicResult
  let elseLine: Int
  /// Written as a constant (`"beginTracking": false`) rather than with cases.
  var isConstant = false

  /// The answer, and with `explains` the reason: which case decided and the values read.
  func evaluate(_ bindings: LogicBindings, explains: Bool) -> (LogicResult, Reason?) {
    var reads: [String]? = explains ? [] : nil
    for (index, entry) in cases.enumerated() where entry.condition.holds(bindings, reads: &reads) {
      let result = entry.result(bindings)
      return (result, reads.map { reason(.decidingCase(index + 1, line: entry.line), $0, result) })
    }
    let result = otherwise(bindings)
    let decision: LogicReason.Decision = isConstant ? .constant(line: elseLine) : .otherwise(line: elseLine)
    return (result, reads.map { reason(decision, $0, result) })
  }

  private func reason(_ decision: LogicReason.Decision, _ reads: [String], _ result: LogicResult) -> Reason {
    .app(
      LogicReason(
        owner: owner, question: question.rawValue, decision: decision, reads: reads, answer: result.text))
  }
}

/// `--explain` for scenario logic: the question, the case that decided (or `else`) and the
/// values its tests read.
struct LogicReason: AppExplanation {
  enum Decision: Equatable {
    case decidingCase(Int, line: Int)
    case otherwise(line: Int)
    case constant(line: Int)
    case reaction(line: Int)
  }

  let owner: String
  let question: String
  let decision: Decision
  let reads: [String]
  let answer: String

  var text: String {
    var distinct: [String] = []
    for read in reads where !distinct.contains(read) { distinct.append(read) }
    let values = distinct.isEmpty ? "" : " (" + distinct.joined(separator: ", ") + ")"
    switch decision {
    case .decidingCase(let index, let line):
      return "the scenario's \(question) for \(owner): case \(index) at line \(line) holds\(values), so \(answer)"
    case .otherwise(let line):
      let tried = reads.isEmpty ? "no case holds" : "no case holds\(values)"
      return "the scenario's \(question) for \(owner): \(tried), so else at line \(line): \(answer)"
    case .constant(let line):
      return "the scenario's \(question) for \(owner) at line \(line): \(answer)"
    case .reaction(let line):
      return
        "scenario: \(owner)'s reaction to \(question) at line \(line)\(reads.isEmpty ? "" : ", its if holds\(values)")"
    }
  }
}

extension LogicCompiler {
  /// `{"cases": [{"if": ..., "then": ...}], "else": ...}`.
  func answer(_ json: JSONValue, question: LogicQuestion, owner: String) throws(ScenarioError) -> LogicAnswer {
    guard case .object = json.kind else {
      // A constant (`"beginTracking": false`, `"willSelectRow": 2`): the `else` of no cases.
      return LogicAnswer(
        question: question, owner: owner, cases: [], otherwise: try result(json, question: question),
        elseLine: json.location.line, isConstant: true)
    }
    var reader = try ObjectReader(json, what: "the answer of \(what)")
    try reader.rejectKeys(notIn: ["cases", "else"])
    let elseValue = try reader.required("else")
    var cases: [LogicAnswer.Case] = []
    if let list = reader.optional("cases") {
      for item in try list.array("'cases'") {
        var entry = try ObjectReader(item, what: "a case of \(what)")
        try entry.rejectKeys(notIn: ["if", "then"])
        let condition = try self.condition(try entry.required("if"))
        let result = try self.result(try entry.required("then"), question: question)
        cases.append(LogicAnswer.Case(condition: condition, result: result, line: item.location.line))
      }
    }
    return LogicAnswer(
      question: question, owner: owner, cases: cases, otherwise: try result(elseValue, question: question),
      elseLine: elseValue.location.line)
  }

  /// A `then` or `else` value of the question's kind.
  func result(_ json: JSONValue, question: LogicQuestion) throws(ScenarioError) -> (LogicBindings) -> LogicResult {
    if case .string("default") = json.kind { return { _ in .useDefault } }
    switch (question.answer, json.kind) {
    case (.bool, .bool(let flag)): return { _ in .bool(flag) }
    case (.view, .null), (.view, .string):
      let view = try viewReference(json, "the answer of \(what)")
      return { .view(view($0)) }
    case (.row, .null): return { _ in .row(nil) }
    case (.row, .number):
      let row = try json.integer("the row \(what) answers", in: 0...ScenarioDecoder.maxViews)
      return { _ in .row(row) }
    case (.bool, _):
      throw ScenarioError(
        "\(what) answers true, false or \"default\", found \(json.typeNameWithArticle)", at: json.location)
    case (.view, _):
      throw ScenarioError(
        "\(what) answers a view id or path, null or \"default\", found \(json.typeNameWithArticle)", at: json.location)
    case (.row, _):
      throw ScenarioError(
        "\(what) answers a row number, null or \"default\", found \(json.typeNameWithArticle)", at: json.location)
    }
  }
}
