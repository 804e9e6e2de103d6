import TouchSim

extension ScenarioDecoder {
  /// The keys of a `UIPageViewController` (Docs/ScenarioFormat.md): `pages`, a list of view
  /// trees without frames (the page view controller lays them out, PV8), and the generated
  /// names of its paging scroll view and that scroll view's recognizers (PV1).
  mutating func decodePageViewController(_ reader: inout ObjectReader, into view: inout Scenario.View)
    throws(ScenarioError)
  {
    let location = reader.value.location
    let scrollView = ScenarioBuilder.queuingScrollViewName(of: view.id)
    try defineGenerated(
      scrollView, as: "the paging scroll view of page view controller '\(Spelling.shortened(view.id))'", at: location)
    try defineGenerated(
      ScenarioBuilder.delayRecognizerName(of: scrollView),
      as: "the delayed-touches recognizer of page view controller '\(Spelling.shortened(view.id))'", at: location)
    try defineGenerated(
      ScenarioBuilder.panRecognizerName(of: scrollView),
      as: "the pan recognizer of page view controller '\(Spelling.shortened(view.id))'",
      at: location)
    guard let value = reader.optional("pages") else { return }
    for item in try value.array("'pages'") {
      guard case .object(let members) = item.kind else { throw item.mismatch("a page", expected: "a view object") }
      if let frame = members.first(where: { $0.key == "frame" }) {
        throw ScenarioError(
          "a page has no 'frame': its page view controller lays it out at its own size (PV8)", at: frame.keyLocation)
      }
      view.pages.append(try decodeView(item, isRoot: true))
    }
  }
}
