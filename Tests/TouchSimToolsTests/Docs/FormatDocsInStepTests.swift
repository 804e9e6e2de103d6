import Foundation
import Testing
import TouchSimExamples
import TouchSimTestSupport

@testable import TouchSim
@testable import TouchSimScenario
@testable import TouchSimTools

/// Docs/ScenarioFormat.md and Docs/LogFormat.md name every key, class, call and field the
/// code knows, so a key added to the decoder or a field added to the log fails here until
/// the reference documents it.
@Suite struct FormatDocsInStepTests {
  static func document(_ name: String) throws -> String {
    try String(contentsOf: Repository.root.appendingPathComponent("Docs/" + name), encoding: .utf8)
  }

  @Test func theScenarioFormatNamesEveryKeyAndClassTheDecoderAccepts() throws {
    let text = try Self.document("ScenarioFormat.md")
    var names = ScenarioDecoder.topLevelKeys + ScenarioDecoder.gestureKeys + ScenarioDecoder.delegateKeys
    names += ScenarioDecoder.strokeKeys + ScenarioDecoder.actionKeys + ViewClass.commonKeys
    names += ViewClass.all.flatMap { [$0.name] + $0.extraKeys }
    for entry in GestureRecognizerRegistry.withExamples.entries {
      names += [entry.className] + PropertyCatalogue.parameters(of: entry.make("")).map(\.name)
    }
    names += Expectations.fieldNames
    names += TouchMethod.allCases.map(\.rawValue)
    names += PropertyCatalogue.all.map(\.name)
    #expect(names.count > 80)
    for name in Set(names).sorted() {
      #expect(text.contains("`\(name)`"), "Docs/ScenarioFormat.md does not mention `\(name)`")
    }
  }

  /// The "App logic" section names every question (with a table row giving its UIKit method
  /// and the names it binds), every callback a view or recognizer may react to, every action
  /// and every name a condition may bind.
  @Test func theScenarioFormatDocumentsEveryQuestionCallbackAndActionOfAppLogic() throws {
    let text = try Self.document("ScenarioFormat.md")
    let section = try #require(text.range(of: "## App logic")).lowerBound
    let logic = String(text[section...].prefix { _ in true }.split(separator: "\n## ", maxSplits: 1)[0])
    let rows = logic.split(separator: "\n").filter { $0.hasPrefix("| `") }
    for question in LogicQuestion.allCases {
      let row = rows.first { $0.hasPrefix("| `\(question.rawValue)` |") }
      #expect(row != nil, "no row for `\(question.rawValue)`")
      guard let row else { continue }
      #expect(
        row.contains("`\(question.uikitName)`"), "the row of \(question.rawValue) does not name \(question.uikitName)")
      let bound = question.bindings.map { "`\($0.rawValue)`" }.joined(separator: ", ")
      #expect(row.contains("| \(bound) |"), "the row of \(question.rawValue) does not bind \(bound)")
    }
    var names = ViewClass.all.flatMap { ScenarioDecoder.callbacks(ofViewClass: $0.name) }
    names += ScenarioDecoder.gestureCallbacks + LogicAction.names + LogicBinding.allCases.map(\.rawValue)
    names += ["cases", "else", "if", "then", "all", "any", "not", "is", "isNot", "class", "descendantOf"]
    names += ["inside", "in", "rect", "dominant", "oneOf", "ref", "add", "min", "max", "\"default\""]
    names += GestureState.allCases.map(\.rawValue)
    for name in Set(names).sorted() {
      #expect(logic.contains("`\(name)`"), "the App logic section does not mention `\(name)`")
    }
    for outside in ["BEHAVIOR.md", "LOG_FORMAT.md", "../shared", "SCENARIO_FORMAT.md"] {
      #expect(!text.contains(outside), "Docs/ScenarioFormat.md mentions \(outside)")
    }
  }

  @Test func theLogFormatNamesEveryCallAndFieldTheCorpusProduces() throws {
    let text = try Self.document("LogFormat.md")
    var calls = Set<String>()
    var fields = Set<String>()
    for path in ScenarioFiles.expand([RuleCitationSources.scenariosFolder]).files {
      guard case .success(let run) = ScenarioRun.run(path: path, explain: true) else { continue }
      for record in run.records {
        calls.insert(record.call.name)
        for field in record.fields { fields.insert(field.name) }
      }
    }
    calls.formUnion(ScrollDelegateCall.allCases.map(\.rawValue))
    calls.formUnion(TouchMethod.allCases.map(\.rawValue))
    let events = ControlEvent.allCases.map(\.rawValue)
    let states = GestureState.allCases.map(\.rawValue)
    #expect(calls.count > 25 && fields.count > 15)
    for name in (calls.sorted() + fields.sorted() + events + states) {
      #expect(text.contains("`\(name)`"), "Docs/LogFormat.md does not mention `\(name)`")
    }
  }
}
