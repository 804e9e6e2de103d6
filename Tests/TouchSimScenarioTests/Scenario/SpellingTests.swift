import Testing

@testable import TouchSimScenario

/// The did-you-mean hints: typos first, then keys that name the same thing with words added
/// or left out, among the keys of the view's own class.
@Suite struct SpellingTests {
  static func message(_ view: String) -> String {
    let text = """
      {"format": 1, "scenario": "x", "root": {"id": "root", "subviews": [\(view)]},
       "touches": [{"finger": 1, "path": [[0, 10, 10], [80, 10, 10]]}]}
      """
    do {
      _ = try Scenario.read(Array(text.utf8))
      return "no error"
    } catch {
      return error.message
    }
  }

  @Test func numberOfItemsSuggestsTheKeyOfTheViewsClass() {
    #expect(
      Self.message(#"{"id": "C", "class": "UICollectionView", "frame": [0, 0, 200, 300], "numberOfItems": 3}"#)
        == "unknown key 'numberOfItems' in a view; did you mean 'items'?")
    #expect(
      Self.message(#"{"id": "P", "class": "UIPageControl", "frame": [0, 0, 200, 30], "numberOfItems": 3}"#)
        == "unknown key 'numberOfItems' in a view; did you mean 'numberOfPages'?")
  }

  @Test func typosStillWinAndUnrelatedWordsGetNoHint() {
    #expect(Spelling.closest(to: "frme", in: ["frame", "items"]) == "frame")
    #expect(Spelling.closest(to: "numberOfItems", in: ["numberOfPages", "items"]) == "items")
    #expect(Spelling.closest(to: "numberOfItems", in: ["numberOfPages"]) == "numberOfPages")
    #expect(Spelling.closest(to: "contentOffsetY", in: ["contentSize", "contentOffset"]) == "contentOffset")
    #expect(Spelling.closest(to: "wheelCount", in: ["numberOfPages", "items"]) == nil)
    #expect(Spelling.closest(to: "isWheelFoo", in: ["isHidden", "alpha"]) == nil, "'is' alone says nothing")
    #expect(
      Spelling.closest(to: "UIPickerView", in: ["UIView", "UIControl"]) == nil, "a word in the middle is not a typo")
    #expect(Spelling.parts(of: "numberOfItems") == ["number", "of", "items"])
    #expect(Spelling.parts(of: "S.contentOffset.y") == ["s", "content", "offset", "y"])
  }
}
