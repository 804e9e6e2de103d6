import Testing
import TouchSim
import TouchSimScenario
import TouchSimTools

extension SupportTests {
  @Suite struct LineDiffTests {
    /// Joins lines, each followed by a newline.
    static func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

    /// The lines "1" through "n", each followed by a newline.
    static func numbers(_ range: ClosedRange<Int>) -> String { text(range.map(String.init)) }

    static func diff(_ expected: String, _ actual: String, context: Int = 3) -> String? {
      LineDiff.unified(expected: expected, actual: actual, expectedName: "a", actualName: "b", context: context)
    }

    @Test func equalTextsGiveNoDiff() {
      #expect(Self.diff("", "") == nil)
      #expect(Self.diff("x\ny\n", "x\ny\n") == nil)
      #expect(Self.diff("x\ny", "x\ny") == nil)
    }

    @Test func canonicallyEquivalentButDifferentBytesStillDiffer() {
      let composed = "caf\u{E9}\n"
      let decomposed = "cafe\u{301}\n"
      #expect(composed == decomposed)
      #expect(Self.diff(composed, decomposed) == "--- a\n+++ b\n@@ -1 +1 @@\n-\(composed)+\(decomposed)")
    }

    @Test func headersUseTheGivenNames() {
      let diff = LineDiff.unified(
        expected: "x\n", actual: "y\n", expectedName: "golden/tap.txt", actualName: "actual output")
      #expect(diff == "--- golden/tap.txt\n+++ actual output\n@@ -1 +1 @@\n-x\n+y\n")
    }

    @Test func aChangedLineShowsThreeLinesOfContextEachSide() {
      let actual = Self.text(["1", "2", "3", "4", "five", "6", "7", "8", "9", "10"])
      #expect(
        Self.diff(Self.numbers(1...10), actual) == """
          --- a
          +++ b
          @@ -2,7 +2,7 @@
           2
           3
           4
          -5
          +five
           6
           7
           8

          """)
    }

