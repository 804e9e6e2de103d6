import Testing
import TouchSimScenario

@Suite("JSONReader strings and UTF-8")
struct JSONReaderStringTests {
  @Test func simpleEscapesAreDecoded() throws {
    #expect(try JSONFixture.string(#""\"\\\/\b\f\n\r\t""#) == "\"\\/\u{8}\u{C}\n\r\t")
  }

  @Test func unicodeEscapesAreDecoded() throws {
    #expect(try JSONFixture.string(#""caf\u00e9 \u00C9""#) == "café É")
    #expect(try JSONFixture.string(#""a\u0000b""#) == "a\u{0}b")
    #expect(try JSONFixture.string(#""\u20AC""#) == "€")
  }

  @Test func surrogatePairEscapesFormOneScalar() throws {
    #expect(try JSONFixture.string(#""\uD83D\uDE00""#) == "😀")
    #expect(try JSONFixture.string(#""x\ud834\udd1ey""#) == "x𝄞y")
    #expect(try JSONFixture.string(#""\uDBFF\uDFFF""#)?.unicodeScalars.first?.value == 0x10FFFF)
  }

  @Test func rawMultiByteUTF8IsKept() throws {
    #expect(try JSONFixture.string("\"héllo 😀 \u{7F}\"") == "héllo 😀 \u{7F}")
    #expect(try JSONFixture.string("\"é\\n😀\"") == "é\n😀")
  }

  @Test func emptyStringAndKeyAreAllowed() throws {
    let value = try JSONReader.parse(#"{"": ""}"#)
    #expect(value.objectMembers?.first?.key == "")
    #expect(value[""]?.stringValue == "")
  }

  @Test(arguments: [
    (#"["a\x"]"#, #"1:4: error: invalid escape sequence '\x'"#),
    (#"["\'"]"#, #"1:3: error: invalid escape sequence, '\' followed by "'""#),
    (#"["\U00e9"]"#, #"1:3: error: invalid escape sequence '\U'"#),
    ("[\"\\\n\"]", #"1:3: error: invalid escape sequence, '\' followed by U+000A"#),
    (#"["\u12G4"]"#, #"1:3: error: invalid unicode escape, '\u' must be followed by 4 hex digits"#),
    (#"["\u12"]"#, #"1:3: error: invalid unicode escape, '\u' must be followed by 4 hex digits"#),
    (#""\u12"#, "1:6: error: unexpected end of file, expected a hex digit"),
    (#""a\"#, "1:4: error: unexpected end of file, expected an escape sequence"),
  ])
  func badEscapesPointAtTheBackslash(text: String, expected: String) {
    #expect(JSONFixture.diagnostic(text) == expected)
  }

  @Test(arguments: [
    (#"["\uD800"]"#, #"1:3: error: unpaired surrogate '\uD800' in string"#),
    (#"["\uDC00"]"#, #"1:3: error: unpaired surrogate '\uDC00' in string"#),
    (#"["\uD800\u0041"]"#, #"1:3: error: unpaired surrogate '\uD800' in string"#),
    (#"["\uDBFFx"]"#, #"1:3: error: unpaired surrogate '\uDBFF' in string"#),
    (#"["\uDE00\uD83D"]"#, #"1:3: error: unpaired surrogate '\uDE00' in string"#),
    (#"["x\uD800\uZZZZ"]"#, #"1:10: error: invalid unicode escape, '\u' must be followed by 4 hex digits"#),
  ])
  func loneSurrogateEscapesAreRejected(text: String, expected: String) {
    #expect(JSONFixture.diagnostic(text) == expected)
  }

  @Test(arguments: [
    ("[\"a\nb\"]", "1:4: error: unescaped control character U+000A in string"),
    ("\"a\tb\"", "1:3: error: unescaped control character U+0009 in string"),
    ("{\"k\u{1F}\": 1}", "1:4: error: unescaped control character U+001F in string"),
  ])
  func unescapedControlCharactersAreRejected(text: String, expected: String) {
    #expect(JSONFixture.diagnostic(text) == expected)
  }

  @Test func unterminatedStringPointsAtTheEndAndTheOpeningQuote() {
    #expect(
      JSONFixture.diagnostic("[\n  \"abc") == """
        2:7: error: unexpected end of file, expected '"'
        2:3: note: to match this opening '"'
        """)
    #expect(
      JSONFixture.diagnostic(#""a\n"#) == """
        1:5: error: unexpected end of file, expected '"'
        1:1: note: to match this opening '"'
        """)
  }

  @Test(
    arguments: [
      ([0x22, 0x61, 0xFF, 0x22], "1:3: error: invalid UTF-8"),  // never valid
      ([0x22, 0x80, 0x22], "1:2: error: invalid UTF-8"),  // stray continuation byte
      ([0x22, 0xC0, 0x80, 0x22], "1:2: error: invalid UTF-8"),  // overlong NUL
      ([0x22, 0xE0, 0x80, 0xAF, 0x22], "1:2: error: invalid UTF-8"),  // overlong '/'
      ([0x22, 0xED, 0xA0, 0x80, 0x22], "1:2: error: invalid UTF-8"),  // encoded surrogate
      ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "1:2: error: invalid UTF-8"),  // above U+10FFFF
      ([0x22, 0x61, 0xE2, 0x82, 0x22], "1:3: error: invalid UTF-8"),  // truncated sequence
      ([0x22, 0x5C, 0x6E, 0xC3, 0x22], "1:4: error: invalid UTF-8"),  // after an escape
      ([0x22, 0x5C, 0xC3, 0x22], "1:3: error: invalid UTF-8"),  // escaped invalid byte
      ([0x22, 0xE2, 0x82], "1:2: error: invalid UTF-8"),  // truncated by end of file
    ] as [([UInt8], String)])
  func invalidUTF8InStringsIsReportedAtTheByte(bytes: [UInt8], expected: String) {
    #expect(JSONFixture.diagnostic(bytes) == expected)
  }

  @Test(
    arguments: [
      ([0x5B, 0xFF, 0x5D], "1:2: error: invalid UTF-8"),
      ([0x5B, 0x31, 0x5D, 0x20, 0xFF], "1:5: error: invalid UTF-8"),
      ([0x7B, 0x22, 0x61, 0x22, 0x20, 0xC3], "1:6: error: invalid UTF-8"),
      ([0x7B, 0xFE], "1:2: error: invalid UTF-8"),
      ([0x5B, 0x31, 0x0A, 0x80], "2:1: error: invalid UTF-8"),
      ([0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], "1:1: error: invalid UTF-8, the file appears to be UTF-16"),
      ([0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D], "1:1: error: invalid UTF-8, the file appears to be UTF-16"),
    ] as [([UInt8], String)])
  func invalidUTF8OutsideStringsIsReportedAtTheByte(bytes: [UInt8], expected: String) {
    #expect(JSONFixture.diagnostic(bytes) == expected)
  }

  @Test func byteOrderMarkOnlyCountsAtTheStart() {
    #expect(JSONFixture.diagnostic([0xEF, 0xBB, 0xBF]) == "1:1: error: unexpected end of file, expected a JSON value")
    #expect(
      JSONFixture.diagnostic([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x31])
        == "1:1: error: unexpected character '\u{FEFF}' (U+FEFF), expected a JSON value")
    #expect(
      JSONFixture.diagnostic([0xEF, 0xBB, 0xBF] + Array("[1,]".utf8))
        == "1:3: error: trailing comma is not allowed")
  }
}
