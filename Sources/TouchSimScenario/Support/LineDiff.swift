/// Line-oriented unified diffs in the format of `diff -u`, for golden-file checks.
///
/// Lines are compared byte for byte (not by Unicode canonical equivalence), and a
/// final line without a trailing newline differs from the same line with one, shown
/// with `\ No newline at end of file` exactly as `diff` does. File headers carry the
/// given names without timestamps. Like `diff`, a range of one line is written
/// without its count (`@@ -3 +3 @@`).
public enum LineDiff {
  /// Returns a unified diff turning `expected` into `actual`, or nil when they are byte-identical.
  ///
  /// - Parameters:
  ///   - expected: The reference text, shown as `-` lines.
  ///   - actual: The text under test, shown as `+` lines.
  ///   - expectedName: The name on the `---` header line.
  ///   - actualName: The name on the `+++` header line.
  ///   - context: Unchanged lines shown around each change; negative values count as 0.
  ///     Hunks whose context would touch or overlap are merged, as in `diff -u`.
  public static func unified(
    expected: String, actual: String, expectedName: String, actualName: String, context: Int = 3
  ) -> String? {
    var comparisons = 0
    return unified(
      expected: expected, actual: actual, expectedName: expectedName, actualName: actualName, context: context,
      comparisons: &comparisons)
  }

  /// `unified(expected:actual:expectedName:actualName:context:)`, adding to `comparisons` the
  /// line comparisons the edit script made: a count, not a time, that tests bound by the
  /// input size (issue 11).
  public static func unified(
    expected: String, actual: String, expectedName: String, actualName: String, context: Int = 3,
    comparisons: inout Int
  ) -> String? {
    if expected.utf8.elementsEqual(actual.utf8) { return nil }
    let old = DiffLine.split(expected)
    let new = DiffLine.split(actual)
    let ops = editScript(old: old, new: new, comparisons: &comparisons)
    var out = "--- \(expectedName)\n+++ \(actualName)\n"
    var cursor = Cursor()
    for hunk in hunks(ops, context: max(0, context)) {
      cursor.advance(through: ops[cursor.op..<hunk.lowerBound])
      render(hunk, ops: ops, old: old, new: new, from: cursor, into: &out)
    }
    return out
  }

  /// Wraps a unified diff's lines in ANSI colours: `-` red, `+` green, `@@` cyan.
  ///
  /// The `---` and `+++` file headers before the first hunk are made bold rather than
  /// coloured; context lines and `\ No newline at end of file` markers are left plain.
  public static func colorize(_ diff: String) -> String {
    let reset = "\u{1B}[0m"
    var inHeader = true
    var out = ""
    var lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
    let trailingNewline = lines.last == ""
    if trailingNewline { lines.removeLast() }
    for (index, line) in lines.enumerated() {
      let code: String?
      if line.hasPrefix("@@") {
        inHeader = false
        code = "\u{1B}[36m"
      } else if inHeader && (line.hasPrefix("--- ") || line.hasPrefix("+++ ")) {
        code = "\u{1B}[1m"
      } else if line.hasPrefix("-") {
        code = "\u{1B}[31m"
      } else if line.hasPrefix("+") {
        code = "\u{1B}[32m"
      } else {
        code = nil
      }
      if let code { out += code + line + reset } else { out += line }
      if index < lines.count - 1 || trailingNewline { out += "\n" }
    }
    return out
  }
}

/// One line of text as raw UTF-8, and whether a newline ended it.
private struct DiffLine: Hashable {
  var bytes: [UInt8]
  var terminated: Bool

  /// Splits text at `\n` bytes; an empty text has no lines.
  static func split(_ text: String) -> [DiffLine] {
    var parts = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    // A trailing newline leaves an empty final part; without one the last line is unterminated.
    let lastTerminated = parts.last?.isEmpty ?? true
    if lastTerminated { parts.removeLast() }
    var lines = parts.map { DiffLine(bytes: Array($0), terminated: true) }
    if !lastTerminated { lines[lines.count - 1].terminated = false }
    return lines
  }

  /// The line's text, without its newline.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// One step of an edit script.
private enum DiffOp: Equatable {
  case equal, delete, insert
}

/// A run of operations, `ops[range]`, printed as one hunk.
private typealias Hunk = Range<Int>

/// A position in an edit script: the next operation and the next old and new line.
private struct Cursor {
  var op = 0
  var old = 0
  var new = 0

