import Foundation
import Testing
import TouchSim

@testable import TouchSimScenario

/// The schema's `if`/`then` branch of a view class, written from its descriptor: what a new
/// class pastes into `Scenarios/scenario.schema.json` (`definitions/viewObject/allOf`), and
/// what the in-step tests print when a class has no branch (issue 28: a class is one
/// declaration; the schema stays hand-maintained and checked).
enum SchemaClassBranch {
  /// The branch's JSON text, in the schema's layout.
  static func text(for descriptor: ClassDescriptor) -> String {
    let isScroll = descriptor.inherits(from: "UIScrollView")
    let isControl = descriptor.inherits(from: "UIControl")
    var keys: [String] = [##"{ "$ref": "#/definitions/viewKey" }"##]
    if isScroll { keys.append(##"{ "$ref": "#/definitions/scrollViewKey" }"##) }
    let ownKeys = descriptor.extraKeys.filter { !isScroll || !ViewClass.scrollKeys.contains($0) }
    if !ownKeys.isEmpty { keys.append(##"{ "enum": [\##(quoted(ownKeys))] }"##) }
    var callbacks: [String] = [##"{ "$ref": "#/definitions/touchMethod" }"##]
    if isScroll { callbacks.append(##"{ "$ref": "#/definitions/scrollDelegateCall" }"##) }
    if isControl { callbacks.append(##"{ "$ref": "#/definitions/controlEvent" }"##) }
    let grouped =
      TouchMethod.allCases.map(\.rawValue) + ScrollDelegateCall.allCases.map(\.rawValue)
      + ControlEvent.allCases.map(\.rawValue)
    let ownCallbacks = descriptor.allCallbacks.filter { !grouped.contains($0) }
    if !ownCallbacks.isEmpty { callbacks.append(##"{ "enum": [\##(quoted(ownCallbacks))] }"##) }
    let names = keys.count == 1 ? keys[0] : ##"{ "anyOf": [\##(keys.joined(separator: ", "))] }"##
    return """
      {
        "if": { "properties": { "class": { "const": "\(descriptor.name)" } }, "required": ["class"] },
        "then": {
          "propertyNames": \(names),
          "properties": { "on": { "description": "The callbacks this class may react to.", "propertyNames": { "anyOf": [\(callbacks.joined(separator: ", "))] } } }
        }
      }
      """
  }

  private static func quoted(_ names: [String]) -> String {
    names.map { "\"\($0)\"" }.joined(separator: ", ")
  }
}

/// The written branch says what the schema's hand-written one says, for every class: so the
/// text printed for a new class is right.
@Suite struct SchemaClassBranchTests {
  let reading: SchemaReading
  init() throws { reading = try SchemaReading() }

  @Test(arguments: ViewClass.all.map(\.name))
  func theWrittenBranchAllowsWhatTheSchemasDoes(_ className: String) throws {
    let descriptor = try #require(ClassDescriptor.named(className))
    let text = SchemaClassBranch.text(for: descriptor)
    let branch = try JSONNode(data: Data(text.utf8))
    let then = try #require(branch["then"])
    let keys = ScenarioSchemaInStepTests.allViewKeys
    #expect(reading.allowedKeys(in: then, among: keys) == Set(ViewClass.commonKeys + descriptor.extraKeys))
    let callbacks = Set(ViewClass.all.flatMap { ScenarioDecoder.callbacks(ofViewClass: $0.name) })
    let on = try #require(then["properties"]?["on"])
    #expect(reading.allowedKeys(in: on, among: callbacks) == Set(ScenarioDecoder.callbacks(ofViewClass: className)))
  }
}
