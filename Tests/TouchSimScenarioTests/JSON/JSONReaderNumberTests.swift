import Testing
import TouchSim
import TouchSimScenario
import TouchSimTools

@Suite("JSONReader numbers")
struct JSONReaderNumberTests {
  @Test(arguments: [
    ("0", 0.0), ("1", 1), ("-1", -1), ("1.5", 1.5), ("-2.25e-3", -0.00225), ("1E2", 100), ("1e+2", 100),
    ("0.1", 0.1), ("123.456", 123.456), ("0.30000000000000004", 0.30000000000000004),
    ("1e23", 1e23), ("9007199254740993", 9_007_199_254_740_992),
    ("123456789012345678901234567890", 1.2345678901234568e29),
    ("1.7976931348623157e308", 1.7976931348623157e308), ("2.2250738585072014e-308", 2.2250738585072014e-308),
    ("4.9406564584124654e-324", .leastNonzeroMagnitude), ("1e-999", 0), ("0e999", 0), ("0.000001234", 0.000001234),
  ])
  func numbersParseToTheNearestDouble(text: String, expected: Double) throws {
    #expect(try JSONFixture.number(text) == expected)
  }

  @Test func negativeZeroKeepsItsSign() throws {
    let zero = try #require(try JSONFixture.number("-0"))
    #expect(zero == 0 && zero.sign == .minus)
    let scaled = try #require(try JSONFixture.number("-0.0e5"))
    #expect(scaled.sign == .minus)
  }

  @Test func fastPathAgreesWithTheStandardLibrary() throws {
    var generator = SeededRandom(seed: 0x5EED)
    for _ in 0..<20_000 {
      let integer = generator.next() % 10_000_000
      let fraction = generator.next() % 1_000_000
      let exponent = Int(generator.next() % 60) - 30
      let negative = generator.next() % 2 == 0
      let text = "\(negative ? "-" : "")\(integer).\(fraction)e\(exponent)"
      let expected = try #require(Double(text))
      #expect(try JSONFixture.number(text) == expected, "\(text)")
    }
  }

  @Test(arguments: [
    ("01", "1:1: error: leading zeros are not allowed"),
    ("[-012]", "1:3: error: leading zeros are not allowed"),
    ("[00.5]", "1:2: error: leading zeros are not allowed"),
    ("1.", "1:3: error: unexpected end of file, expected a digit after '.'"),
    ("[1.e5]", "1:4: error: unexpected character 'e', expected a digit after '.'"),
    ("[.5]", "1:2: error: unexpected character '.', expected a value or ']'"),
    ("[+1]", "1:2: error: unexpected character '+', expected a value or ']'"),
    ("-", "1:2: error: unexpected end of file, expected a digit after '-'"),
    ("[-a]", "1:3: error: unexpected character 'a', expected a digit after '-'"),
    ("[- 1]", "1:3: error: unexpected character ' ', expected a digit after '-'"),
    ("1e", "1:3: error: unexpected end of file, expected a digit in the exponent"),
    ("[1e+]", "1:5: error: unexpected character ']', expected a digit in the exponent"),
    ("[1, 2.5x]", "1:8: error: unexpected character 'x', expected ',' or ']'"),
  ])
  func malformedNumbersPointAtTheOffendingByte(text: String, expected: String) {
    #expect(JSONFixture.diagnostic(text) == expected)
  }

  @Test(arguments: [
    ("1e999", "1:1: error: number is out of range"),
    ("[0, -1e400]", "1:5: error: number is out of range"),
    ("{\"x\":\n  1.8e308}", "2:3: error: number is out of range"),
    ("[\(String(repeating: "9", count: 400))]", "1:2: error: number is out of range"),
  ])
  func numbersThatOverflowAreOutOfRange(text: String, expected: String) {
    #expect(JSONFixture.diagnostic(text) == expected)
  }
}
