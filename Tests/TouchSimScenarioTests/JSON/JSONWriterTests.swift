import Testing

@testable import TouchSimScenario

/// The writer's JSON text: exact numbers, one line when it fits, else one member per line.
@Suite struct JSONWriterTests {
  @Test func numbersAreWrittenSoThatTheyReadBackExactly() throws {
    let values = [
      0.1, 1.0 / 3, 16.667, 1e-7, 123_456.789_012_345, -0.0, 1e15, 2.5e20, Double.leastNonzeroMagnitude, -42,
    ]
    for value in values {
      let text = JSONWriter.number(value)
      let parsed = try JSONReader.parse(Array(text.utf8))
      #expect(parsed.numberValue == value && parsed.numberValue?.sign == value.sign, "\(value) written as \(text)")
    }
  }

  @Test func aValueGoesOnOneLineWhenItFitsAndOneMemberPerLineWhenNot() throws {
    let short = try JSONReader.parse(Array(#"{"a": [1, 2], "b": {"c": true}}"#.utf8))
    #expect(JSONWriter.document(short) == "{\"a\": [1, 2], \"b\": {\"c\": true}}\n")
    let row = JSONValue.array((0..<20).map { JSONValue.number(Double($0)) })
    let text = JSONWriter.document(.array([row, row, row]))
    #expect(text.hasPrefix("[\n  [0, 1, 2") && text.hasSuffix("19]\n]\n") && text.split(separator: "\n").count == 5)
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= JSONWriter.width })
  }
}
