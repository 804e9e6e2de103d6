import TouchSim

/// Turns a dump's tree into a scenario value (issue 19), written by the one writer
/// (`Scenario+Write.swift`): class (`DumpClassMap`), frame, `isHidden`, `alpha`,
/// `isUserInteractionEnabled`, `tag`, and a scroll view's `contentOffset`, `contentSize` and
/// `contentInset` (the dump's `adjustedContentInset`). What the format does not model goes
/// into the scenario's notes, per view id: the original class, the text, `clipsToBounds`,
/// a transform (the frame is then the transformed bounding box), `alpha = nan`.
struct DumpScenarioEmitter {
  let tree: DumpTree
  let name: String
  private(set) var ids: [String] = []
  var notes: [String] = []

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
      root.subviews = tree.roots.map { view($0) }
      placeCells(in: &root)
      notes.append("\(root.id): added to hold the dump's \(tree.roots.count) top-level views")
      windowSize = fittingWindow(tree.roots.map { tree.nodes[$0].frame })
    } else {
      let index = tree.roots[0]
      root = view(index)
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
      " The scenario format does not model what follows, kept here by view id: dump classes, texts, clipsToBounds, transforms."
    if !notes.isEmpty { text += "\n" + notes.joined(separator: "\n") }
    return Scenario(
      title: "imported from \(name.split(separator: "/").last.map(String.init) ?? name)", notes: text,
      windowSize: windowSize, root: root, strokes: strokes)
  }

  /// The default window (390 × 844), or one that holds the frames when they reach further.
  private func fittingWindow(_ frames: [Rect]) -> Size? {
    let limit = ScenarioDecoder.maxLength
    let width = frames.map { $0.minX + max(0, $0.size.width) }.max() ?? 0
    let height = frames.map { $0.minY + max(0, $0.size.height) }.max() ?? 0
    guard width > 390 || height > 844 else { return nil }
    return Size(width: min(limit, max(390, width)), height: min(limit, max(844, height)))
  }

  /// The text a view's id is made from: its own, or a control's first label's.
  private func idText(of index: Int) -> String? {
    let node = tree.nodes[index]
    if let text = node.fields["text"] { return DumpText.decode(text) }
    guard ViewClass.controlClassNames.contains(Self.scenarioClass(node.resolution.mapping)) else { return nil }
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

  private mutating func view(_ index: Int) -> Scenario.View {
    let node = tree.nodes[index]
    let className = Self.scenarioClass(node.resolution.mapping)
    var view = Scenario.View(id: ids[index], className: className)
    var remarks: [String] = []
    if node.fields.className != className {
      remarks.append("\(node.fields.className) (as \(className), \(node.resolution.kind.rawValue))")
    }
    var frame = node.frame
    if frame.size.width < 0 || frame.size.height < 0 {
      remarks.append("negative size \(Self.number(frame.size.width)) × \(Self.number(frame.size.height)) imported as 0")
      frame = Rect(x: frame.minX, y: frame.minY, width: max(0, frame.size.width), height: max(0, frame.size.height))
    }
    view.frame = frame
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
    var interactive = fields["userInteractionEnabled"] != "NO"
    if case .nonInteractive = node.resolution.mapping { interactive = false }
    if !interactive { view[property: "isUserInteractionEnabled"] = .bool(false) }
    if let tag = fields["tag"] {
      if let value = Int(tag), value >= Int(Int32.min), value <= Int(Int32.max) {
        if value != 0 { view[property: "tag"] = .number(Double(value)) }
      } else {
        remarks.append("tag \(tag) (out of range, left out)")
      }
    }
    if ViewClass.named(className)?.isScrollView == true { scroll(fields, into: &view, remarks: &remarks) }
    if let text = fields["text"] { remarks.append("text '\(DumpText.decode(text).prefix(200))'") }
    if fields["clipsToBounds"] == "YES" { remarks.append("clipsToBounds") }
    if let transform = fields["transform"] {
      remarks.append("transform \(transform.prefix(120)) not modelled: the frame is the transformed bounding box")
    }
    if node.isTruncated { remarks.append("the dump ends inside this entry (line \(node.line))") }
    if !remarks.isEmpty { notes.append("\(view.id): " + remarks.joined(separator: "; ")) }
    view.subviews = node.children.map { self.view($0) }
    placeCells(in: &view)
    return view
  }

  /// A scroll view's offset, content size and inset, when they parse and fit the limits.
  private func scroll(_ fields: DumpFields, into view: inout Scenario.View, remarks: inout [String]) {
    let limit = ScenarioDecoder.maxLength
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
    }
  }

  /// A number as the notes print it: `12`, `-0.5`.
  static func number(_ value: Double) -> String {
    value == value.rounded() && value.magnitude < 1e15 ? String(Int(value)) : String(value)
  }
}
