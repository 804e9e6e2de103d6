import TouchSimScenario

/// Readable, unique view ids for an imported tree (issue 19), never addresses: the text the
/// view shows (a button's is its title label's) in lower camel case, then a noun, e.g.
/// `buyButton`, `cancelButtonLabel`; without text just the noun (`scrollView`). The noun is
/// the dump's class name without `UI`, underscores and module (`transitionView`,
/// `playerCell`, `blincNotesView`, `hostingView` for a SwiftUI mangled name). A name given to several views is numbered from 1 in
/// file order (`scrollView1`, `scrollView2`); `window` and `application` are never ids.
enum DumpIdentifiers {
  /// The most characters an id takes from a view's text.
  static let maxTextCharacters = 24

  /// The id before numbering.
  static func base(dumpClass: String, text: String?) -> String {
    let noun = readable(dumpClass)
    let words = (text ?? "").split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.prefix(3)
    var prefix = ""
    for (index, word) in words.enumerated() {
      let lower = word.lowercased()
      prefix += index == 0 ? lower : lower.prefix(1).uppercased() + lower.dropFirst()
    }
    prefix = String(prefix.prefix(maxTextCharacters))
    if prefix.isEmpty { return lowerCamel(noun.isEmpty ? "View" : noun) }
    return prefix + (noun.prefix(1).uppercased() + noun.dropFirst())
  }

  /// Ids for the bases in order: a base used once stays, others get 1, 2, ... in order.
  static func unique(_ bases: [String]) -> [String] {
    var counts: [String: Int] = [:]
    for base in bases { counts[base, default: 0] += 1 }
    var used: Set<String> = ["window", "application"]
    var next: [String: Int] = [:]
    var ids: [String] = []
    for base in bases {
      var id = base
      if counts[base] != 1 || used.contains(base) {
        repeat {
          next[base, default: 0] += 1
          id = base + String(next[base]!)
        } while used.contains(id)
      }
      used.insert(id)
      ids.append(id)
    }
    return ids
  }

  /// An app class name as a noun: its last dotted part, a Swift mangled name's last
  /// identifier (`_TtC7SwiftUI14_UIHostingView` → `UIHostingView`), without underscores.
  static func readable(_ className: String) -> String {
    var name = String(className.split(separator: ".").last ?? Substring(className))
    if name.hasPrefix("_Tt"), let identifier = mangledIdentifier(name) { name = identifier }
    let parts = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    var joined = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if joined.hasPrefix("UI"), joined.count > 2, joined.dropFirst(2).first?.isUppercase == true {
      joined.removeFirst(2)
    }
    return joined.isEmpty ? "View" : joined
  }

  /// The last identifier of the first run of `<length><identifier>` in a mangled name.
  static func mangledIdentifier(_ name: String) -> String? {
    let bytes = Array(name.utf8)
    var index = 3
    while index < bytes.count, !(bytes[index] >= 0x30 && bytes[index] <= 0x39) { index += 1 }
    var last: String?
    while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 {
      var length = 0
      while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39, length < 10_000 {
        length = length * 10 + Int(bytes[index] - 0x30)
        index += 1
      }
      guard length > 0, index + length <= bytes.count else { break }
      last = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
      index += length
    }
    return last
  }

  /// `CTDashLineView` → `ctDashLineView`, `Button` → `button`, `MMCPLabel` → `mmcpLabel`.
  static func lowerCamel(_ noun: String) -> String {
    let characters = Array(noun)
    var upper = 0
    while upper < characters.count, characters[upper].isUppercase { upper += 1 }
    if upper == 0 { return noun }
    let lowered = upper == characters.count || upper == 1 ? upper : upper - 1
    return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
  }
}
