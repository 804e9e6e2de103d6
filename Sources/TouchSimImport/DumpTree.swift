import TouchSim
import TouchSimScenario

/// One view of an imported dump, before it becomes a scenario view.
struct DumpNode: Sendable {
  /// Where its entry starts (1-based line, column in UTF-8 bytes).
  var line: Int
  var column: Int
  var fields: DumpFields
  var resolution: DumpClassMap.Resolution
  /// In its scenario superview's coordinates (shifted past flattened content views).
  var frame: Rect
  /// Whether the dump ends inside its entry.
  var isTruncated: Bool
  /// Indices of its subviews in `DumpTree.nodes`.
  var children: [Int] = []
  /// A direct subview of a table cell (not through its content view) listed before the
  /// cell's content view: UIKit's cell decoration or a view added to the cell itself, which
  /// stays on the cell (`cellSubviews`), behind the content view.
  var isOnCellBehindContent = false
  /// A direct subview of a table cell listed after its content view (in front of it).
  var isOnCellInFront = false
  /// A table cell: whether the dump shows its content view.
  var hasContentView = false
  /// The views flattened into this view (content views, a table's wrapper view) whose
  /// entries print `gestureRecognizers`: their lines and classes.
  var flattenedRecognizers: [(line: Int, className: String)] = []
  /// `collection view layout: <UICollectionViewFlowLayout: ...>` after the entry (iOS 10 and
  /// earlier): the layout's class.
  var collectionViewLayout: String?
}

/// One entry of the dump as read: where, how deep, its fields.
struct DumpEntryRecord: Equatable, Sendable {
  var line: Int
  var depth: Int
  var fields: DumpFields
  var isClosed: Bool
}

/// A view or line the import leaves out, and why (the summary lists them).
struct DumpDrop: Equatable, Sendable {
  var line: Int
  var className: String
  var reason: String
  /// The entry's printed frame, when it has one (for the notes).
  var frame: String? = nil
  /// Whether the view was left out because its superview is unknowable (after an elision):
  /// the scenario's notes keep it.
  var isUnplaced = false
  /// Whether the entry prints `gestureRecognizers`.
  var hasRecognizers = false
  /// The dropped view whose subview this is (its subviews are dropped with it); nil for the
  /// view a reason applies to.
  var droppedWith: Int? = nil
}

/// The view tree of a dump (issue 19): every entry placed under its superview by depth
/// (`DumpIndentation`), classes resolved (`DumpClassMap`), frames parsed (`DumpGeometry`).
/// Layer lines (`<CALayer: ...> (layer)`) are skipped, and so are console lines (an entry of an
/// `NS` or `CA` class without a frame: an Auto Layout warning) and the layout an iOS 10
/// collection view prints after its entry (` collection view layout: <...>`).
///
/// Elisions (issue 31): the lines an elision (`...`) leaves out may hold views at any depth
/// from its own (its pipes; a bare `...` from depth 1) down, so a view open before it is a
/// known superview only above that depth. A line after it whose superview would be a view
/// opened before it at that depth or deeper has no known superview: it is left out with its
/// subviews (the notes keep it), never attached to whatever is open; a line at its own depth
/// under a known superview is placed there, and the views read after the elision are known
/// superviews again. Without an elision a line that skips a level is an error. Bounded by the
/// scenario limits: `ScenarioLimits.maxViews` views, `maxDepth` levels.
struct DumpTree: Sendable {
  /// The most levels of views, the first view's level included (the JSON reader's 256
  /// nesting levels hold a view and its `subviews` array per level); Docs/Import.md says it.
  static let maxDepth = 100

  var nodes: [DumpNode] = []
  /// Indices of the top-level views.
  var roots: [Int] = []
  var drops: [DumpDrop] = []
  /// Entries read (views, dropped and flattened ones; layer lines not).
  var entryCount = 0
  var layerLines = 0
  var elisionLines = 0
  /// Entries that are console output, not views (`<NSLayoutConstraint: ...>` without a frame).
  var consoleLines = 0
  /// The lines of the top-level views (several: several dumps pasted into one file).
  var rootLines: [Int] = []
  /// Every entry read, in order (layer lines not): for the summary and the tests.
  var entries: [DumpEntryRecord] = []
  /// Classes flattened into their superview (`contentOf`), with counts, in order.
  var flattened: [String] = []

