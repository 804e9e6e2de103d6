/// UIView animations and hit testing (AN, issue 29 item 5): what a view being animated with
/// `UIView.animate` does to the touches that land on it.
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`), after hit testing.
  static let animationsFamily = RuleFamily(
    "UIView animations and hit testing (AN)", prefixes: ["AN"], order: 25, rules: animations)

  static let animations: [Rule] = [
    Rule(
      "AN1", "A view animating without .allowUserInteraction takes touches on its on-screen shape and eats them",
      "While a UIKit animation made without .allowUserInteraction is on a view's layer, the view's hitTest takes another branch: if the view is not hidden and its presentation opacity (what the screen shows) is at least 0.01, it converts the point into its presentation layer; when that holds the point the view returns itself, without searching its subviews, and eats the touch (AN4); when it does not, it returns nil, whatever its model frame says. isUserInteractionEnabled false (or a disabled control) returns nil. The model alpha is not read on this branch: a view fading to 0 takes taps until its presentation opacity falls under 0.01 (with the default curve, 92.8 % of the duration) or the animation ends. Otherwise the ordinary test runs (H1-H6 with the model values, AN2). So the issue's 'a tap during an alpha-to-0 animation without .allowUserInteraction reaches the view behind' holds only from the moment the fade is nearly invisible; with the option it holds at once.",
      .decompiled,
      [.dViewHitTest, .dViewHitTestHelpers, .aAnimate, .aIsUserInteractionEnabledAnimation, .rTapMovingView],
      note:
        "An ancestor animating without the option is reached first and returns itself, so its subviews are unreachable. Only UIKit-made animations are modelled (Core Animation animations added directly make a view 'animating' without a UIKit delegate, which counts as allowing). The presentation shape is the presentation frame under the model transform, in the superview's model coordinates (a model decision for nested animations). Not in the model: UIViewPropertyAnimator (it allows interaction by default and, when interruptible, hit tests the presentation layer), a presentation path that app hitTest overrides could read (layer.presentation()), transform and bounds animations, keyframe and spring animations."
    ),
    Rule(
      "AN2", "With .allowUserInteraction, hit testing uses the model values",
      "A view whose running animations were all made with .allowUserInteraction is hit-tested like a still view at its model values, which the animation set at once (AN7): a moving panel is hit where it is going, not where it is drawn, and a view fading to alpha 0 is skipped at once (H2), so a tap on it reaches the view behind while the view is still visible.",
      .decompiled,
      [.dViewHitTest, .dViewSetAlpha, .dAnimationState, .aAllowUserInteraction],
      note:
        "pointInside:withEvent: uses the presentation layer only with the private option 0x1000 (interruptible property animators), not modelled."
    ),
    Rule(
      "AN4", "An eaten touch is delivered to nobody",
      "The touch an animating view eats (AN1) gets no touchesBegan, Moved or Ended, on that view or any other, and no recognizer receives it, for its whole life. The hitTest record names the animating view; with --explain a nothing record says the touch was eaten. Other touches are unaffected.",
      .model,
      [.dApplicationEat, .aAnimate, .rTapMovingView],
      note:
        "UIKit marks the touch eaten (-[UIApplication _eatCurrentTouchForWindow:], UITouch._eaten); the code that reads the mark in delivery was not found. Apple's 'user interactions are temporarily disabled for the views being animated' and the report of a tap recognizer that never fires on a moving view support delivering nothing; the other reading, the touch delivered to the animating view itself, contradicts them."
    ),
    Rule(
      "AN7", "An animation sets the model value at once; the screen follows the curve",
      "UIView.animate(withDuration:delay:options:) sets each changed property's model value when the app code runs (logged as a set record then); the presentation value goes from what the screen showed to the new value over the duration, after the delay, on the ease-in-out curve, the default. During the delay the view is already animating (its presentation still shows the old value). At delay + duration the animation is removed and the view stops animating. A new animation of the same property replaces the running one and starts from the presentation value. A zero duration changes the values without animating. Animatable in the model: alpha, frame, center.",
      .model,
      [.dViewSetAlpha, .aAnimate, .aEaseInOut],
      note:
        "Ease-in-out is documented as the default curve; its control points, Core Animation's easeInEaseOut (0.42, 0), (0.58, 1), the start at the call rather than at the transaction commit (the end of the run-loop turn), no additive blending (iOS 8+ blends a new animation of a property with the running one) and no animation at zero duration are model decisions."
    ),
  ]
}
