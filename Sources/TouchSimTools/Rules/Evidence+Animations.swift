/// The sources of the animation rules (AN, issue 29 item 5): the decompiled UIView hit test and
/// its helpers (iOS 26.1), Apple's documentation and the reports read for them.
extension Evidence {
  static let dViewHitTest = decompiled(
    "UIView.mm, -[UIView(Geometry) hitTest:withEvent:]: _UIViewAnimationDelegateAllowsUserInteraction, "
      + "_UIViewEatsTouchesAndAnimationDelegateAllowsInteraction, presentationLayer convertPoint:fromLayer:, "
      + "containsPoint:, [UIApp _eatCurrentTouchForWindow:]")
  static let dViewHitTestHelpers = decompiled(
    "UIView.mm helpers: _UIViewIgnoresTouchEvents(view, skipAlpha) = !isUserInteractionEnabled || isHidden || "
      + "(!skipAlpha && alpha < 0.01); _UIViewEatsTouchesAndAnimationDelegateAllowsInteraction = _UIViewIsAnimating "
      + "&& !isHidden && presentationLayer.opacity >= 0.01 && !allows; _UIViewIsAnimating = layer.animationKeys.count != 0"
  )
  static let dViewSetAlpha = decompiled(
    "UIView.mm, -setAlpha: -> _backing_setAlpha: -> layer setOpacity: (the model value, at once); -pointInside:withEvent: "
      + "tests the model layer's bounds")
  static let dAnimationState = decompiled(
    "UIViewAnimationState.mm, -setupWithDuration:delay:view:options:...: _allowUserInteraction = (options >> 1) & 1")
  static let dApplicationEat = decompiled(
    "UIApplication.mm, -_eatCurrentTouchForWindow:, -_didEatCurrentTouchForWindow: (UITouch._eaten)")
  static let aAnimate = Evidence(
    "Apple: UIView.animate(withDuration:animations:) ('During an animation, user interactions are temporarily "
      + "disabled for the views being animated')",
    appleDoc + "uiview/animate(withduration:animations:)")
  static let aAllowUserInteraction = Evidence(
    "Apple: UIView.AnimationOptions.allowUserInteraction", appleDoc + "uiview/animationoptions/allowuserinteraction")
  static let aIsUserInteractionEnabledAnimation = Evidence(
    "Apple: UIView.isUserInteractionEnabled ('During an animation, user interactions are temporarily disabled for all "
      + "views involved in the animation, regardless of the value in this property')",
    appleDoc + "uiview/isuserinteractionenabled")
  static let aEaseInOut = Evidence(
    "Apple: UIView.AnimationCurve.easeInOut ('This is the default curve for most animations')",
    appleDoc + "uiview/animationcurve/easeinout")
  static let aPresentation = Evidence(
    "Apple: CALayer.presentation()", "https://developer.apple.com/documentation/quartzcore/calayer/presentation()")
  static let rTapMovingView = Evidence(
    "Stack Overflow 66085294: a tap recognizer on a view moving with UIView.animate does not fire",
    "https://stackoverflow.com/questions/66085294")
}