  /// Where a level's subviews go.
  private struct Slot {
    /// The node that receives subviews; nil when the level was dropped.
    var target: Int?
    /// Added to the subviews' frames (a flattened content view's origin).
    var offset: Point
    /// Why the level was dropped.
    var dropReason: String?
    /// The index in `drops` of the dropped view that opened this level.
    var droppedView: Int? = nil
    /// The slot of a table cell's own subviews (not its content view's).
    var isCellItself = false
  }

  /// One entry found in a line, before placing.
  private struct Found {
    var line: DumpLine
    var entry: DumpEntryScanner.Entry
    var pipes: Int
    var indent: Int
  }

  /// Builds the tree of a dump's lines.
  static func build(_ lines: [DumpLine]) throws(DumpImportError) -> DumpTree {
    var tree = DumpTree()
    try tree.place(lines)
    return tree
  }

  private mutating func place(_ lines: [DumpLine]) throws(DumpImportError) {
    let usesPipes = lines.contains { line in
      DumpEntryScanner.entries(in: line.bytes).contains { DumpIndentation.pipes(in: line.bytes[$0.prefix]) > 0 }
    }
    var indents = IndentStack()
    var stack: [Slot] = []
    var baseDepth: Int?
    var gapLine: Int?
    // The open levels that are known superviews: those above the depth an elision may hide.
    var known = 0
    for line in lines {
      if DumpIndentation.isElision(line.bytes) {
        if let base = baseDepth {
          elisionLines += 1
          gapLine = line.number
          let hidden = max(1, DumpIndentation.pipes(in: line.bytes[...]) - base)
          known = min(known, stack.count, hidden)
        }
        continue
      }
      let entries = DumpEntryScanner.entries(in: line.bytes)
      if entries.isEmpty {
        let pipes = DumpIndentation.pipes(in: line.bytes[...])
        let text = line.bytes.filter {
          !DumpIndentation.isSpace($0) && $0 != UInt8(ascii: "|") && $0 != UInt8(ascii: "/")
        }
        if let base = baseDepth, pipes > 0, !text.isEmpty {
          // A view whose description is overridden (no `<Class: ...>`): its subviews cannot be placed.
          drops.append(
            DumpDrop(
              line: line.number, className: "?",
              reason: "the line has no '<Class: ...>' entry (a custom description); its subviews are dropped too"))
          stack.removeLast(max(0, stack.count - max(0, pipes - base)))
          known = min(known, stack.count)
          gapLine = line.number
        }
        continue
      }
      for (index, entry) in entries.enumerated() {
        let trailer = String(decoding: line.bytes[entry.trailer], as: UTF8.self).dumpTrimmed
        if trailer == "(layer)" {
          layerLines += 1
          continue
        }
        if index > 0, Self.isLayoutValue(line.bytes[entry.prefix]) {
          // ` collection view layout: <UICollectionViewFlowLayout: ...>` (iOS 10 and earlier):
          // a value of the entry before it on the line, not a view.
          let layout = String(decoding: line.bytes[entry.className], as: UTF8.self)
          if let last = stack.last?.target, nodes[last].line == line.number {
            nodes[last].collectionViewLayout = layout
          }
          continue
        }
        if Self.isConsoleEntry(line.bytes, entry) {
          consoleLines += 1
          continue
        }
        var depth: Int
        let column = entry.entry.lowerBound + 1
        if usesPipes {
          depth = DumpIndentation.pipes(in: line.bytes[entry.prefix])
        } else if index == 0 {
          guard let found = indents.depth(ofWidth: DumpIndentation.indentWidth(line.bytes[...])) else {
            throw DumpImportError(
              line: line.number, column: column,
              message: "the indentation does not match any level above it (a dump without '|' is indented by levels)")
          }
          depth = found
        } else {
          depth = stack.count
        }
        if baseDepth == nil { baseDepth = depth }
        depth -= baseDepth ?? 0
        guard depth >= 0 else {
          throw DumpImportError(
            line: line.number, column: column,
            message:
              "this view is less indented than the dump's first view (depth \(depth + (baseDepth ?? 0)) before \(baseDepth ?? 0))"
          )
        }
        // Depth counts from 0 at the first view: depth maxDepth would be level maxDepth + 1.
        guard depth < Self.maxDepth else {
          throw DumpImportError(
            line: line.number, column: column,
            message: "the dump is deeper than \(Self.maxDepth) levels (the limit of a scenario's view tree)")
        }
        entryCount += 1
        let fields = DumpFields(line.bytes, entry)
        self.entries.append(DumpEntryRecord(line: line.number, depth: depth, fields: fields, isClosed: entry.isClosed))
        if depth > stack.count {
          guard let gapLine else {
            throw DumpImportError(
              line: line.number, column: column,
              message:
                "the indentation skips a level: depth \(depth) after depth \(stack.count - 1) (a view's superview is the line above it or one of that line's superviews)"
            )
          }
          drops.append(
            DumpDrop(
              line: line.number, className: fields.className,
              reason: "its superview is not in the dump (lines are left out at line \(gapLine))",
              frame: fields["frame"], isUnplaced: true, hasRecognizers: fields["gestureRecognizers"] != nil))
          continue
        }
        stack.removeLast(stack.count - depth)
        if depth == 0 { gapLine = nil }
        let parent = stack.last
        if let reason = parent?.dropReason {
          drops.append(
            DumpDrop(
              line: line.number, className: fields.className, reason: reason, frame: fields["frame"],
              hasRecognizers: fields["gestureRecognizers"] != nil, droppedWith: parent?.droppedView))
          stack.append(
            Slot(target: nil, offset: Point(x: 0, y: 0), dropReason: reason, droppedView: parent?.droppedView))
          continue
        }
        if depth > known, let gapLine {
          // Its superview would be a view opened before the elision at a depth the elision
          // may hide: the real one may be among the lines left out.
          let reason = "its superview is unknowable (lines are left out at line \(gapLine))"
          drops.append(
            DumpDrop(
              line: line.number, className: fields.className, reason: reason, frame: fields["frame"],
              isUnplaced: true, hasRecognizers: fields["gestureRecognizers"] != nil))
          stack.append(
            Slot(
              target: nil, offset: Point(x: 0, y: 0), dropReason: "its superview (line \(line.number)) is left out",
              droppedView: drops.count - 1))
          continue
        }
        stack.append(try slot(for: fields, entry: entry, line: line, column: column, parent: parent))
        known = stack.count
      }
    }
    guard entryCount > 0 else {
      throw DumpImportError(
        line: 1, column: 1,
        message:
          "not a view-hierarchy dump: no line holds a '<UIView: 0x...; frame = (x y; w h); ...>' entry (print one with 'po view.value(forKey: \"recursiveDescription\")!')"
      )
    }
    guard !roots.isEmpty else {
      let first = drops.first
      throw DumpImportError(
        line: first?.line ?? 1, column: 1,
        message:
          "no view of the dump can be imported: the first one is dropped because \(first?.reason ?? "it has no frame")")
    }
  }

