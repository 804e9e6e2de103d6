/// The keys each kind of scenario object accepts (Docs/ScenarioFormat.md), as the decoder checks
/// them. The schema tests compare `Scenarios/scenario.schema.json` with these lists, so a key
/// added here and not in the schema fails a test (view keys: `ViewClass`).
extension ScenarioDecoder {
  /// Keys of the top-level object; `$schema` is accepted and ignored (for editors).
  static let topLevelKeys = [
    "$schema", "format", "scenario", "notes", "window", "ios", "keyboard", "state", "root", "gestures", "touches",
    "actions",
    "expect",
  ]

  /// Keys every gesture recognizer accepts (UIGestureRecognizer's declared properties among
  /// them); its class's parameters (`PropertyCatalogue.parameters(of:)`) come on top.
  static let gestureKeys =
    ["id", "class", "view"] + PropertyCatalogue.names(declaredBy: "UIGestureRecognizer") + [
      "requireToFail", "delegate", "on",
    ]

  /// Answers a recognizer's `delegate` may give.
  static let delegateKeys = [
    "shouldBegin", "shouldReceiveTouch", "shouldRecognizeSimultaneouslyWith", "shouldRequireFailureOf",
    "shouldBeRequiredToFailBy",
  ]

  /// Keys of a finger stroke in `touches`.
  static let strokeKeys = ["finger", "path", "hz", "end", "movesInPlace"]

  /// Keys of a timed action in `actions`.
  static let actionKeys = ["t", "set", "animate"]
}
