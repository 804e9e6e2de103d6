import Testing
import TouchSim

@Suite struct RendererTests {
  @Test func textLineMatchesTheLogFormatExample() {
    let record = Record(
      time: .zero, receiver: "window", call: .hitTest(touches: [1], at: Point(x: 80, y: 60), result: "buy"))
    #expect(TextRenderer.line(for: record) == "   0.000  window                  hitTest (80.0, 60.0) -> buy")
    let late = Record(
      time: .milliseconds(150), receiver: "buy",
      call: .touches(.touchesBegan, touches: [1], at: Point(x: 60, y: 20), via: nil))
    #expect(TextRenderer.line(for: late) == " 150.000  buy                     touchesBegan #1 (60.0, 20.0)")
    let hook = Record(
      time: .milliseconds(150), receiver: "scroll", call: .touchesShouldBegin(touches: [1], view: "buy", result: true))
    #expect(TextRenderer.line(for: hook) == " 150.000  scroll                  touchesShouldBegin #1 in buy -> true")
  }

  @Test func jsonlUsesTheLogFormatFieldNames() {
    let record = Record(
      time: .milliseconds(16.667), receiver: "root",
      call: .touches(.touchesMoved, touches: [1, 2], at: Point(x: 0.5, y: -0.0), via: "leaf"))
    #expect(
      JSONLRenderer.line(for: record)
        == #"{"t":16.667,"to":"root","call":"touchesMoved","touches":[1,2],"at":[0.5,0],"via":"leaf"}"#)
    let miss = Record(
      time: .zero, receiver: "window", call: .hitTest(touches: [1], at: Point(x: -1, y: 2), result: nil))
    #expect(
      JSONLRenderer.line(for: miss)
        == #"{"t":0,"to":"window","call":"hitTest","touches":[1],"at":[-1,2],"result":null}"#)
  }

  @Test(arguments: [
    (0.05, 1, "0.1"), (-0.05, 1, "-0.1"), (-0.04, 1, "0.0"), (2.25, 1, "2.3"), (1e300, 1, "1e+300"),
    (10.0, 3, "10.000"),
  ])
  func fixedPointRoundsHalfAwayFromZero(value: Double, decimals: Int, expected: String) {
    #expect(NumberFormat.fixed(value, decimals: decimals) == expected)
  }

  @Test func quotedStringsEscapeControlCharacters() {
    #expect(JSONLRenderer.quoted("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
    #expect(JSONLRenderer.quoted("\u{7F}\u{85}\u{2028}\u{2029}\u{202E}é") == #""\u007f\u0085\u2028\u2029\u202eé""#)
  }

  /// Issue 27: printable ASCII without a quote or a backslash is quoted as it is (the fast
  /// path); a string with any other byte, however far in, takes the escaping path.
  @Test func plainStringsAreQuotedAsTheyAre() {
    let long = String(repeating: "n", count: 5_000)
    #expect(JSONLRenderer.isPlain(" ~az09!#" + long) && JSONLRenderer.quoted(long) == "\"" + long + "\"")
    for odd in ["\u{1F}", "\u{7F}", "\"", "\\", "é", "\u{2028}", "\n"] {
      #expect(!JSONLRenderer.isPlain(long + odd))
      #expect(JSONLRenderer.quoted(long + odd) == "\"" + long + JSONLRenderer.quoted(odd).dropFirst())
      let note = Record(time: .zero, receiver: "v", call: .note(text: long + odd))
      #expect(TextRenderer.line(for: note).hasSuffix(" note " + JSONLRenderer.quoted(long + odd)))
    }
    let plain = Record(time: .zero, receiver: "v", call: .note(text: long))
    #expect(TextRenderer.line(for: plain).hasSuffix(" note \"" + long + "\""))
  }
}

@Suite struct ControlCharacterTests {
  /// Issue 12: C0, DEL, C1, the line and paragraph separators and the bidi controls, and
  /// nothing next to them.
  @Test(arguments: [
    (0x00, true), (0x0A, true), (0x1B, true), (0x1F, true), (0x20, false), (0x7E, false), (0x7F, true), (0x80, true),
    (0x9F, true), (0xA0, false), (0xE9, false), (0x2027, false), (0x2028, true), (0x2029, true), (0x202A, true),
    (0x202E, true), (0x202F, false), (0x2065, false), (0x2066, true), (0x2069, true), (0x206A, false), (0x1F600, false),
  ])
  func theSetIsExactlyTheControlsAndSeparators(value: UInt32, refused: Bool) {
    #expect(ControlCharacters.contains(Unicode.Scalar(value)!) == refused)
  }

  @Test func theFirstOneIsFoundWithItsPosition() {
    #expect(ControlCharacters.first(in: "plain é 😀") == nil)
    let found = ControlCharacters.first(in: "ab\u{1B}[31m\n")
    #expect(found?.scalar == "\u{1B}" && found?.offset == 2)
    #expect(ControlCharacters.codePoint("\u{0}") == "U+0000" && ControlCharacters.codePoint("\u{2028}") == "U+2028")
  }

  @Test func escapingLeavesOneInertLine() {
    #expect(ControlCharacters.escaped("a\nb\u{1B}c\u{2029}") == #"a\u000ab\u001bc\u2029"#)
    #expect(ControlCharacters.escaped("plain") == "plain")
  }
}

@Suite struct ByteWriterTests {
  @Test(arguments: [0.05, -0.05, -0.04, 2.25, 1e300, 10.0, 123_456.789_5, -0.0, 0.000_4, 16.666_666])
  func bytesMatchTheStringFormatter(value: Double) {
    for (decimals, trimmed) in [(1, false), (3, false), (3, true)] {
      var writer = ByteWriter()
      writer.write(value, decimals: decimals, trimmed: trimmed)
      #expect(
        String(decoding: writer.bytes, as: UTF8.self) == NumberFormat.fixed(value, decimals: decimals, trimmed: trimmed)
      )
    }
  }

  @Test func longTimesStillAlign() {
    let record = Record(
      time: .milliseconds(123_456.5), receiver: "a-very-long-receiver-name-indeed", call: .cancelTracking)
    #expect(TextRenderer.line(for: record) == "123456.500  a-very-long-receiver-name-indeed cancelTracking")
  }

  /// The text log writes a `set` value straight into its bytes; it spells it as
  /// `PropertyValue.description` does (rounding, trimming, signs, huge values).
  @Test(arguments: [0, -0.0, 1.5, -3.25, 113.6666, 0.0005, -0.0005, 0.0004, 1e9, -12345678.9004, 9.5e15, 2e300])
  func setValuesAreWrittenAsTheirDescription(_ number: Double) {
    let values: [PropertyValue] = [
      .number(number), .point(Point(x: number, y: -number)),
      .rect(Rect(x: number, y: 1, width: number.magnitude, height: 0.125)), .bool(number > 0),
    ]
    for value in values {
      let record = Record(time: .zero, receiver: "v", call: .set(property: "frame", value: value))
      #expect(TextRenderer.line(for: record).hasSuffix(" set frame = " + value.description))
    }
  }
}
