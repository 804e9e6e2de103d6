import Testing
import TouchSimScenario

@Suite("JSONReader limits")
struct JSONReaderLimitTests {
  static func nestedArrays(_ depth: Int) -> [UInt8] {
    [UInt8](repeating: UInt8(ascii: "["), count: depth) + [UInt8](repeating: UInt8(ascii: "]"), count: depth)
  }

  @Test func nestingUpToTheLimitIsAccepted() throws {
    var value = try JSONReader.parse(Self.nestedArrays(256))
    var depth = 1
    while let inner = value.arrayValue?.first {
      value = inner
      depth += 1
    }
    #expect(depth == 256)
    #expect(value.location == JSONFixture.at(1, 256))
  }

  @Test func nestingBeyondTheLimitPointsAtTheExtraBracket() {
    #expect(JSONFixture.diagnostic(Self.nestedArrays(257)) == "1:257: error: nesting is deeper than 256 levels")
    let mixed = String(repeating: "{\"a\":[", count: 128) + "{}"
    #expect(JSONFixture.diagnostic(mixed) == "1:\(128 * 6 + 1): error: nesting is deeper than 256 levels")
    #expect(
      JSONFixture.diagnostic("[[[[]]]]", limits: JSONLimits(maxDepth: 3))
        == "1:4: error: nesting is deeper than 3 levels")
  }

  @Test(arguments: [10_000, 1_000_000, 10_000_000])
  func deeplyNestedInputDoesNotOverflowTheStack(depth: Int) {
    let opening = [UInt8](repeating: UInt8(ascii: "["), count: depth)
    #expect(JSONFixture.diagnostic(opening) == "1:257: error: nesting is deeper than 256 levels")
  }

  @Test func parserItselfIsIterativeWhenTheLimitIsRaised() {
    // A million open brackets within the limit: a recursive parser would need
    // a million stack frames before it reached the end of the file.
    let depth = 1_000_000
    let unterminated = [UInt8](repeating: UInt8(ascii: "["), count: depth)
    #expect(
      JSONFixture.diagnostic(unterminated, limits: JSONLimits(maxDepth: depth, maxValues: .max)) == """
        1:1000001: error: unexpected end of file, expected ']'
        1:1000000: note: to match this opening '['
        """)
    #expect(
      JSONFixture.diagnostic(unterminated + [UInt8(ascii: "[")], limits: JSONLimits(maxDepth: depth, maxValues: .max))
        == "1:1000001: error: nesting is deeper than 1000000 levels")
  }

  @Test func deepTreeWithinARaisedLimitIsBuilt() throws {
    // Kept moderate: Swift destroys nested arrays recursively.
    let depth = 2_000
    var value = try JSONReader.parse(Self.nestedArrays(depth), limits: JSONLimits(maxDepth: depth, maxValues: .max))
    var levels = 1
    while let inner = value.arrayValue?.first {
      value = inner
      levels += 1
    }
    #expect(levels == depth)
  }

  @Test func inputOverTheSizeLimitIsRejectedAtTheStart() {
    let limit = 64 * 1024 * 1024
    var bytes = [UInt8](repeating: UInt8(ascii: " "), count: limit + 1)
    bytes[0] = UInt8(ascii: "0")
    #expect(JSONFixture.diagnostic(bytes) == "1:1: error: file is larger than 64 MiB")
    #expect(JSONFixture.diagnostic(Array(bytes.prefix(limit))) == nil)
    #expect(
      JSONFixture.diagnostic("[1, 2]", limits: JSONLimits(maxBytes: 5))
        == "1:1: error: file is larger than 5 bytes")
    #expect(JSONFixture.diagnostic("[1, 2]", limits: JSONLimits(maxBytes: 6)) == nil)
  }

  @Test func stringsOverTheLengthLimitAreRejectedAtTheirQuote() {
    let limits = JSONLimits(maxStringBytes: 4)
    #expect(JSONFixture.diagnostic(#"["abcd"]"#, limits: limits) == nil)
    #expect(JSONFixture.diagnostic(#"["abcde"]"#, limits: limits) == "1:2: error: string is longer than 4 bytes")
    // The limit applies to decoded bytes: six escapes decode to three.
    #expect(JSONFixture.diagnostic(#"["\n\n\n"]"#, limits: JSONLimits(maxStringBytes: 3)) == nil)
    #expect(
      JSONFixture.diagnostic(#"["\u00e9\u00e9\u00e9"]"#, limits: limits)
        == "1:2: error: string is longer than 4 bytes")
    #expect(JSONFixture.diagnostic(#"{"abcde": 1}"#, limits: limits) == "1:2: error: string is longer than 4 bytes")
    let big = "\"" + String(repeating: "x", count: 1024 * 1024 + 1) + "\""
    #expect(JSONFixture.diagnostic(big) == "1:1: error: string is longer than 1 MiB")
  }
}

@Suite struct JSONValueLimitTests {
  @Test func theValueLimitCountsEveryValueAndPointsAtTheOneOver() {
    let limits = JSONLimits(maxValues: 4)
    // [1, [2], 3]: the outer array, 1, the inner array, 2, 3 = five values.
    #expect(
      JSONFixture.diagnostic(Array("[1, [2], 3]".utf8), limits: limits)
        == "1:10: error: the file has more than 4 JSON values (limit per file)")
    #expect(JSONFixture.diagnostic(Array("[1, [2]]".utf8), limits: limits) == nil)
    // Object keys are not values: {"a": 1, "b": 2, "c": 3} is four.
    #expect(JSONFixture.diagnostic(Array(#"{"a": 1, "b": 2, "c": 3}"#.utf8), limits: limits) == nil)
  }
}
