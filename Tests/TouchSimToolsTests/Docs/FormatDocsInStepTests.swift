import Foundation
import Testing
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
