import TouchSimScenario

/// The summary `touchsim import` prints on stderr (issue 19): views imported, how each dump
/// class was mapped (with counts), the content views flattened, and every view or line
/// dropped with its line and reason.
struct DumpSummary {
  /// The most dropped lines listed one by one.
  static let maxListedDrops = 40

  let tree: DumpTree

  /// `1 layer line`, `2 layer lines`.
  static func count(_ number: Int, _ noun: String) -> String {
    guard number != 1 else { return "1 \(noun)" }
    return noun.hasSuffix("y") ? "\(number) \(noun.dropLast())ies" : "\(number) \(noun)s"
  }

  var lines: [String] {
    var lines: [String] = []
    var head = "imported \(Self.count(tree.nodes.count, "view")) from \(Self.count(tree.entryCount, "entry"))"
    var skipped: [String] = []
    if tree.layerLines > 0 { skipped.append(Self.count(tree.layerLines, "layer line")) }
    if tree.elisionLines > 0 { skipped.append(Self.count(tree.elisionLines, "elision line")) }
    if tree.consoleLines > 0 { skipped.append(Self.count(tree.consoleLines, "console entry") + " (not views)") }
    if !skipped.isEmpty { head += " (skipped " + skipped.joined(separator: ", ") + ")" }
    lines.append(head)
    if tree.roots.count > 1 {
      lines.append(
        "\(tree.roots.count) dumps in one file (top-level views at lines "
          + tree.rootLines.map(String.init).joined(separator: ", ")
          + "): imported side by side under an added root view; split the file to import each screen alone")
    }
    var order: [String] = []
    var counts: [String: Int] = [:]
    var same: [String] = []
    var sameCounts: [String: Int] = [:]
    var parent = [Int?](repeating: nil, count: tree.nodes.count)
    for (index, node) in tree.nodes.enumerated() { for child in node.children { parent[child] = index } }
    for (index, node) in tree.nodes.enumerated() {
      let target = DumpScenarioEmitter.scenarioClass(node.resolution.mapping)
      let superviewClass = parent[index].map { DumpScenarioEmitter.scenarioClass(tree.nodes[$0].resolution.mapping) }
      if !ScenarioViewClasses.canBeSubview(target, of: superviewClass) {
        let key = "\(node.fields.className) → UIView (outside a scroll view)"
        if counts[key] == nil { order.append(key) }
        counts[key, default: 0] += 1
        continue
      }
      if node.fields.className == target {
        if sameCounts[target] == nil { same.append(target) }
        sameCounts[target, default: 0] += 1
        continue
      }
      var how = node.resolution.kind.text
      if node.resolution.kind == .baseClass, let base = node.fields["baseClass"] { how += " " + base }
      if case .nonInteractive = node.resolution.mapping { how += ", not interactive" }
      let key = "\(node.fields.className) → \(target) (\(how))"
      if counts[key] == nil { order.append(key) }
      counts[key, default: 0] += 1
    }
    if !same.isEmpty {
      lines.append("as themselves: " + same.map { "\($0) ×\(sameCounts[$0] ?? 0)" }.joined(separator: ", "))
    }
    for key in order { lines.append("mapped: \(key) ×\(counts[key] ?? 0)") }
    var flattened: [String] = []
    var flattenedCounts: [String: Int] = [:]
    for name in tree.flattened {
      if flattenedCounts[name] == nil { flattened.append(name) }
      flattenedCounts[name, default: 0] += 1
    }
    for name in flattened {
      lines.append("flattened: \(name) ×\(flattenedCounts[name] ?? 0) (its subviews moved to its superview)")
    }
    let dropped = droppedLines
    lines += dropped.prefix(Self.maxListedDrops)
    if dropped.count > Self.maxListedDrops {
      lines.append("dropped: \(dropped.count - Self.maxListedDrops) more")
    }
    return lines
  }

  /// The class of UIKit's scroll indicators (iOS 13 and later).
  static let scrollIndicatorClass = "_UIScrollViewScrollIndicator"

  /// One line per dropped view or line, except that a scroll view's pair of indicators and
  /// their subviews take one line together (issue 31).
  var droppedLines: [String] {
    var lines: [String] = []
    var index = 0
    let drops = tree.drops
    while index < drops.count {
      let drop = drops[index]
      guard drop.className == Self.scrollIndicatorClass, drop.droppedWith == nil else {
        let what = drop.className == "?" ? "" : drop.className + ": "
        lines.append("dropped: line \(drop.line): \(what)\(drop.reason)")
        index += 1
        continue
      }
      // The indicators next to each other (at most a pair) with their subviews.
      var indicators = [index]
      var end = index + 1
      var subviews = 0
      // Only lines that follow each other: the pair a scroll view lists side by side.
      while end < drops.count, drops[end].line == drops[end - 1].line + 1 {
        if let owner = drops[end].droppedWith, indicators.contains(owner) {
          subviews += 1
        } else if drops[end].className == Self.scrollIndicatorClass, drops[end].droppedWith == nil,
          indicators.count < 2
        {
          indicators.append(end)
        } else {
          break
        }
        end += 1
      }
      let first = drop.line
      let last = drops[end - 1].line
      let range = first == last ? "line \(first)" : "lines \(first)-\(last)"
      let pair = indicators.count == 2 ? "a scroll view's pair of indicators" : "a scroll indicator"
      let with = subviews > 0 ? " with \(Self.count(subviews, "subview"))" : ""
      lines.append("dropped: \(range): \(pair) (\(Self.scrollIndicatorClass)\(with)): not modelled")
      index = end
    }
    return lines
  }
}
