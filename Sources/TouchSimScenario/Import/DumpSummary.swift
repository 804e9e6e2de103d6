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
    if !skipped.isEmpty { head += " (skipped " + skipped.joined(separator: ", ") + ")" }
    lines.append(head)
    var order: [String] = []
    var counts: [String: Int] = [:]
    var same: [String] = []
    var sameCounts: [String: Int] = [:]
    for node in tree.nodes {
      let target = DumpScenarioEmitter.scenarioClass(node.resolution.mapping)
      if node.fields.className == target {
        if sameCounts[target] == nil { same.append(target) }
        sameCounts[target, default: 0] += 1
        continue
      }
      var how = node.resolution.kind.rawValue
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
    for drop in tree.drops.prefix(Self.maxListedDrops) {
      let what = drop.className == "?" ? "" : drop.className + ": "
      lines.append("dropped: line \(drop.line): \(what)\(drop.reason)")
    }
    if tree.drops.count > Self.maxListedDrops {
      lines.append("dropped: \(tree.drops.count - Self.maxListedDrops) more")
    }
    return lines
  }
}
