import Foundation

extension JSONNode {
  /// Replaces the value at a JSON pointer such as `/root/subviews/0/class`, adding an object
  /// member if it is missing; `nil` removes it. Fails (returns false) when the path does not
  /// lead through existing objects and array items.
  @discardableResult
  mutating func set(_ pointer: String, to value: JSONNode?) -> Bool {
    let tokens = pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
    guard pointer.hasPrefix("/"), !tokens.isEmpty else { return false }
    return set(tokens[...], to: value)
  }

  private mutating func set(_ tokens: ArraySlice<String>, to value: JSONNode?) -> Bool {
    let token = tokens.first!
    let rest = tokens.dropFirst()
    switch self {
    case .object(var members):
      if rest.isEmpty {
        members[token] = value
      } else {
        guard var child = members[token], child.set(rest, to: value) else { return false }
        members[token] = child
      }
      self = .object(members)
    case .array(var items):
      guard let index = Int(token), items.indices.contains(index) else { return false }
      if rest.isEmpty {
        if let value { items[index] = value } else { items.remove(at: index) }
      } else {
        guard items[index].set(rest, to: value) else { return false }
      }
      self = .array(items)
    default:
      return false
    }
    return true
  }

  /// The value in `JSONSerialization`'s terms (whole numbers as `Int`, so they print as such).
  var foundation: Any {
    switch self {
    case .null: return NSNull()
    case .bool(let flag): return flag
    case .number(let number): return number == number.rounded() && number.magnitude < 1e15 ? Int(number) : number
    case .string(let text): return text
    case .array(let items): return items.map(\.foundation)
    case .object(let members): return members.mapValues(\.foundation)
    }
  }

  /// JSON text of the value, keys sorted, as bytes for `Scenario.load`.
  func bytes() throws -> [UInt8] {
    [UInt8](try JSONSerialization.data(withJSONObject: foundation, options: [.sortedKeys, .fragmentsAllowed]))
  }
}
