/// Section 2: the responder chain (RC).
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let responderChainFamily = RuleFamily(
    "Responder chain (RC)", prefixes: ["RC"], order: 30, rules: responderChain)

  static let responderChain: [Rule] = [
    Rule(
      "RC1", "Each responder's next responder",
      "A view's next responder is its view controller when it is that controller's root view, otherwise its superview; a view controller's is its view's superview (or the window for a root controller); the window's is the application; the application's is nil in TouchSim. In UIKit a scene-based app puts the UIWindowScene between the window and the application, and the application's next responder is the app delegate when it is a UIResponder (Xcode's template makes it one); TouchSim ends the chain at the application because those two only forward what reaches them (UIResponder's defaults), no scenario or library code runs there, and their records would repeat the application's.",
      .apple, [.aResponderNext, .aResponders, .oSceneChain],
      note:
        "The scene and the app delegate are left out on purpose (see the statement); a touch method forwarded past the application is dropped, as UIKit's app delegate would drop it.",
      audit: Audit(
        .confirmed,
        "Apple documents the app delegate after the application; device logs show the window scene before it (Q11); TouchSim states why it stops at the application."
      )),
    Rule(
      "RC2", "Touches go to the hit view",
      "Touch calls go straight to the touch's view (its hit view), not to the first responder. The chain matters only when a responder passes a touch call on.",
      .apple, [.aResponders]),
    Rule(
      "RC3", "UIResponder's touch methods forward to the next responder",
      "The default touchesBegan, touchesMoved, touchesEnded and touchesCancelled of UIResponder pass the call to `next`. A responder that handles touches does not call super for them. In scenarios: `touches: forward | handle | handleAndForward`.",
      .apple, [.aTouchesBegan]),
    Rule(
      "RC4", "A scroll view does not forward touches",
      "UIScrollView's touch methods do not pass calls up the chain. So touches on a scroll view, or on plain content views that forward to it, never reach the view controller's touchesBegan.",
      .decompiled, [.dScrollView.about("touches methods"), .oScrollViewSwallows],
      note: "Also widely observed by developers."),
    Rule(
      "RC5", "A tracking control does not forward",
      "A UIControl that tracks a touch does not call super in its touch methods. A control that does not track passes touchesMoved and touchesEnded on; it passes touchesBegan on only when it may not track (disabled, or interaction off), not when its beginTracking(_:with:) said no (C9); touchesCancelled it never passes on.",
      .decompiled, [.dControl.about("touchesBegan/Moved/Ended/Cancelled:withEvent:")]),
  ]
}
