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
  /// The reaction sets a variable of the app state (`state.<name>`): no UIKit rule decides it.
  var setsAppState = false
  /// In a gestureAction reaction whose recognizer has moved on since the action's state: the
  /// state it reports and the recognizer's state now (MD23).
  var reported: (action: String, now: String)?

  static func == (lhs: LogicReason, rhs: LogicReason) -> Bool {
    lhs.owner == rhs.owner && lhs.question == rhs.question && lhs.decision == rhs.decision && lhs.reads == rhs.reads
      && lhs.answer == rhs.answer && lhs.setsAppState == rhs.setsAppState
      && lhs.reported?.action == rhs.reported?.action
      && lhs.reported?.now == rhs.reported?.now
  }

  var ruleIDs: [RuleID] { reported == nil ? [] : [.md23] }

  /// The same reason for an assignment to the app state.
  var settingAppState: LogicReason {
    var copy = self
    copy.setsAppState = true
    return copy
  }

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
      let state = setsAppState ? "; the scenario's app state (no UIKit rule)" : ""
      let reported =
        self.reported.map {
          "; gesture.state is \($0.action), the state this action reports (the recognizer is \($0.now) by now; a model decision, MD23)"
        } ?? ""
      return
        "scenario: \(owner)'s reaction to \(question) at line \(line)\(reads.isEmpty ? "" : ", its if holds\(values)")\(reported)\(state)"
    }
  }
}

extension LogicCompiler {
  /// An answer: a constant, or cases tried in order with their fallback.
  func answer(_ answer: Scenario.AppLogic.Answer, question: LogicQuestion, owner: String) throws(ScenarioError)
    -> LogicAnswer
  {
    switch answer {
    case .constant(let constant):
      // A constant (`"beginTracking": false`, `"willSelectRow": 2`): the `else` of no cases.
      return LogicAnswer(
        question: question, owner: owner, cases: [], otherwise: try result(constant, question: question),
        elseLine: constant.position.at.line, isConstant: true)
    case .cases(let cases, let otherwise):
      var compiled: [LogicAnswer.Case] = []
      for entry in cases {
        let condition = try self.condition(entry.condition)
        let result = try self.result(entry.then, question: question)
        compiled.append(LogicAnswer.Case(condition: condition, result: result, line: entry.position.at.line))
      }
      return LogicAnswer(
        question: question, owner: owner, cases: compiled, otherwise: try result(otherwise, question: question),
        elseLine: otherwise.position.at.line)
    }
  }

  /// A `then`, `else` or constant, its view resolved; of the question's kind (the reader
  /// checked it for a file; a value built in code is checked here).
  func result(_ result: Scenario.AppLogic.Result, question: LogicQuestion) throws(ScenarioError)
    -> (LogicBindings) -> LogicResult
  {
    switch (question.answer, result.value) {
    case (_, .useDefault): return { _ in .useDefault }
    case (.bool, .bool(let flag)): return { _ in .bool(flag) }
    case (.view, .none): return { _ in .view(nil) }
    case (.view, .view(let path)):
      let view = try viewReference(path, at: result.position.at, "the answer of \(what)")
      return { .view(view($0)) }
    case (.row, .none): return { _ in .row(nil) }
    case (.row, .row(let row)) where (0...ScenarioDecoder.maxViews).contains(row): return { _ in .row(row) }
    default:
      throw ScenarioError("\(what) cannot answer \(result.json.typeNameWithArticle)", at: result.position.at)
    }
  }
}