    @Test func changesSixLinesApartShareOneHunk() {
      var lines = (1...20).map(String.init)
      lines[1] = "X"
      lines[8] = "Y"
      #expect(
        Self.diff(Self.numbers(1...20), Self.text(lines)) == """
          --- a
          +++ b
          @@ -1,12 +1,12 @@
           1
          -2
          +X
           3
           4
           5
           6
           7
           8
          -9
          +Y
           10
           11
           12

          """)
    }

    @Test func changesSevenLinesApartGetSeparateHunks() {
      var lines = (1...20).map(String.init)
      lines[1] = "X"
      lines[9] = "Y"
      #expect(
        Self.diff(Self.numbers(1...20), Self.text(lines)) == """
          --- a
          +++ b
          @@ -1,5 +1,5 @@
           1
          -2
          +X
           3
           4
           5
          @@ -7,7 +7,7 @@
           7
           8
           9
          -10
          +Y
           11
           12
           13

          """)
    }

    @Test func emptyExpectedShowsEveryLineAdded() {
      #expect(Self.diff("", "a\nb\n") == "--- a\n+++ b\n@@ -0,0 +1,2 @@\n+a\n+b\n")
    }

    @Test func emptyActualShowsEveryLineRemoved() {
      #expect(Self.diff("a\nb\n", "") == "--- a\n+++ b\n@@ -1,2 +0,0 @@\n-a\n-b\n")
    }

    @Test func aLoneNewlineIsOneEmptyLine() {
      #expect(Self.diff("", "\n") == "--- a\n+++ b\n@@ -0,0 +1 @@\n+\n")
    }

    @Test func missingFinalNewlineIsMarkedLikeDiff() {
      #expect(
        Self.diff("a\nb", "a\nb\n") == """
          --- a
          +++ b
          @@ -1,2 +1,2 @@
           a
          -b
          \\ No newline at end of file
          +b

          """)
      #expect(
        Self.diff("a\nb\n", "a\nb") == """
          --- a
          +++ b
          @@ -1,2 +1,2 @@
           a
          -b
          +b
          \\ No newline at end of file

          """)
    }

    @Test func unterminatedContextLineIsMarkedToo() {
      #expect(
        Self.diff("a\nb", "x\nb") == """
          --- a
          +++ b
          @@ -1,2 +1,2 @@
          -a
          +x
           b
          \\ No newline at end of file

          """)
    }

    @Test func zeroContextNamesTheLineBeforeAnInsertion() {
      let actual = Self.text((1...5).map(String.init) + ["n1", "n2"] + (6...10).map(String.init))
      #expect(Self.diff(Self.numbers(1...10), actual, context: 0) == "--- a\n+++ b\n@@ -5,0 +6,2 @@\n+n1\n+n2\n")
      #expect(
        Self.diff(Self.numbers(1...10), actual, context: 1) == """
          --- a
          +++ b
          @@ -5,2 +5,4 @@
           5
          +n1
          +n2
           6

          """)
    }

    @Test func negativeContextCountsAsZero() {
      #expect(Self.diff(Self.numbers(1...3), "1\nX\n3\n", context: -2) == "--- a\n+++ b\n@@ -2 +2 @@\n-2\n+X\n")
    }

    @Test func contextIsClippedAtBothEnds() {
      #expect(
        Self.diff(Self.numbers(1...10), Self.numbers(3...10))
          == "--- a\n+++ b\n@@ -1,5 +1,3 @@\n-1\n-2\n 3\n 4\n 5\n")
      #expect(
        Self.diff(Self.numbers(1...10), Self.numbers(1...11))
          == "--- a\n+++ b\n@@ -8,3 +8,4 @@\n 8\n 9\n 10\n+11\n")
    }

    @Test func aChangeRunListsRemovalsBeforeAdditions() {
      #expect(Self.diff("a\nb\nc\n", "x\ny\n") == "--- a\n+++ b\n@@ -1,3 +1,2 @@\n-a\n-b\n-c\n+x\n+y\n")
    }

    @Test func carriageReturnsStayPartOfTheLine() {
      #expect(Self.diff("a\r\nb\n", "a\nb\n") == "--- a\n+++ b\n@@ -1,2 +1,2 @@\n-a\r\n+a\n b\n")
    }

    /// A diff with its line comparisons counted.
    static func countedDiff(_ expected: String, _ actual: String) -> (diff: String?, comparisons: Int) {
      var comparisons = 0
      let diff = LineDiff.unified(
        expected: expected, actual: actual, expectedName: "a", actualName: "b", comparisons: &comparisons)
      return (diff, comparisons)
    }

    @Test func tenThousandLinesWithScatteredChangesTakeComparisonsInProportionToLinesTimesChanges() throws {
      let expected = (0..<10_000).map { "line \($0)" }
      var actual = expected
      for index in stride(from: 50, to: 10_000, by: 100) { actual[index] = "changed \(index)" }
      let (result, comparisons) = Self.countedDiff(Self.text(expected), Self.text(actual))
      let diff = try #require(result)
      // Myers: O((n + m) * d) with d = 200 edits, here only the 9,900 shared lines take part;
      // a quadratic diff would make 10^8.
      #expect(comparisons <= 4 * (9_900 + 9_900) * 200, "\(comparisons) comparisons")
      let lines = diff.split(separator: "\n")
      #expect(lines.count { $0.hasPrefix("@@") } == 100)
      #expect(lines.count { $0.hasPrefix("-line") } == 100)
      #expect(lines.count { $0.hasPrefix("+changed") } == 100)
      #expect(lines.contains("@@ -48,7 +48,7 @@"))
    }

    @Test func tenThousandEntirelyDifferentLinesNeedNoComparisons() throws {
      let expected = Self.text((0..<10_000).map { "old \($0)" })
      let actual = Self.text((0..<10_000).map { "new \($0)" })
      let (result, comparisons) = Self.countedDiff(expected, actual)
      let diff = try #require(result)
      #expect(comparisons == 0, "lines on one side only are set aside before the edit script")
      #expect(diff.hasPrefix("--- a\n+++ b\n@@ -1,10000 +1,10000 @@\n-old 0\n"))
      #expect(diff.hasSuffix("+new 9998\n+new 9999\n"))
    }

    @Test(arguments: 0..<200)
    func applyingTheDiffToExpectedGivesActualWithMinimalEdits(seed: Int) throws {
      var random = SeededRandom(seed: UInt64(seed))
      let expected = random.text()
      let actual = random.text()
      let context = Int(random.next() % 4)
      guard let diff = Self.diff(expected, actual, context: context) else {
        #expect(Array(expected.utf8) == Array(actual.utf8))
        return
      }
      #expect(try Patch.apply(diff, to: expected) == actual)
      let old = Patch.lines(expected)
      let new = Patch.lines(actual)
      let removed = diff.split(separator: "\n").dropFirst(2).count { $0.hasPrefix("-") }
      #expect(removed == old.count - Patch.lcsLength(old, new))
    }

    @Test func colorizePaintsRemovalsAdditionsAndHunkHeaders() {
      let diff = "--- a\n+++ b\n@@ -1,2 +1,2 @@\n keep\n-old\n+new\n\\ No newline at end of file\n"
      let red = "\u{1B}[31m"
      let green = "\u{1B}[32m"
      let cyan = "\u{1B}[36m"
      let bold = "\u{1B}[1m"
      let reset = "\u{1B}[0m"
      #expect(
        LineDiff.colorize(diff) == """
          \(bold)--- a\(reset)
          \(bold)+++ b\(reset)
          \(cyan)@@ -1,2 +1,2 @@\(reset)
           keep
          \(red)-old\(reset)
          \(green)+new\(reset)
          \\ No newline at end of file

          """)
    }

    @Test func colorizeTreatsTripleDashLinesInsideHunksAsRemovals() {
      let diff = "--- a\n+++ b\n@@ -1 +1 @@\n--- x\n+++ y"
      #expect(LineDiff.colorize(diff).hasSuffix("\u{1B}[31m--- x\u{1B}[0m\n\u{1B}[32m+++ y\u{1B}[0m"))
    }
  }
}

