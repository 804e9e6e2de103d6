import TouchSim

/// Shrinks a failing scenario: removes views, recognizers, strokes, path points, actions
/// and optional keys one at a time, keeping each removal after which the scenario still
/// fails, until nothing more can go. Candidates that no longer parse or validate are
/// simply not failures, so references stay consistent.
public struct Shrinker {
  /// Whether a scenario text still shows the failure.
  public let stillFails: (String) -> Bool

  /// Creates a shrinker with a failure predicate.
  public init(stillFails: @escaping (String) -> Bool) { self.stillFails = stillFails }

  /// The smallest failing text found (pretty-printed JSON).
  public func shrink(_ text: String) -> String {
    guard var current = try? JSONReader.parse(Array(text.utf8)) else { return text }
    var improved = true
    var rounds = 0
    while improved && rounds < 50 {
      improved = false
      rounds += 1
      for candidate in candidates(of: current) where stillFails(CompactJSON.text(candidate)) {
        current = candidate
        improved = true
        break
      }
    }
    return PrettyJSON.text(current) + "\n"
  }

  /// Every value one removal smaller than `value`: each array element and each object
  /// member removed in turn (required keys fail validation and are skipped by the predicate),
  /// recursively, largest parts first.
  func candidates(of value: JSONValue) -> [JSONValue] {
    var result: [JSONValue] = []
    switch value.kind {
    case .array(let items):
      for index in items.indices {
        var fewer = items
        fewer.remove(at: index)
        result.append(JSONValue(location: value.location, kind: .array(fewer)))
      }
      for index in items.indices {
        for smaller in candidates(of: items[index]) {
          var changed = items
          changed[index] = smaller
          result.append(JSONValue(location: value.location, kind: .array(changed)))
        }
      }
    case .object(let members):
      for index in members.indices
      where !["format", "scenario", "id", "class", "finger", "root", "touches"].contains(members[index].key) {
        var fewer = members
        fewer.remove(at: index)
        result.append(JSONValue(location: value.location, kind: .object(fewer)))
      }
      for index in members.indices {
        for smaller in candidates(of: members[index].value) {
          var changed = members
          changed[index].value = smaller
          result.append(JSONValue(location: value.location, kind: .object(changed)))
        }
      }
    default:
      break
    }
    return result
  }
}

/// Indented JSON text, keys in file order.
enum PrettyJSON {
  static func text(_ value: JSONValue, indent: String = "") -> String {
    let inner = indent + "  "
    switch value.kind {
    case .array(let items)
    where items.contains(where: {
      if case .object = $0.kind { return true }
      return false
    }):
      return "[\n" + items.map { inner + text($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let members) where !members.isEmpty:
      return "{\n"
        + members.map { inner + JSONLRenderer.quoted($0.key) + ": " + text($0.value, indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "}"
    default:
      return CompactJSON.text(value)
    }
  }
}