  /// Places one entry under its superview's slot and returns the slot of its subviews.
  private mutating func slot(
    for fields: DumpFields, entry: DumpEntryScanner.Entry, line: DumpLine, column: Int, parent: Slot?
  ) throws(DumpImportError) -> Slot {
    let hasScrollFields = fields["contentOffset"] != nil || fields["contentSize"] != nil
    let layerClass = fields["layer"].flatMap { value in
      value.hasPrefix("<")
        ? value.dropFirst().split { $0 == ":" || $0 == ">" || $0 == ";" }.first.map(String.init) : nil
    }
    let resolution = DumpClassMap.resolve(
      fields.className, baseClass: fields["baseClass"], hasScrollFields: hasScrollFields, layerClass: layerClass)
    func drop(_ reason: String) -> Slot {
      drops.append(
        DumpDrop(
          line: line.number, className: fields.className, reason: reason, frame: fields["frame"],
          hasRecognizers: fields["gestureRecognizers"] != nil))
      return Slot(
        target: nil, offset: Point(x: 0, y: 0), dropReason: "its superview (line \(line.number)) is dropped",
        droppedView: drops.count - 1)
    }
    guard let frameField = fields.field("frame") else {
      return drop(entry.isClosed ? "the entry has no frame" : "the dump ends before the entry's frame")
    }
    guard let parsed = DumpGeometry.frame(frameField.value) else {
      let isLastField = fields.fields.last?.key == "frame"
      if !entry.isClosed && isLastField { return drop("the dump ends inside the entry's frame") }
      throw DumpImportError(
        line: line.number, column: frameField.offset + 1,
        message:
          "the frame '\(frameField.value.prefix(60))' does not parse; expected '(x y; width height)' with finite numbers"
      )
    }
    let limit = ScenarioLimits.maxLength
    guard [parsed.minX, parsed.minY, parsed.size.width, parsed.size.height].allSatisfy({ $0.magnitude <= limit }) else {
      throw DumpImportError(
        line: line.number, column: frameField.offset + 1,
        message: "frame values must be within ±1000000 (the limit of a scenario's frames)")
    }
    if case .dropped(let reason) = resolution.mapping { return drop(reason) }
    let offset = parent?.offset ?? Point(x: 0, y: 0)
    let frame = Rect(
      x: parsed.minX + offset.x, y: parsed.minY + offset.y, width: parsed.size.width, height: parsed.size.height)
    if case .contentOf = resolution.mapping, let parent {
      flattened.append(fields.className)
      if let target = parent.target {
        if parent.isCellItself { nodes[target].hasContentView = true }
        if fields["gestureRecognizers"] != nil {
          nodes[target].flattenedRecognizers.append((line.number, fields.className))
        }
      }
      let bounds = fields["contentOffset"].flatMap(DumpGeometry.point) ?? Point(x: 0, y: 0)
      return Slot(target: parent.target, offset: Point(x: frame.minX - bounds.x, y: frame.minY - bounds.y))
    }
    guard nodes.count < ScenarioLimits.maxViews else {
      throw DumpImportError(
        line: line.number, column: column,
        message: "the dump has more than \(ScenarioLimits.maxViews) views (the limit per scenario)")
    }
    var resolved = resolution
    if case .contentOf = resolution.mapping { resolved.mapping = .model("UIView") }
    nodes.append(
      DumpNode(
        line: line.number, column: column, fields: fields, resolution: resolved, frame: frame,
        isTruncated: !entry.isClosed))
    let index = nodes.count - 1
    if let parent, let target = parent.target {
      nodes[target].children.append(index)
      if parent.isCellItself {
        if nodes[target].hasContentView {
          nodes[index].isOnCellInFront = true
        } else {
          nodes[index].isOnCellBehindContent = true
        }
      }
    } else {
      roots.append(index)
      rootLines.append(line.number)
    }
    let isCell = DumpScenarioEmitter.scenarioClass(resolved.mapping) == DumpScenarioEmitter.tableCellClass
    return Slot(target: index, offset: Point(x: 0, y: 0), isCellItself: isCell)
  }

  /// Whether the text before an entry that follows another on its line names a value of that
  /// entry (`collection view layout: `) rather than indenting a view: it ends with `:` and
  /// holds no `|`.
  static func isLayoutValue(_ prefix: ArraySlice<UInt8>) -> Bool {
    guard DumpIndentation.pipes(in: prefix) == 0 else { return false }
    let text = String(decoding: prefix, as: UTF8.self).dumpTrimmed
    return text.hasSuffix(":") && text.count > 1
  }

  /// Whether an entry is console output rather than a view: a closed entry without a frame
  /// whose class is Foundation's or Core Animation's (`<NSLayoutConstraint: 0x...>` in an Auto
  /// Layout warning, `<NSArray: ...>`, `<CALayer: ...>` on a line of its own).
  static func isConsoleEntry(_ bytes: [UInt8], _ entry: DumpEntryScanner.Entry) -> Bool {
    let name = String(decoding: bytes[entry.className], as: UTF8.self)
    guard name.hasPrefix("NS") || name.hasPrefix("__NS") || name.hasPrefix("CA") || name.hasPrefix("_NS") else {
      return false
    }
    return DumpFields(bytes, entry)["frame"] == nil
  }
}
