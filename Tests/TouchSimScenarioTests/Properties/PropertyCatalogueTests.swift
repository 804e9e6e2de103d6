import Foundation
import Testing
import TouchSim
import TouchSimExamples
import TouchSimTestSupport

@testable import TouchSimScenario

/// The JSON Schema's view of a declaration.
enum PropertyCatalogueSchema {
  /// `boolean`, `number`, `integer` or `string`, as the schema types the property.
  static func jsonType(of type: PropertyType) -> String {
    switch type {
    case .bool: return "boolean"
    case .number: return "number"
    case .integer: return "integer"
    case .choice: return "string"
    }
  }

  /// The values the declaration takes at its edges, and values just outside them or of
  /// another type, as JSON.
  static func samples(_ declaration: PropertyDeclaration) -> (good: [JSONNode], bad: [JSONNode]) {
    switch declaration.type {
    case .bool: return ([.bool(false), .bool(true)], [.number(1), .string("true")])
    case .number(let range?):
      let named = declaration.namedValues.map { JSONNode.string($0.name) }
      return (
        [.number(range.lowerBound), .number(range.upperBound)] + named,
        [.number(range.lowerBound - 0.5), .number(range.upperBound + 0.5), .bool(true), .string("fastest")]
      )
    case .number(nil): return ([.number(0), .number(-1e9)], [.bool(true)])
    case .integer(let range):
      return (
        [.number(Double(range.lowerBound)), .number(Double(range.upperBound))],
        [.number(Double(range.lowerBound) - 1), .number(Double(range.upperBound) + 1), .number(0.5), .bool(true)]
      )
    case .choice(let names): return (names.map(JSONNode.string), [.string("sideways"), .number(1)])
    }
  }
}

/// `PropertyCatalogue` against everything that also states the properties: the JSON Schema,
/// Docs/ScenarioFormat.md, the rulebook, the model's defaults and the decoder.
@Suite struct PropertyCatalogueTests {
  let reading: SchemaReading
  init() throws { reading = try SchemaReading() }

  /// A scenario object of a class that has the declaration, for the schema to validate:
  /// a view (`viewObject`) or a recognizer (`gesture`), with the property set to `value`.
  static func instance(of declaration: PropertyDeclaration, value: JSONNode) -> (pointer: String, object: JSONNode)? {
    if let viewClass = ViewClass.all.first(where: { declaration.isDeclared(on: $0.make("v")) }) {
      let members: [String: JSONNode] = [
        "id": .string("v"), "class": .string(viewClass.name),
        "frame": .array([.number(0), .number(0), .number(1), .number(1)]),
        declaration.name: value,
      ]
      return ("#/definitions/viewObject", .object(members))
    }
    let registry = GestureRecognizerRegistry.withExamples
    guard let entry = registry.entries.first(where: { declaration.isDeclared(on: $0.make("g")) }) else { return nil }
    let members: [String: JSONNode] = [
      "id": .string("g"), "class": .string(entry.className), "view": .string("v"), declaration.name: value,
    ]
    return ("#/definitions/gesture", .object(members))
  }

  @Test func theSchemaTakesEachDeclaredPropertyWithItsTypeAndRangeOnly() throws {
    #expect(PropertyCatalogue.all.count >= 30)
    for declaration in PropertyCatalogue.all {
      let samples = PropertyCatalogueSchema.samples(declaration)
      let what = "\(declaration.className).\(declaration.name)"
      for value in samples.good {
        let instance = try #require(Self.instance(of: declaration, value: value), "\(what): no class has it")
        #expect(
          reading.validator.accepts(instance.object, against: try reading.node(instance.pointer)),
          "the schema refuses \(what) = \(value)")
      }
      for value in samples.bad {
        let instance = try #require(Self.instance(of: declaration, value: value))
        #expect(
          !reading.validator.accepts(instance.object, against: try reading.node(instance.pointer)),
          "the schema takes \(what) = \(value)")
      }
    }
  }

  @Test func theSchemaStatesEachDeclaredDefault() throws {
    for declaration in PropertyCatalogue.all {
      let pointer =
        declaration.className.hasSuffix("GestureRecognizer") ? "#/definitions/gesture" : "#/definitions/viewObject"
      let description = try #require(
        try reading.node(pointer + "/properties/" + declaration.name)["description"]?.string, "\(declaration.name)")
      let phrase: String
      switch declaration.defaultValue {
      case nil: phrase = "default unlimited"
      case .string(let text)?: phrase = "default \(text)"
      case .number(let number)? where declaration.namedValues.contains { $0.value == number }:
        phrase = "\"\(declaration.namedValues.first { $0.value == number }!.name)\" (default)"
      case let value?: phrase = "default \(value)"
      }
      let onlyPhrase = declaration.defaultValue.map { "only \($0)" } ?? phrase
      #expect(
        description.lowercased().contains(phrase.lowercased()) || description.contains(onlyPhrase),
        "\(declaration.className).\(declaration.name): the schema's description does not say \(phrase)")
    }
  }

  @Test func aSetThroughTheDeclarationLogsASetRecordAndChangesTheModel() throws {
    let window = Window(size: Size(width: 100, height: 100))
    let view = View(name: "v", frame: window.bounds)
    window.setRootView(view)
    let tag = try #require(PropertyCatalogue.settable("tag", on: view))
    tag.set(view, to: .number(7), in: window) { .app(HandlerReason.set) }
    #expect(view.tag == 7)
    #expect(tag.value(of: view) == .number(7))
    #expect(window.recorder.records.map(\.call) == [.set(property: "tag", value: .number(7))])
    #expect(PropertyCatalogue.settable("numberOfTapsRequired", on: TapGestureRecognizer(name: "t")) == nil)
  }
}
