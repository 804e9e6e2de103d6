import TouchSim
import TouchSimScenario

/// Turns a dump's tree into a scenario value (issue 19), written by the one writer
/// (`Scenario+Write.swift`): class (`DumpClassMap`), frame, `transform` (the printed frame
/// is then the bounding box: the frame before the transform is worked out from it),
/// `isHidden`, `alpha`, `isUserInteractionEnabled`, `tag`, a scroll view's `contentOffset`,
/// `contentSize` and `contentInset` (the dump's `adjustedContentInset`, or inferred from a
/// negative offset), a slider's `value`, and the recognizers known from a view's class
/// (issue 31). What the format does not model goes into the scenario's notes, per view id: the
/// original class, the text, `clipsToBounds`, recognizers the dump does not describe,
/// `alpha = nan`; the defaults it assumed go to the summary under one heading.
struct DumpScenarioEmitter {
  let tree: DumpTree
  let name: String
  private(set) var ids: [String] = []
  var notes: [String] = []
  /// Summary lines about rows, one per table with cells (after the tree's own summary).
  var rowLines: [String] = []
  /// Summary lines about recognizers, one per view that prints `gestureRecognizers`.
  var recognizerLines: [String] = []
  /// The defaults assumed where the dump does not say, one line each.
  var assumed: [String] = []
  /// The recognizers imported (known from a view's class).
  var gestures: [Scenario.Gesture] = []
  /// Counts of the non-interactive classes imported off without a printed `NO`.
  var defaultOff: [String: Int] = [:]
  /// The lines of the summary the emitter adds: rows, recognizers, assumed defaults.
  var summaryLines: [String] {
    var lines = rowLines + recognizerLines + droppedRecognizerLines
    var assumptions = assumed
    let off = defaultOff.keys.sorted().map { "\($0) ×\(defaultOff[$0] ?? 0)" }
    if !off.isEmpty {
      assumptions.append(
        off.joined(separator: ", ")
          + " without 'userInteractionEnabled = NO' and without recognizers: imported with UIKit's default, off (H5); UIKit prints NO only when it is off, so these may be on"
      )
    }
    if !assumptions.isEmpty {
      lines.append(
        "assumed: \(DumpSummary.count(assumptions.count, "default")) the dump does not print (imported as UIKit's default or inferred; check them):"
      )
      lines += assumptions.map { "  " + $0 }
    }
    return lines
  }

  init(tree: DumpTree, name: String) {
    self.tree = tree
    self.name = name
  }

  /// The scenario: the tree, the window, the notes; `strokes` as given.
  mutating func scenario(strokes: [Scenario.Stroke]) -> Scenario {
    let synthetic = tree.roots.count > 1
    var bases = tree.nodes.indices.map {
      DumpIdentifiers.base(dumpClass: tree.nodes[$0].fields.className, text: idText(of: $0))
    }
    if synthetic { bases.insert("root", at: 0) }
    ids = DumpIdentifiers.unique(bases)
    if synthetic { ids.removeFirst() }
    var windowSize: Size?
    var root: Scenario.View
    if synthetic {
      root = Scenario.View(id: DumpIdentifiers.unique(["root"] + ids).first ?? "root")
      root.subviews = tree.roots.map { view($0, superview: nil) }
      placeCells(in: &root)
      notes.append("\(root.id): added to hold the dump's \(tree.roots.count) top-level views")
      windowSize = fittingWindow(tree.roots.map { tree.nodes[$0].frame })
    } else {
      let index = tree.roots[0]
      root = view(index, superview: nil)
      placeTopCell(&root)
      if case .window = tree.nodes[index].resolution.mapping {
        let size = tree.nodes[index].frame.size
        if size.width > 0 && size.height > 0 {
          windowSize = size
          root.frame = nil
        } else {
          windowSize = fittingWindow([tree.nodes[index].frame])
        }
      } else {
        windowSize = fittingWindow([tree.nodes[index].frame])
      }
    }
    var text =
      "Imported by 'touchsim import' from \(name): \(DumpSummary.count(tree.nodes.count, "view")) from \(DumpSummary.count(tree.entryCount, "entry")) of the dump (Docs/Import.md)."
    text +=
      " The scenario format does not model what follows, kept here by view id: dump classes, texts, clipsToBounds, recognizers the dump does not describe."
    unplacedNotes()
    if !notes.isEmpty { text += "\n" + notes.joined(separator: "\n") }
    return Scenario(
      title: "imported from \(name.split(separator: "/").last.map(String.init) ?? name)", notes: text,
      windowSize: windowSize, root: root, gestures: gestures, strokes: strokes)
  }