/// A small seeded generator, so random cases are reproducible.

/// A minimal unified-diff applier and LCS, to check diffs independently of the code under test.
private enum Patch {
  struct Line: Equatable {
    var text: Substring
    var terminated: Bool
  }

  struct Malformed: Error {}

  static func lines(_ text: String) -> [Line] {
    var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
    let terminated = parts.last == ""
    if terminated { parts.removeLast() }
    var lines = parts.map { Line(text: $0, terminated: true) }
    if !terminated { lines[lines.count - 1].terminated = false }
    return lines
  }

  static func apply(_ diff: String, to expected: String) throws -> String {
    let old = lines(expected)
    var result: [Line] = []
    var next = 0
    var lastWasRemoval = false
    let diffLines = diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    guard diffLines.count >= 2, diffLines.first == "--- a", diffLines.dropFirst().first == "+++ b" else {
      throw Malformed()
    }
    for line in diffLines.dropFirst(2) {
      let body = line.dropFirst()
      switch line.first {
      case "@":
        // "@@ -a[,b] +c[,d] @@": copy unchanged lines up to the hunk.
        let oldRange = line.split(separator: " ")[1].dropFirst().split(separator: ",")
        guard let startField = oldRange.first, var start = Int(startField) else { throw Malformed() }
        if oldRange.count == 1 || oldRange[1] != "0" { start -= 1 }
        guard start >= next else { throw Malformed() }
        result += old[next..<start]
        next = start
      case " ":
        guard next < old.count, old[next].text == body else { throw Malformed() }
        result.append(old[next])
        next += 1
        lastWasRemoval = false
      case "-":
        guard next < old.count, old[next].text == body else { throw Malformed() }
        next += 1
        lastWasRemoval = true
      case "+":
        result.append(Line(text: body, terminated: true))
        lastWasRemoval = false
      case "\\":
        if !lastWasRemoval { result[result.count - 1].terminated = false }
      default:
        throw Malformed()
      }
    }
    result += old[next...]
    return result.map { $0.text + ($0.terminated ? "\n" : "") }.joined()
  }

  static func lcsLength(_ a: [Line], _ b: [Line]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }
}

extension SeededRandom {
  /// Up to 15 lines drawn from a small alphabet, sometimes without a final newline.
  fileprivate mutating func text() -> String {
    let count = Int(next() % 16)
    let lines = (0..<count).map { _ in ["a", "b", "c", "", "d d"][Int(next() % 5)] }
    var text = lines.map { $0 + "\n" }.joined()
    if count > 0 && next() % 3 == 0 { text.removeLast() }
    return text
  }
}
