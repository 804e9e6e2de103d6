import Foundation

/// A JSON value as the schema tests see it: Foundation's `JSONSerialization` output, typed.
///
/// Kept apart from the scenario reader (`JSONReader`) on purpose: the schema tests judge the
/// schema and the decoder with an independent parser.
indirect enum JSONNode: Equatable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONNode])
  case object([String: JSONNode])

  /// Parses JSON text with `JSONSerialization` (fragments allowed).
  init(data: Data) throws {
    self = try JSONNode(foundation: JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
  }

  /// Parses JSON text given as a string.
  init(text: String) throws { try self.init(data: Data(text.utf8)) }

  /// Converts one `JSONSerialization` value. Booleans are `NSNumber`s whose `objCType` is
  /// `c` (`__NSCFBoolean`, on Linux and Darwin); numbers parse as `i`, `q`, `Q` or `d`.
  init(foundation value: Any) throws {
    switch value {
    case is NSNull: self = .null
    case let text as String: self = .string(text)
    case let number as NSNumber:
      self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
    case let items as [Any]: self = .array(try items.map(JSONNode.init(foundation:)))
    case let members as [String: Any]: self = .object(try members.mapValues(JSONNode.init(foundation:)))
    default: throw JSONNodeError.unexpected(String(describing: type(of: value)))
    }
  }

  /// The member of an object, if this is one and has it.
  subscript(key: String) -> JSONNode? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The members of an object (empty for other values).
  var members: [String: JSONNode] {
    guard case .object(let members) = self else { return [:] }
    return members
  }

  /// The items of an array (empty for other values).
  var items: [JSONNode] {
    guard case .array(let items) = self else { return [] }
    return items
  }

  /// The string, if this is one.
  var string: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }

  /// Compact JSON text, keys sorted, for messages.
  var description: String {
    switch self {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number):
      return number == number.rounded() && number.magnitude < 1e15 ? String(Int64(number)) : String(number)
    case .string(let text): return "\"\(text)\""
    case .array(let items): return "[" + items.map(\.description).joined(separator: ",") + "]"
    case .object(let members):
      return "{" + members.keys.sorted().map { "\"\($0)\":\(members[$0]!)" }.joined(separator: ",") + "}"
    }
  }
}

/// A `JSONSerialization` value the schema tests do not expect.
enum JSONNodeError: Error {
  case unexpected(String)
}
