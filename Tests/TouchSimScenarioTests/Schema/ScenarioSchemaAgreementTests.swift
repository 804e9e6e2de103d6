import Foundation
import Testing
import TouchSimScenario

/// The schema and the Swift decoder (`Scenario.load`) agree on edited copies of a real
/// scenario: what one rejects the other rejects, and what the decoder accepts the schema does.
@Suite struct ScenarioSchemaAgreementTests {
  /// The base scenario with a mutation's edits applied.
  static func mutated(_ mutation: ScenarioMutation) throws -> JSONNode {
    var scenario = try SchemaFixture.scenario(ScenarioMutation.base)
    for edit in mutation.edits {
      let value = try edit.json.map { try JSONNode(text: $0) }
      guard scenario.set(edit.pointer, to: value) else {
        throw SchemaError(pointer: edit.pointer, message: "cannot edit")
      }
    }
    return scenario
  }

  /// The decoder's verdict: `nil` when it loads, else its message.
  static func decoderError(_ scenario: JSONNode) throws -> String? {
    let bytes = try scenario.bytes()
    do {
      _ = try LoadedScenario.load(bytes)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func theUnmutatedBaseIsAcceptedByBoth() throws {
    let scenario = try SchemaFixture.scenario(ScenarioMutation.base)
    #expect(try SchemaFixture.validator().validate(scenario).isEmpty)
    #expect(try Self.decoderError(scenario) == nil)
  }

  /// References stay valid whatever is removed (only the root is referenced, by the actions
  /// and by the expect block, whose receivers the decoder also checks): the decoder checks
  /// references, which a schema cannot.
  @Test func removingAnyOneKeyGivesTheSameVerdictFromBoth() throws {
    var base = try SchemaFixture.scenario(ScenarioMutation.base)
    base.set(
      "/expect",
      to: try JSONNode(
        text:
          #"{"sequence": [{"to": "R", "call": "touchesBegan", "touches": [1]}], "never": [{"call": "scrollViewDidScroll"}, {"to": "window", "call": "hitTest", "result": null}]}"#
      ))
    base.set("/actions", to: try JSONNode(text: #"[{"t": 10, "set": {"R.isHidden": false}}]"#))
    base.set("/gestures/0/delegate", to: try JSONNode(text: #"{"shouldBegin": true}"#))
    let validator = try SchemaFixture.validator()
    let pointers = Self.memberPointers(base, at: "")
    #expect(pointers.count > 40)
    var rejected = 0
    for pointer in pointers {
      var scenario = base
      scenario.set(pointer, to: nil)
      let schemaAccepts = validator.accepts(scenario)
      let decoderMessage = try Self.decoderError(scenario)
      #expect(
        schemaAccepts == (decoderMessage == nil),
        "without \(pointer): schema \(schemaAccepts), decoder \(decoderMessage ?? "accepts")")
      if decoderMessage != nil { rejected += 1 }
    }
    #expect(rejected >= 10)  // required keys, a scroll view's class, a pattern's only field
  }

  /// JSON pointers of every object member in a value, depth first.
  static func memberPointers(_ node: JSONNode, at pointer: String) -> [String] {
    switch node {
    case .object(let members):
      return members.keys.sorted().flatMap {
        [pointer + "/" + $0] + memberPointers(members[$0]!, at: pointer + "/" + $0)
      }
    case .array(let items):
      return items.indices.flatMap { memberPointers(items[$0], at: pointer + "/\($0)") }
    default:
      return []
    }
  }

  @Test(arguments: ScenarioMutation.invalid)
  func bothRejectTheMutation(_ mutation: ScenarioMutation) throws {
    let scenario = try Self.mutated(mutation)
    #expect(!(try SchemaFixture.validator().accepts(scenario)), "the schema accepts: \(mutation)")
    let message = try Self.decoderError(scenario)
    #expect(message != nil, "the decoder accepts: \(mutation)")
    if let message, let expected = mutation.decoderMessage {
      #expect(message.contains(expected), "\(mutation): decoder says \"\(message)\"")
    }
  }

  @Test(arguments: ScenarioMutation.valid)
  func bothAcceptTheMutation(_ mutation: ScenarioMutation) throws {
    let scenario = try Self.mutated(mutation)
    let violations = try SchemaFixture.validator().validate(scenario)
    #expect(violations.isEmpty, "the schema rejects \(mutation): \(violations)")
    let message = try Self.decoderError(scenario)
    #expect(message == nil, "the decoder rejects \(mutation): \(message ?? "")")
  }
}