  /// Moves past the given operations, which must start at `op`.
  mutating func advance(through ops: ArraySlice<DiffOp>) {
    for step in ops {
      if step != .insert { old += 1 }
      if step != .delete { new += 1 }
    }
    op = ops.endIndex
  }
}

extension LineDiff {
  /// Computes a minimal edit script with `CollectionDifference`, in old/new order.
  ///
  /// Lines are interned to integers first, and lines that occur on only one side are
  /// set aside before diffing: they can never be matched, so the result stays minimal
  /// while completely rewritten inputs cost almost nothing.
  fileprivate static func editScript(old: [DiffLine], new: [DiffLine], comparisons: inout Int) -> [DiffOp] {
    var table: [DiffLine: Int] = [:]
    func intern(_ line: DiffLine) -> Int {
      if let id = table[line] { return id }
      let id = table.count
      table[line] = id
      return id
    }
    let oldIDs = old.map(intern)
    let newIDs = new.map(intern)
    let oldSet = Set(oldIDs)
    let newSet = Set(newIDs)
    let oldKept = oldIDs.indices.filter { newSet.contains(oldIDs[$0]) }
    let newKept = newIDs.indices.filter { oldSet.contains(newIDs[$0]) }

    var deleted = [Bool](repeating: true, count: old.count)
    var inserted = [Bool](repeating: true, count: new.count)
    for index in oldKept { deleted[index] = false }
    for index in newKept { inserted[index] = false }
    var compared = 0
    let difference = newKept.map { newIDs[$0] }.difference(from: oldKept.map { oldIDs[$0] }) { a, b in
      compared += 1
      return a == b
    }
    comparisons += compared
    for change in difference {
      switch change {
      case .remove(let offset, _, _): deleted[oldKept[offset]] = true
      case .insert(let offset, _, _): inserted[newKept[offset]] = true
      }
    }

    var ops: [DiffOp] = []
    ops.reserveCapacity(old.count + new.count)
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count && deleted[i] {
        ops.append(.delete)
        i += 1
      } else if j < new.count && inserted[j] {
        ops.append(.insert)
        j += 1
      } else {
        ops.append(.equal)
        i += 1
        j += 1
      }
    }
    return ops
  }

  /// Groups change runs into hunks, merging runs separated by at most `2 * context` equal lines.
  fileprivate static func hunks(_ ops: [DiffOp], context: Int) -> [Hunk] {
    var runs: [Range<Int>] = []
    var k = 0
    while k < ops.count {
      guard ops[k] != .equal else {
        k += 1
        continue
      }
      let start = k
      while k < ops.count && ops[k] != .equal { k += 1 }
      if let last = runs.last, start - last.upperBound <= 2 * context {
        runs[runs.count - 1] = last.lowerBound..<k
      } else {
        runs.append(start..<k)
      }
    }
    return runs.map { max(0, $0.lowerBound - context)..<min(ops.count, $0.upperBound + context) }
  }

  /// Appends one hunk: its `@@` header, then context, `-` and `+` lines.
  fileprivate static func render(
    _ hunk: Hunk, ops: [DiffOp], old: [DiffLine], new: [DiffLine], from start: Cursor,
    into out: inout String
  ) {
    var i = start.old
    var j = start.new
    let oldCount = ops[hunk].count(where: { $0 != .insert })
    let newCount = ops[hunk].count(where: { $0 != .delete })
    out += "@@ -\(range(i, oldCount)) +\(range(j, newCount)) @@\n"

    var k = hunk.lowerBound
    while k < hunk.upperBound {
      if ops[k] == .equal {
        emit(" ", old[i], into: &out)
        i += 1
        j += 1
        k += 1
        continue
      }
      // A change run: all deletions first, then all insertions.
      var insertions: [DiffLine] = []
      while k < hunk.upperBound && ops[k] != .equal {
        if ops[k] == .delete {
          emit("-", old[i], into: &out)
          i += 1
        } else {
          insertions.append(new[j])
          j += 1
        }
        k += 1
      }
      for line in insertions { emit("+", line, into: &out) }
    }
  }

  /// Formats a hunk range as `diff` does: `start,count`, or `start` alone when count is 1.
  ///
  /// `start` is the zero-based index of the first line; an empty range names the line before it.
  fileprivate static func range(_ start: Int, _ count: Int) -> String {
    switch count {
    case 0: "\(start),0"
    case 1: "\(start + 1)"
    default: "\(start + 1),\(count)"
    }
  }

  /// Appends one prefixed line, plus the no-newline marker when the line was unterminated.
  fileprivate static func emit(_ prefix: String, _ line: DiffLine, into out: inout String) {
    out += prefix
    out += line.text
    out += "\n"
    if !line.terminated { out += "\\ No newline at end of file\n" }
  }
}
