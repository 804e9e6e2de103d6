/// Section 3: gesture recognizers (G).
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let gesturesFamily = RuleFamily("Gesture recognizers (G)", prefixes: ["G"], order: 40, rules: gestures)

  static let gestures: [Rule] = [
    Rule(
      "G1", "Recognizer states and their legal changes",
      "A recognizer is possible, began, changed, ended (= recognized), cancelled or failed. A discrete recognizer (tap, swipe) goes from possible to recognized or failed; a continuous one (pan, long press, pinch, rotation) goes possible, began, changed any number of times, then ended or cancelled, or from possible to failed. TouchSim refuses, and warns about, any other change.",
      .apple, [.aGR]),
    Rule(
      "G2", "When actions are sent",
      "A recognizer sends its action on entering began, changed, ended (recognized) and cancelled, never for possible or failed. It calls its targets in the order they were added; a scroll view's pan calls the scroll view's own target first, then the app's.",
      .apple, [.aGR]),
    Rule(
      "G3", "Recognizer defaults",
      "cancelsTouchesInView true, delaysTouchesBegan false, delaysTouchesEnded true, isEnabled true.",
      .apple, [.aCancelsTouchesInView, .aDelaysTouchesBegan, .aDelaysTouchesEnded]),
    Rule(
      "G4", "cancelsTouchesInView",
      "When a recognizer with cancelsTouchesInView recognizes, its touches that are still pending are not delivered to the view, and touches already delivered are cancelled with touchesCancelled. If it does not recognize, or the flag is false, the view gets every touch call.",
      .apple, [.aCancelsTouchesInView]),
    Rule(
      "G5", "delaysTouchesBegan",
      "While a recognizer with delaysTouchesBegan has not failed, the window holds back the view's touchesBegan. If the recognizer recognizes, the view never gets it; if it fails, the held call is delivered late.",
      .apple, [.aDelaysTouchesBegan]),
    Rule(
      "G6", "delaysTouchesEnded",
      "With delaysTouchesEnded (the default) the window holds back the view's touchesEnded until the recognizer fails (then it is delivered) or recognizes (then the touch is cancelled instead, MD20; one call per original event, MD21). This is why a view's touchesEnded comes after a recognizer's last action.",
      .apple, [.aDelaysTouchesEnded, .oMayoff]),
    Rule(
      "G7", "The delegate's shouldReceive",
      "gestureRecognizer(_:shouldReceive:) is asked for each new touch before the recognizer's touchesBegan; false hides that touch from the recognizer for good.",
      .apple, [.aShouldReceive]),
    Rule(
      "G8", "shouldBegin vetoes: the delegate's and the touched view's",
      "When a recognizer tries to leave possible, its delegate's gestureRecognizerShouldBegin(_:) is asked, and false makes it fail. The touched view's own gestureRecognizerShouldBegin(_:) can also veto recognizers attached elsewhere (default true), but UIKit asks the touched views only for recognizers whose cancelsTouchesInView is true (MD13). TouchSim asks the view first, then the delegate.",
      .apple, [.aGRDelegate, .aViewShouldBegin, .dGestureRecognizer],
      note:
        "The order view first, then delegate, is inferred; that touched views are asked only for recognizers that cancel touches is read from decompiled UIKit (iOS 26.1)."
    ),
    Rule(
      "G9", "Simultaneous recognition",
      "By default two recognizers do not recognize together: when one leaves possible, the others on the same touches that it can prevent fail. A delegate answering true to shouldRecognizeSimultaneouslyWith allows both; false from one delegate does not forbid it if the other says true. MD18 gives the details.",
      .apple, [.aGRDelegate, .aEventGuide]),
    Rule(
      "G10", "Failure requirements",
      "With require(toFail:), or the delegate's shouldRequireFailureOf / shouldBeRequiredToFailBy, a recognizer may not leave possible until the other one fails; if the other recognizes, it fails. This is how a single tap waits for a double tap to fail.",
      .apple, [.aGR]),
    Rule(
      "G11", "Disabling a recognizer",
      "Setting isEnabled to false on a recognizer that is recognizing cancels it; a disabled recognizer receives no touches. One that was still possible in the middle of a touch sequence fails (as a scroll view's pan does when scrolling is turned off, T13(a)); an idle one just stops receiving touches.",
      .apple, [.aGRIsEnabled, .dGestureEnvironment],
      note:
        "Apple leaves the case of a recognizer still possible open; the decompiled -[UIGestureEnvironment _cancelGestureRecognizers:], which setEnabled:NO calls, fails it (state possible to failed, began or changed to cancelled).",
      audit: Audit(
        .confirmed,
        "-[UIGestureEnvironment _cancelGestureRecognizers:]: an active recognizer in possible is set to failed, one in began or changed to cancelled (issue 27's research)."
      )),
    Rule(
      "G12", "Reset",
      "After a recognizer reaches ended, cancelled or failed, the runtime calls reset() and it returns to possible; it then ignores the rest of that touch sequence. Resets are not logged.",
      .apple, [.aGRSubclass], note: "The moment of reset for a failed recognizer is inferred."),
    Rule(
      "G13", "UIPanGestureRecognizer",
      "A continuous recognizer: it begins when minimumNumberOfTouches fingers (default 1) have moved far enough (G14), changes while they move and ends when all lift. Its translation is cumulative from the start.",
      .apple, [.aPanLegacy]),
    Rule(
      "G14", "Pan hysteresis: 10 pt on one axis",
      "A pan leaves possible once the touches' centroid has moved at least 10 pt along x or along y from where it went down (per axis, not diagonal distance). At began the 10 pt are taken off the reported translation on each axis that triggered, so whatever follows the translation does not jump.",
      .decompiled, [.dPan.about("_defaultHysteresis = 10.0, _removeHysteresisFromTranslation")],
      note: "Other re-implementations use 5 pt (flowkey, WinObjC)."),
    Rule(
      "G15", "A pan at lift-off",
      "When every finger lifts, a pan that began or changed ends; a pan still possible fails. Its velocity is a weighted mix of recent samples (MD10).",
      .decompiled, [.dPan], note: "The velocity weights are read from decompiled code with low certainty."),
    Rule(
      "G16", "UITapGestureRecognizer",
      "A discrete recognizer, one tap of one finger by default, recognized when the fingers lift (the action fires at touchesEnded time, not at touch-down). It fails when a finger moves more than 45 pt (straight-line distance) from where it went down, when more fingers than required touch, when the touch is cancelled, when the next tap of a multi-tap does not come within 0.35 s, or when a tap's fingers stay down longer than its maximum tap duration (a timer; MD2). A tap never prevents a tap that needs more taps (MD18).",
      .apple, [.aTap, .dTap, .dTapRecognizer, .aGRSubclass],
      note:
        "The defaults and recognition at lift are documented; 45 pt, 0.35 s and the timer are read from decompiled UIKit; the timer's default value is MD2's model decision."
    ),
    Rule(
      "G17", "UILongPressGestureRecognizer",
      "Defaults: minimumPressDuration 0.5 s, allowableMovement 10 pt, one finger, no preceding taps. It begins when the finger has stayed down that long without moving more than allowableMovement; moving further first makes it fail; after began every move is a change, however far; lift ends it.",
      .apple, [.aLongPress], note: "Chameleon differs: it cancels after began on a 10 pt move."),
    Rule(
      "G18", "Controls win over their ancestors' recognizers",
      "For the actions they handle themselves, UIKit controls beat a recognizer attached to an ancestor: a single tap on UIButton, UISwitch, UIStepper, UISegmentedControl and UIPageControl, a swipe along a slider's thumb, a pan on a switch's knob. A recognizer attached to the control itself comes first. MD13 says exactly when.",
      .apple, [.aControlsGR], note: "The mechanism (the control's gestureRecognizerShouldBegin says false) is inferred."
    ),
    Rule(
      "G19", "A tap recognizer over a table swallows row selection",
      "A tap recognizer with cancelsTouchesInView true on a container (the usual tap to dismiss the keyboard on the controller's view) stops table rows from being selected; cancelsTouchesInView false (or filtering in shouldReceive) brings selection back.",
      .devices, [.oTapVsTable, .oTapVsTable2]),
    Rule(
      "G20", "A view leaving the window mid-gesture",
      "When a view leaves the window (removeFromSuperview of it or of an ancestor), each view of the subtree, the removed one first, has its recognizers cancelled as a disabled one is (G11): began or changed ones go to cancelled and send their action, possible ones in a touch sequence fail; then a first responder among them resigns. So a pan whose action removes its own view is cancelled, a scroll view removed while dragging ends its drag (scrollViewWillEndDragging, scrollViewDidEndDragging), and a navigation controller removed during its back-swipe does not pop. The touches bound to the views are not cancelled: they keep their view, whose touch methods still get their moves and lift, outside the window, and hit testing no longer finds it. A scroll view out of the window stops decelerating without a record.",
      .decompiled, [.dViewWillMoveToWindow, .dGestureEnvironment, .dScrollViewRemove, .aTouchesCancelled],
      note:
        "Apple's touchesCancelled(_:with:) names a view removed from its window as a cause of cancellation, but the decompiled -[UIView _willMoveToWindow:] calls _cancelTouchesIfNeededForViewRemovedFromResponderChain: only when the app's bundle is com.apple.WorkflowUI.SystemActionConfigurationExtension; for other apps it cancels the recognizers and presses only. That the touches then still reach the detached view is inferred (the UITouch keeps its view; -[UIWindow _sendTouchesForEvent:] was not found). The order over the subtree (a view before its subviews) and the stop of a scroll view whose ancestor left (UIKit stops one removed itself, -[UIScrollView removeFromSuperview]) are model decisions.",
      audit: Audit(
        .confirmed,
        "Issue 27: -[UIView _willMoveToWindow:] with no new window calls -[UIApplication _cancelGestureRecognizersForView:] (the view's gestureRecognizers to -[UIGestureEnvironment _cancelGestureRecognizers:]), then resignFirstResponder when the view is first responder; the touch cancellation is behind a bundle check."
      )),
  ]
}
