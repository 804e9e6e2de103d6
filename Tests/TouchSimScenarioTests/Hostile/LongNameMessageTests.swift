import Foundation
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTestSupport

/// Issue 27: a name of a megabyte (an unknown id, key, class or value; strings may be 1 MiB)
/// is cut in a message as keys and paths are (`Spelling.shortened`: 60 characters), never
/// echoed whole onto stderr.
@Suite struct LongNameMessageTests {
  static let long = String(repeating: "Q", count: 1_000_000)

  static func message(_ text: String) -> String? {
    if case .failure(.invalid(let error)) = ScenarioRun.run(bytes: Array(text.utf8), path: "long.json") {
      return error.rendered(path: "long.json")
    }
    return nil
  }

  static let base = #"""
    {"format": 1, "scenario": "long",
     "root": {"id": "R", "subviews": [{"id": "S", "class": "UIScrollView", "frame": [0, 0, 390, 844],
       "contentSize": [390, 5000], "subviews": [{"id": "V", "frame": [0, 0, 10, 10]}]}]},
     "touches": [{"finger": 1, "path": [[0, 195, 600], [200, 195, 300]]}] EXTRA}
    """#

  /// The places that echoed the whole name: an unknown view of a gesture, an unknown
  /// property, an unknown class, an unknown record field, a value that is not one of a list.
  @Test(arguments: [
    #", "gestures": [{"id": "g", "class": "UITapGestureRecognizer", "view": "LONG"}]"#,
    #", "gestures": [{"id": "g", "class": "LONG", "view": "V"}]"#,
    #", "actions": [{"t": 100, "set": {"V.LONG": 1}}]"#,
    #", "actions": [{"t": 100, "set": {"LONG.alpha": 1}}]"#,
    #", "expect": {"never": [{"to": "V", "LONG": 1}]}"#,
    #", "expect": {"never": [{"to": "LONG"}]}"#,
    #", "expect": {"never": [{"to": "V", "call": "LONG"}]}"#,
  ])
  func anUnknownNameOfAMegabyteIsCut(extra: String) throws {
    let text = Self.base.replacingOccurrences(
      of: "EXTRA", with: extra.replacingOccurrences(of: "LONG", with: Self.long))
    let message = try #require(Self.message(text))
    #expect(message.utf8.count < 500, "a \(message.utf8.count)-byte message: \(message.prefix(200))")
    #expect(message.contains("QQQ..."), "\(message.prefix(300))")
  }

  /// Every string and key of a few shipped scenarios (app logic, gestures, expect blocks,
  /// tables, navigation), made 2,000 characters longer one at a time: no message quotes it
  /// whole.
  @Test(arguments: [
    "app-logic/al1-dismiss-tap-ignores-table-and-controls-fix.json", "hit-testing/seed001-viewa-prefers-buttona.json",
    "navigation/nv-fix1-scroll-pan-requires-pop-to-fail-pops.json",
    "collection-view/cv2-button-in-cell-blocks-selection.json",
    "table-view/sa-full-swipe-performs-first-action.json",
  ])
  func noMessageQuotesALongStringWhole(scenario: String) throws {
    let data = try Data(contentsOf: Repository.root.appendingPathComponent("Scenarios/" + scenario))
    let document = try JSONSerialization.jsonObject(with: data)
    let suffix = String(repeating: "Q", count: 2_000)
    var variants: [Any] = []
    func mutate(_ node: Any, _ rebuild: (Any) -> Any) {
      if let object = node as? [String: Any] {
        for (key, value) in object {
          var renamed = object
          renamed[key] = nil
          renamed[key + suffix] = value
          variants.append(rebuild(renamed))
          mutate(value) { changed in
            var copy = object
            copy[key] = changed
            return rebuild(copy)
          }
        }
      } else if let array = node as? [Any] {
        for (index, value) in array.enumerated() {
          mutate(value) { changed in
            var copy = array
            copy[index] = changed
            return rebuild(copy)
          }
        }
      } else if let string = node as? String {
        variants.append(rebuild(string + suffix))
      }
    }
    mutate(document) { $0 }
    #expect(variants.count > 50)
    for variant in variants {
      let bytes = try JSONSerialization.data(withJSONObject: variant)
      guard let message = Self.message(String(decoding: bytes, as: UTF8.self)) else { continue }
      #expect(message.utf8.count < 1_000, "\(scenario): a \(message.utf8.count)-byte message: \(message.prefix(200))")
    }
  }
}
