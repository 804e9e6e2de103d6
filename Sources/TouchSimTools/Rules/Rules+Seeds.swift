/// The seed posts: five developers' write-ups whose examples TouchSim must reproduce.
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let seedsFamily = RuleFamily("Seed examples", prefixes: [], order: 350, rules: seeds)

  static let seeds: [Rule] = [
    Rule(
      "seed 000", "Dragging an emoticon out of a scroll view",
      "An emoticon view that sets isScrollEnabled false in its touchesBegan; its touch stays bound to it outside the scroll view (0.1). A quick drag scrolls instead, unless delaysContentTouches is false (T13).",
      .devices, [.seed000]),
    Rule(
      "seed 001", "ViewB covers ButtonA; ViewA's hitTest prefers ButtonA",
      "ViewA's hitTest hands the overlap to ButtonA; ViewB forwards its touches to its next responder; isUserInteractionEnabled false or a point(inside:) that always says no make ViewB transparent.",
      .devices, [.seed001]),
    Rule(
      "seed 002", "Three reasons a view gets no touches; a custom window hitTest",
      "Interaction off, hidden, or alpha too low (H2); a window whose hitTest walks the tree; a yellow view that lets the button below it win; tap, pinch, rotation and pan recognizers recognizing simultaneously.",
      .devices, [.seed002]),
    Rule(
      "seed 003", "Delegate methods, a circle recognizer, linked scroll views",
      "The recognizer delegate's methods; a custom circle recognizer; two scroll views linked so that the right one's hitTest returns itself and its pan also drives the left one.",
      .devices, [.seed003]),
    Rule(
      "seed 004", "The 150 ms rule and tap-to-dismiss over a table",
      "The 150 ms rule's three cases; touchesShouldBegin answering false; a scroll view swallowing touches meant for the controller; a tap recognizer on the controller's view with and without cancelsTouchesInView; tap-to-dismiss-keyboard over a table view.",
      .devices, [.seed004]),
  ]
}
