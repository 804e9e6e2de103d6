import Testing
import TouchSimScenario

@Suite("JSONReader syntax errors")
struct JSONReaderSyntaxErrorTests {
  @Test(arguments: [
    ("", "1:1: error: unexpected end of file, expected a JSON value"),
    ("  \n  ", "2:3: error: unexpected end of file, expected a JSON value"),
    ("[1, 2", "1:6: error: unexpected end of file, expected ']'\n1:1: note: to match this opening '['"),
    ("[\n", "2:1: error: unexpected end of file, expected ']'\n1:1: note: to match this opening '['"),
    ("{\"a\": 1", "1:8: error: unexpected end of file, expected '}'\n1:1: note: to match this opening '{'"),
    ("{", "1:2: error: unexpected end of file, expected '}'\n1:1: note: to match this opening '{'"),
    ("{\"a\"", "1:5: error: unexpected end of file, expected ':'"),
    ("{\"a\":", "1:6: error: unexpected end of file, expected a value"),
    ("[1,", "1:4: error: unexpected end of file, expected a value"),
    ("{\"a\": 1,", "1:9: error: unexpected end of file, expected a key"),
  ])
  func unexpectedEndOfFileSaysWhatWasExpected(text: String, expected: String) {
    #expect(JSONFixture.diagnostic(text) == expected)
  }

  @Test(arguments: [
    ("[1,]", "1:3: error: trailing comma is not allowed"),
    ("[1, 2 ,\n]", "1:7: error: trailing comma is not allowed"),
    ("{\"a\": 1,}", "1:8: error: trailing comma is not allowed"),
    ("{\n  \"a\": 1,\n}", "2:9: error: trailing comma is not allowed"),
  ])
  func trailingCommaPointsAtTheComma(text: String, expected: String) {
    #expect(JSONFixture.diagnostic(text) == expected)
  }

  @Test(arguments: [
    ("[1 2]", "1:4: error: missing ',' between array elements"),
    ("[\"a\"\n \"b\"]", "2:2: error: missing ',' between array elements"),
    ("{\"a\": 1 \"b\": 2}", "1:9: error: missing ',' between object members"),
    ("{\"a\" 1}", "1:6: error: missing ':' after key 'a'"),
    ("{\"a\"}", "1:5: error: missing ':' after key 'a'"),
  ])
  func missingPunctuationIsNamed(text: String, expected: String) {
    #expect(JSONFixture.diagnostic(text) == expected)
  }

  @Test(arguments: [
    ("]", "1:1: error: unexpected character ']', expected a JSON value"),
    ("[1;2]", "1:3: error: unexpected character ';', expected ',' or ']'"),
    ("{\"a\": 1]", "1:8: error: unexpected character ']', expected ',' or '}'"),
    ("{a: 1}", "1:2: error: unexpected character 'a', expected a key or '}'"),
    ("{'a': 1}", "1:2: error: unexpected character \"'\", expected a key or '}'"),
    ("{\"a\": 1, 2: 3}", "1:10: error: unexpected character '2', expected a key"),
    ("[,1]", "1:2: error: unexpected character ',', expected a value or ']'"),
    ("[1,,2]", "1:4: error: unexpected character ',', expected a value"),
    ("{\"a\": }", "1:7: error: unexpected character '}', expected a value"),
    ("[1,\n\t\u{1}]", "2:2: error: unexpected character U+0001, expected a value"),
    ("[\u{A0}1]", "1:2: error: unexpected character '\u{A0}' (U+00A0), expected a value or ']'"),
    ("[1,\u{FEFF}2]", "1:4: error: unexpected character '\u{FEFF}' (U+FEFF), expected a value"),
  ])
  func unexpectedCharacterIsShownWithItsPosition(text: String, expected: String) {
    #expect(JSONFixture.diagnostic(text) == expected)
  }

