import Foundation
import Testing

/// The test-only draft-07 validator, keyword by keyword, so the schema tests built on it
/// cannot pass vacuously.
@Suite struct SchemaValidatorTests {
  /// A validator for a schema given as JSON text.
  static func validator(_ schema: String) throws -> SchemaValidator {
    try SchemaValidator(schema: JSONNode(text: schema))
  }

  @Test(arguments: KeywordCase.all)
  func keywordAcceptsAndRejects(_ example: KeywordCase) throws {
    let validator = try Self.validator(example.schema)
    for text in example.accepted {
      let violations = validator.validate(try JSONNode(text: text))
      #expect(violations.isEmpty, "\(example) should accept \(text): \(violations)")
    }
    for text in example.rejected {
      #expect(!validator.accepts(try JSONNode(text: text)), "\(example) should reject \(text)")
    }
  }

  @Test func everySupportedKeywordHasACaseThatRejectsSomething() {
    let covered = Set(KeywordCase.all.filter { !$0.rejected.isEmpty }.flatMap(\.keywords))
    #expect(SchemaKeywords.assertions.subtracting(covered).isEmpty, "\(SchemaKeywords.assertions.subtracting(covered))")
  }

  @Test(arguments: [
    #"{"contains": {}}"#, #"{"dependencies": {}}"#, #"{"format": "uri"}"#,
    #"{"properties": {"a": {"uniqueItems": true}}}"#,
    #"{"definitions": {"x": {"multipleOf": 2}}}"#,
    #"{"allOf": [{"propertyNames": {"maxLength": 2, "contentMediaType": "x"}}]}"#,
    #"{"items": [{}, {"$id": "x"}]}"#, #"{"properties": {"a": 1}}"#,
  ])
  func unsupportedKeywordsAndMalformedSubschemasAreRefusedUpFront(_ schema: String) {
    #expect(throws: SchemaError.self) { try Self.validator(schema) }
  }

  @Test func annotationsNeverReject() throws {
    let validator = try Self.validator(
      #"""
      {"$schema": "http://json-schema.org/draft-07/schema#", "title": "t", "description": "d", "default": 1,
       "examples": [2], "$comment": "c", "definitions": {"unused": {"type": "string"}}}
      """#)
    #expect(validator.accepts(try JSONNode(text: "3")))
  }

  @Test func violationsNameTheInstanceAndSchemaPaths() throws {
    let validator = try Self.validator(
      #"{"properties": {"list": {"items": {"properties": {"a/b": {"type": "string"}}}}}}"#)
    let violations = validator.validate(try JSONNode(text: #"{"list": [{}, {"a/b": 1}]}"#))
    #expect(violations.count == 1)
    #expect(violations.first?.instancePath == "/list/1/a~1b")
    #expect(violations.first?.schemaPath == "#/properties/list/items/properties/a/b/type")
  }

  @Test func anUnresolvableRefIsAViolationNotAPass() throws {
    let validator = try Self.validator(##"{"$ref": "#/definitions/missing"}"##)
    #expect(!validator.accepts(.null))
  }

  @Test func aRefCycleEndsWithAViolation() throws {
    let validator = try Self.validator(
      ##"{"definitions": {"a": {"$ref": "#/definitions/a"}}, "$ref": "#/definitions/a"}"##)
    #expect(validator.validate(.null).first?.message.contains("deeper") == true)
  }

  @Test func foundationBooleansAndNumbersStayApart() throws {
    let node = try JSONNode(text: #"{"t": true, "f": false, "one": 1, "zero": 0, "half": 0.5, "n": null}"#)
    #expect(node["t"] == .bool(true) && node["f"] == .bool(false))
    #expect(node["one"] == .number(1) && node["zero"] == .number(0) && node["half"] == .number(0.5))
    #expect(node["n"] == .null)
  }

  @Test func editedNodesRoundTripThroughJSONSerialization() throws {
    var node = try JSONNode(text: #"{"a": [1, {"b": true}], "c": "x"}"#)
    let edits = [
      node.set("/a/1/b", to: .number(2.5)), node.set("/a/1/new", to: .bool(false)), node.set("/c", to: nil),
      node.set("/missing/x", to: .null), node.set("/a/7", to: .null),
    ]
    #expect(edits == [true, true, true, false, false])
    let expected = try JSONNode(text: #"{"a": [1, {"b": 2.5, "new": false}]}"#)
    #expect(node == expected)
    #expect(try JSONNode(data: Data(node.bytes())) == expected)
  }
}
