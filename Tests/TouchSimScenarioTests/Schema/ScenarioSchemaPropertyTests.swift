import Foundation
import Testing
import TouchSim
import TouchSimExamples

@testable import TouchSimScenario

/// `set` (reactions and actions) in the schema against the properties a scenario may set: the
/// settable declarations of `PropertyCatalogue` of every view class and registered recognizer.
@Suite struct ScenarioSchemaPropertyTests {
  let reading: SchemaReading
  init() throws { reading = try SchemaReading() }

  /// Property name -> "boolean" or "number", over every view class and recognizer class.
  static func swiftProperties() throws -> [String: String] {
    let views = ViewClass.all.map { PropertyCatalogue.settable(on: $0.make("v")) }
    let recognizers = GestureRecognizerRegistry.withExamples.entries.map {
      PropertyCatalogue.settable(on: $0.make("g"))
    }
    var result: [String: String] = [:]
    for properties in views + recognizers {
      for declaration in properties {
        let name = declaration.name
        let type = PropertyCatalogueSchema.jsonType(of: declaration.type)
        if let other = result[name], other != type {
          throw SchemaError(pointer: name, message: "both \(other) and \(type)")
        }
        result[name] = type
      }
    }
    return result
  }

  /// Property name -> type, as the `assignments` patterns `^.+\.(a|b|...)$` list them.
  func schemaProperties() throws -> [String: String] {
    var result: [String: String] = [:]
    for (pattern, subschema) in try reading.node("#/definitions/assignments")["patternProperties"]?.members ?? [:] {
      let open = try #require(pattern.firstIndex(of: "("))
      let close = try #require(pattern.lastIndex(of: ")"))
      let type = try #require(subschema["type"]?.string)
      for name in pattern[pattern.index(after: open)..<close].split(separator: "|") { result[String(name)] = type }
    }
    return result
  }

  @Test func theSchemaListsExactlyTheSettablePropertiesWithTheirTypes() throws {
    let swift = try Self.swiftProperties()
    #expect(swift.count >= 15)
    #expect(try schemaProperties() == swift)
  }

  /// In timed actions and in reactions' `set` (which adds frames, content offsets and
  /// computed numbers, `reactionAssignments`).
  @Test(arguments: ["#/definitions/assignments", "#/definitions/reactionAssignments"])
  func everySettablePropertyValidatesWithItsTypeOnly(_ pointer: String) throws {
    let assignments = try reading.node(pointer)
    for (name, type) in try Self.swiftProperties() {
      let good: JSONNode = type == "boolean" ? .bool(false) : type == "integer" ? .number(1) : .number(0.5)
      let bad: JSONNode = type == "boolean" ? .number(1) : .bool(true)
      #expect(reading.validator.accepts(.object(["view.\(name)": good]), against: assignments), "\(name)")
      #expect(!reading.validator.accepts(.object(["view.\(name)": bad]), against: assignments), "\(name)")
      #expect(!reading.validator.accepts(.object(["\(name)": good]), against: assignments), "\(name) without an id")
      // Ids may contain dots (a scroll view's `S.pan`); the property follows the last dot.
      #expect(reading.validator.accepts(.object(["S.pan.\(name)": good]), against: assignments), "S.pan.\(name)")
      #expect(!reading.validator.accepts(.object([".\(name)": good]), against: assignments), ".\(name) without an id")
    }
    #expect(!reading.validator.accepts(.object(["view.colour": .bool(true)]), against: assignments))
    #expect(!reading.validator.accepts(.object([:]), against: assignments))
  }
}