  @Test(arguments: [
    ("[1] 2", "1:5: error: unexpected content after the JSON value"),
    ("{}\n{}", "2:1: error: unexpected content after the JSON value"),
    ("0x1F", "1:2: error: unexpected content after the JSON value"),
    ("\"a\" \"b\"", "1:5: error: unexpected content after the JSON value"),
  ])
  func contentAfterTheValueIsRejected(text: String, expected: String) {
    #expect(JSONFixture.diagnostic(text) == expected)
  }

  @Test(arguments: [
    ("tru", "1:4: error: unexpected end of file, expected 'true'"),
    ("[True]", "1:2: error: invalid literal 'True', did you mean 'true'"),
    ("[NULL]", "1:2: error: invalid literal 'NULL', did you mean 'null'"),
    ("[nul]", "1:2: error: invalid literal 'nul', expected 'null'"),
    ("[falsey]", "1:2: error: invalid literal 'falsey', expected 'false'"),
    ("[1, hello]", "1:5: error: invalid literal 'hello', strings must be in double quotes"),
    ("NaN", "1:1: error: 'NaN' is not valid JSON, numbers must be finite"),
    ("[Infinity]", "1:2: error: 'Infinity' is not valid JSON, numbers must be finite"),
    ("[0, -Infinity]", "1:5: error: '-Infinity' is not valid JSON, numbers must be finite"),
  ])
  func invalidLiteralsAreExplained(text: String, expected: String) {
    #expect(JSONFixture.diagnostic(text) == expected)
  }

  @Test func duplicateKeyPointsAtSecondOccurrence() {
    #expect(
      JSONFixture.diagnostic("{\"id\": 1, \"id\": 2}") == """
        1:11: error: duplicate key 'id'
        1:2: note: 'id' is first defined here
        """)
  }

  @Test func duplicateKeyInNestedMultiLineObjectIsFound() {
    let text = """
      {
        "views": [
          {"id": "a"},
          {
            "id": "b",
            "frame": null,
            "id": "c"
          }
        ]
      }
      """
    #expect(
      JSONFixture.diagnostic(text) == """
        7:7: error: duplicate key 'id'
        5:7: note: 'id' is first defined here
        """)
  }

  @Test func sameKeyInDifferentObjectsIsFine() throws {
    let value = try JSONReader.parse("[{\"id\": 1}, {\"id\": 2, \"child\": {\"id\": 3}}]")
    #expect(value.arrayValue?.count == 2)
  }

  @Test func keysAreComparedAfterDecodingEscapes() {
    #expect(
      JSONFixture.diagnostic("{\"a\": 1, \"\\u0061\": 2}") == """
        1:10: error: duplicate key 'a'
        1:2: note: 'a' is first defined here
        """)
  }

  @Test func duplicateKeyIsFoundInLargeObjects() {
    let keys = (0..<50).map { "\"k\($0)\": \($0)" }
    let early = "{" + (keys + ["\"k3\": 0"]).joined(separator: ", ") + "}"
    // Each `"kN": N, ` takes 9 bytes up to k9, so k3 starts at column 2 + 3 * 9.
    #expect(
      JSONFixture.diagnostic(early)?.hasSuffix(
        """
        error: duplicate key 'k3'
        1:29: note: 'k3' is first defined here
        """) == true)
    let late = "{" + (keys + ["\"k40\": 0"]).joined(separator: ", ") + "}"
    #expect(JSONFixture.diagnostic(late)?.contains("error: duplicate key 'k40'") == true)
    let unique = "{" + keys.joined(separator: ", ") + "}"
    #expect(JSONFixture.diagnostic(unique) == nil)
  }

  @Test func duplicateKeyMessageEscapesControlCharacters() {
    #expect(
      JSONFixture.diagnostic("{\"a\\nb\": 1, \"a\\nb\": 2}") == """
        1:13: error: duplicate key 'a\\nb'
        1:2: note: 'a\\nb' is first defined here
        """)
  }
}
