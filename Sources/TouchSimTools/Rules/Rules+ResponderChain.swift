/// Section 2: the responder chain (RC).
extension Rulebook {
  static let responderChain: [Rule] = [
    Rule(
      "RC1", "Each responder's next responder",
      "A view's next responder is its view controller when it is that controller's root view, otherwise its superview; a view controller's is its view's superview (or the window for a root controller); the window's is the application; the application's is nil (TouchSim has no app delegate in the chain).",
      .apple, [.aResponderNext, .aResponders]),
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