  /// The views left out because their superview is unknowable (after an elision): kept in the
  /// notes with their line, class and frame (issue 31).
  private mutating func unplacedNotes() {
    for (index, drop) in tree.drops.enumerated() where drop.isUnplaced {
      let subviews = tree.drops.count { $0.droppedWith == index }
      var text = "line \(drop.line): \(drop.className)"
      if let frame = drop.frame { text += " frame = \(frame.prefix(80))" }
      text += " left out: \(drop.reason)"
      if subviews > 0 { text += ", with \(DumpSummary.count(subviews, "subview"))" }
      notes.append(text)
    }
  }

  /// The default window (390 × 844), or one that holds the frames when they reach further.
  private func fittingWindow(_ frames: [Rect]) -> Size? {
    let limit = ScenarioLimits.maxLength
    let width = frames.map { $0.minX + max(0, $0.size.width) }.max() ?? 0
    let height = frames.map { $0.minY + max(0, $0.size.height) }.max() ?? 0
    guard width > 390 || height > 844 else { return nil }
    return Size(width: min(limit, max(390, width)), height: min(limit, max(844, height)))
  }

  /// The text a view's id is made from: its own, or a control's first label's.
  private func idText(of index: Int) -> String? {
    let node = tree.nodes[index]
    if let text = node.fields["text"] { return DumpText.decode(text) }
    guard ScenarioViewClasses.controlClassNames.contains(Self.scenarioClass(node.resolution.mapping)) else {
      return nil
    }
    var pending = node.children
    var visited = 0
    while !pending.isEmpty, visited < 64 {
      let child = pending.removeFirst()
      visited += 1
      if let text = tree.nodes[child].fields["text"], !text.isEmpty { return DumpText.decode(text) }
      pending += tree.nodes[child].children
    }
    return nil
  }

  /// The scenario class of a mapping.
  static func scenarioClass(_ mapping: DumpClassMap.Mapping) -> String {
    switch mapping {
    case .model(let name), .nonInteractive(let name): return name
    case .window, .contentOf, .dropped: return "UIView"
    }
  }

  private mutating func view(_ index: Int, superview: Int?) -> Scenario.View {
    let node = tree.nodes[index]
    var className = Self.scenarioClass(node.resolution.mapping)
    var remarks: [String] = []
    let superviewClass = superview.map { Self.scenarioClass(tree.nodes[$0].resolution.mapping) }
    if !ScenarioViewClasses.canBeSubview(className, of: superviewClass) {
      remarks.append("\(className) outside a scroll view (as UIView: only a scroll view's refreshControl is modelled)")
      className = "UIView"
    }
    var view = Scenario.View(id: ids[index], className: className)
    if node.fields.className != className && remarks.isEmpty {
      remarks.append("\(node.fields.className) (as \(className), \(node.resolution.kind.text))")
    }
    var frame = node.frame
    if frame.size.width < 0 || frame.size.height < 0 {
      remarks.append("negative size \(Self.number(frame.size.width)) × \(Self.number(frame.size.height)) imported as 0")
      frame = Rect(x: frame.minX, y: frame.minY, width: max(0, frame.size.width), height: max(0, frame.size.height))
    }
    if ScenarioViewClasses.takesFrameFromSuperview(className) {
      remarks.append(
        "frame (\(Self.number(frame.minX)) \(Self.number(frame.minY)); \(Self.number(frame.size.width)) "
          + "\(Self.number(frame.size.height))) not imported: it becomes its scroll view's refreshControl, "
          + "which places it (RF1)")
    } else {
      view.frame = frame
    }
    if let transform = node.fields["transform"] { applyTransform(transform, to: &view, remarks: &remarks) }
    let fields = node.fields
    if fields["hidden"] == "YES" { view[property: "isHidden"] = .bool(true) }
    if let alpha = fields["alpha"] {
      if let value = DumpGeometry.number(Substring(alpha)) {
        let clamped = min(1, max(0, value))
        if clamped != value { remarks.append("alpha \(alpha) imported as \(Self.number(clamped))") }
        if clamped != 1 { view[property: "alpha"] = .number(clamped) }
      } else {
        remarks.append("alpha = \(alpha) (imported as 1)")
      }
    }
    interaction(of: index, into: &view, remarks: &remarks)
    if let tag = fields["tag"] {
      if let value = Int(tag), value >= Int(Int32.min), value <= Int(Int32.max) {
        if value != 0 { view[property: "tag"] = .number(Double(value)) }
      } else {
        remarks.append("tag \(tag) (out of range, left out)")
      }
    }
    if ScenarioViewClasses.isScrollView(className) { scroll(fields, into: &view, remarks: &remarks) }
    controlValues(of: index, into: &view)
    if let text = fields["text"] { remarks.append("text '\(DumpText.decode(text).prefix(200))'") }
    if fields["clipsToBounds"] == "YES" { remarks.append("clipsToBounds") }
    recognizers(of: index, view: view, remarks: &remarks)
    if node.isTruncated { remarks.append("the dump ends inside this entry (line \(node.line))") }
    if !remarks.isEmpty { notes.append("\(view.id): " + remarks.joined(separator: "; ")) }
    let isTableCell = className == Self.tableCellClass && superview.map(isTable) == true
    for child in node.children {
      let subview = self.view(child, superview: index)
      if isTableCell && staysOnCell(child, of: node) {
        view.cellSubviews.append(subview)
      } else {
        view.subviews.append(subview)
      }
    }
    placeCells(in: &view, node: index)
    passThrough(view, node: index)
    return view
  }

