import Testing
import TouchSimScenario

@Suite("JSONReader values and locations")
struct JSONReaderValueTests {
  static let scenario = """
    {
      "name": "tap",
      "views": [
        {"id": "root", "frame": [0, 0, 320, 480]},
        null,
        true
      ],
      "é": -0.5e1
    }
    """

  @Test func scalarsParseToTheirKinds() throws {
    #expect(try JSONReader.parse("null").kind == .null)
    #expect(try JSONReader.parse("true").kind == .bool(true))
    #expect(try JSONReader.parse("false").kind == .bool(false))
    #expect(try JSONReader.parse("42").kind == .number(42))
    #expect(try JSONReader.parse("\"hi\"").kind == .string("hi"))
    #expect(try JSONReader.parse("[]").kind == .array([]))
    #expect(try JSONReader.parse("{}").kind == .object([]))
  }

  @Test func surroundingWhitespaceIsIgnored() throws {
    let value = try JSONReader.parse(" \t\r\n [ ] \n\t ")
    #expect(value.kind == .array([]))
    #expect(value.location == JSONFixture.at(2, 2))
  }

  @Test func objectMembersKeepFileOrderAndLocations() throws {
    let root = try JSONReader.parse(Self.scenario)
    #expect(root.location == JSONFixture.at(1, 1))
    let members = try #require(root.objectMembers)
    #expect(members.map(\.key) == ["name", "views", "é"])
    #expect(members.map(\.keyLocation) == [JSONFixture.at(2, 3), JSONFixture.at(3, 3), JSONFixture.at(8, 3)])
    #expect(members.map(\.value.location) == [JSONFixture.at(2, 11), JSONFixture.at(3, 12), JSONFixture.at(8, 9)])
    #expect(members[0].value.stringValue == "tap")
    #expect(members[2].value.numberValue == -5)
  }

  @Test func nestedValuesCarryTheirOwnLocations() throws {
    let root = try JSONReader.parse(Self.scenario)
    let views = try #require(root["views"]?.arrayValue)
    #expect(views.map(\.location) == [JSONFixture.at(4, 5), JSONFixture.at(5, 5), JSONFixture.at(6, 5)])
    #expect(views.map(\.typeName) == ["object", "null", "bool"])
    let first = views[0]
    #expect(first.member("id")?.keyLocation == JSONFixture.at(4, 6))
    #expect(first["id"]?.location == JSONFixture.at(4, 12))
    #expect(first.member("frame")?.keyLocation == JSONFixture.at(4, 20))
    let frame = try #require(first["frame"])
    #expect(frame.location == JSONFixture.at(4, 29))
    let numbers = try #require(frame.arrayValue)
    #expect(numbers.compactMap(\.numberValue) == [0, 0, 320, 480])
    #expect(numbers.map(\.location.column) == [30, 33, 36, 41])
  }

  @Test func columnsCountUTF8Bytes() throws {
    let elements = try #require(try JSONReader.parse("[\"é😀\", 1]").arrayValue)
    // '[' 1, '"' 2, é 3-4, 😀 5-8, '"' 9, ',' 10, ' ' 11, '1' 12.
    #expect(elements[1].location == JSONFixture.at(1, 12))
  }

  @Test func crlfAndLoneCRBothEndALine() throws {
    let crlf = try #require(try JSONReader.parse("[\r\n1,\r\n  2]").arrayValue)
    #expect(crlf.map(\.location) == [JSONFixture.at(2, 1), JSONFixture.at(3, 3)])
    let cr = try #require(try JSONReader.parse("[\r1,\r\r  2]").arrayValue)
    #expect(cr.map(\.location) == [JSONFixture.at(2, 1), JSONFixture.at(4, 3)])
  }

  @Test func leadingByteOrderMarkIsSkippedAndNotCounted() throws {
    let value = try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
    #expect(value.location == JSONFixture.at(1, 1))
    #expect(value.arrayValue?.first?.location == JSONFixture.at(1, 2))
  }

  @Test func accessorsReturnNilForOtherKinds() throws {
    let value = try JSONReader.parse("[1]")
    #expect(value.objectMembers == nil)
    #expect(value.stringValue == nil)
    #expect(value.numberValue == nil)
    #expect(value.boolValue == nil)
    #expect(!value.isNull)
    #expect(value["x"] == nil)
    #expect(try JSONReader.parse("null").isNull)
  }

  @Test(arguments: [
    ("{}", "object", "an object"), ("[]", "array", "an array"), ("\"\"", "string", "a string"),
    ("1", "number", "a number"), ("true", "bool", "a bool"), ("null", "null", "null"),
  ])
  func typeNamesReadWellInMessages(text: String, name: String, withArticle: String) throws {
    let value = try JSONReader.parse(text)
    #expect(value.typeName == name)
    #expect(value.typeNameWithArticle == withArticle)
  }

  @Test func errorsFormatLikeCompilerDiagnostics() {
    let error = JSONSyntaxError(
      location: JSONFixture.at(3, 7), message: "duplicate key 'id'",
      note: .init(location: JSONFixture.at(2, 5), message: "'id' is first defined here"))
    #expect(
      error.formatted(path: "tap.json") == """
        tap.json:3:7: error: duplicate key 'id'
        tap.json:2:5: note: 'id' is first defined here
        """)
    #expect(
      JSONSyntaxError(location: JSONFixture.at(1, 1), message: "boom").formatted(path: "a.json")
        == "a.json:1:1: error: boom")
    #expect(JSONFixture.at(12, 3).description == "12:3")
  }
}
