import Foundation

/// A scenario file as an editable JSON document, for the tools that replay variations of it
/// (`sweep`, `diff`): set a property of a view or recognizer, reshape a finger's stroke, and
/// hand the bytes back to the reader, which validates the result like any scenario.
public struct ScenarioDocument {
  /// The top-level object.
  var root: [String: Any]

  /// Parses a scenario's bytes (already validated by `Scenario.load`).
  public init(bytes: [UInt8]) throws(ScenarioToolError) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]),
      let root = object as? [String: Any]
    else { throw ScenarioToolError("the scenario is not a JSON object") }
    self.root = root
  }

  /// The document as JSON bytes.
  public func bytes() throws(ScenarioToolError) -> [UInt8] {
    guard let data = try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]) else {
      throw ScenarioToolError("the edited scenario cannot be written as JSON")
    }
    return [UInt8](data)
  }

  // MARK: - Properties

  /// Sets `key` of the view or recognizer with id `object` to a JSON value given as text
  /// (`false`, `12`, `"fast"`, `[0, 100]`; a bare word is a string).
  public mutating func set(_ assignment: String) throws(ScenarioToolError) {
    guard let equals = assignment.firstIndex(of: "="), let dot = assignment[..<equals].lastIndex(of: ".") else {
      throw ScenarioToolError("'\(assignment)' is not ID.PROPERTY=VALUE (for example feed.delaysContentTouches=false)")
    }
    let object = String(assignment[..<dot])
    let key = String(assignment[assignment.index(after: dot)..<equals])
    let text = String(assignment[assignment.index(after: equals)...])
    guard !object.isEmpty, !key.isEmpty, key != "id", key != "subviews" else {
      throw ScenarioToolError("'\(assignment)' does not name an object and a property")
    }
    let value = Self.value(of: text)
    if var views = root["root"] as? [String: Any], Self.setInTree(&views, object: object, key: key, value: value) {
      root["root"] = views
      return
    }
    if var gestures = root["gestures"] as? [[String: Any]],
      let index = gestures.firstIndex(where: { $0["id"] as? String == object })
    {
      gestures[index][key] = value
      root["gestures"] = gestures
      return
    }
    throw ScenarioToolError("no view or gesture recognizer has the id '\(object)'")
  }

  /// A command-line value as JSON: true, false, null, numbers, arrays and quoted strings
  /// parse as JSON; anything else is a string.
  static func value(of text: String) -> Any {
    if let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) {
      return parsed
    }
    return text
  }

  /// Depth-first over the view tree, iterative in spirit but bounded by the reader's
  /// nesting limit (256), so recursion is safe here.
  private static func setInTree(_ view: inout [String: Any], object: String, key: String, value: Any) -> Bool {
    if view["id"] as? String == object {
      view[key] = value
      return true
    }
    guard var subviews = view["subviews"] as? [[String: Any]] else { return false }
    for index in subviews.indices where setInTree(&subviews[index], object: object, key: key, value: value) {
      view["subviews"] = subviews
      return true
    }
    return false
  }

  // MARK: - Strokes

  /// The path of a finger's stroke (`[t, x, y]` points), or of the first stroke.
  func stroke(finger: Int?) throws(ScenarioToolError) -> (index: Int, stroke: Stroke) {
    guard let touches = root["touches"] as? [[String: Any]], !touches.isEmpty else {
      throw ScenarioToolError("the scenario has no strokes")
    }
    let index: Int
    if let finger {
      guard let found = touches.firstIndex(where: { ($0["finger"] as? NSNumber)?.intValue == finger }) else {
        throw ScenarioToolError("no stroke has finger \(finger)")
      }
      index = found
    } else {
      index = 0
    }
    let entry = touches[index]
    let points = (entry["path"] as? [[NSNumber]] ?? []).map { $0.map(\.doubleValue) }
    guard points.allSatisfy({ $0.count == 3 }), !points.isEmpty else {
      throw ScenarioToolError("the stroke's path is not [t, x, y] points")
    }
    let stroke = Stroke(
      points: points.map { StrokePoint(t: $0[0], x: $0[1], y: $0[2]) }, hz: (entry["hz"] as? NSNumber)?.doubleValue)
    return (index, stroke)
  }

  /// The finger number of the stroke at `index`.
  func finger(ofStroke index: Int) throws(ScenarioToolError) -> Int {
    guard let touches = root["touches"] as? [[String: Any]], touches.indices.contains(index),
      let finger = touches[index]["finger"] as? NSNumber
    else { throw ScenarioToolError("the stroke has no finger number") }
    return finger.intValue
  }

  /// Replaces the path of the stroke at `index`.
  mutating func replacePath(ofStroke index: Int, with stroke: Stroke) {
    guard var touches = root["touches"] as? [[String: Any]], touches.indices.contains(index) else { return }
    touches[index]["path"] = stroke.points.map { [$0.t, $0.x, $0.y] }
    root["touches"] = touches
  }

  /// One stroke's points, as the tools reshape them.
  struct Stroke {
    var points: [StrokePoint]
    var hz: Double?
  }

  /// `[t, x, y]`.
  struct StrokePoint: Equatable {
    var t: Double
    var x: Double
    var y: Double
  }
}

/// A problem with a tool's request (a bad `--set` or `--vary`): exit 64 or 65.
public struct ScenarioToolError: Error, Equatable {
  /// What is wrong.
  public let message: String

  init(_ message: String) { self.message = message }
}