  /// Whether a node becomes a `UITableView`.
  func isTable(_ index: Int) -> Bool {
    Self.scenarioClass(tree.nodes[index].resolution.mapping) == "UITableView"
  }

  /// A scroll view's offset, content size and inset, when they parse and fit the limits.
  private mutating func scroll(_ fields: DumpFields, into view: inout Scenario.View, remarks: inout [String]) {
    let limit = ScenarioLimits.maxLength
    if let offset = fields["contentOffset"].flatMap(DumpGeometry.point), offset.x.magnitude <= limit,
      offset.y.magnitude <= limit
    {
      view.scroll.contentOffset = offset
    }
    if let size = fields["contentSize"].flatMap(DumpGeometry.size), size.width >= 0, size.height >= 0,
      size.width <= limit, size.height <= limit
    {
      view.scroll.contentSize = size
    }
    if let insets = fields["adjustedContentInset"].flatMap(DumpGeometry.insets),
      [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0.magnitude <= limit })
    {
      view.scroll.contentInset = insets
      remarks.append("contentInset from adjustedContentInset")
    } else if fields["adjustedContentInset"] == nil, let offset = view.scroll.contentOffset,
      offset.x < 0 || offset.y < 0
    {
      // iOS 10 and earlier print no inset: a scroll view at rest with a negative offset sits
      // at minus its inset (a navigation bar's 64 above a table), where a drag springs back to.
      let insets = EdgeInsets(top: max(0, -offset.y), left: max(0, -offset.x), bottom: 0, right: 0)
      view.scroll.contentInset = insets
      let text =
        "contentInset [\(Self.number(insets.top)), \(Self.number(insets.left)), 0, 0] inferred from contentOffset {\(Self.number(offset.x)), \(Self.number(offset.y))}"
      remarks.append(text)
      assumed.append(
        "\(view.id): \(text) (no adjustedContentInset: iOS 10 or earlier; taken as at rest, so a drag springs back to \(Self.number(offset.y)))"
      )
    }
    if view.scroll.contentSize == nil && view.className != "UITableView" {
      assumed.append(
        "\(view.id): \(view.className) without a printed contentSize: imported with [0, 0], so it is inert (it does not scroll; add 'contentSize' if it does)"
      )
    }
    if view.className == "UITextView" {
      if let editable = fields["editable"] ?? fields["isEditable"] {
        if editable == "NO" { view[property: "isEditable"] = .bool(false) }
      } else {
        assumed.append(
          "\(view.id): UITextView imported as editable (isEditable true, UIKit's default; the dump does not print it)")
      }
    }
  }

  /// A number as the notes print it: `12`, `-0.5`.
  static func number(_ value: Double) -> String {
    value == value.rounded() && value.magnitude < 1e15 ? String(Int(value)) : String(value)
  }
}
