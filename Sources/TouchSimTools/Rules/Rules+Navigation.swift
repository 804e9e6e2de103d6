/// Section: UINavigationController's swipe-back and UIScreenEdgePanGestureRecognizer (NV).
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let navigationFamily = RuleFamily(
    "UINavigationController and screen-edge pans (NV)", prefixes: ["NV"], order: 290, rules: navigation)

  static let navigation: [Rule] = [
    Rule(
      "NV1", "The navigation controller and its back-swipe",
      "A UINavigationController's view holds the view of its top view controller, filling its bounds; a push puts the pushed controller's view on top, a pop shows the one below again, so the next touch hits the new top screen. Its interactivePopGestureRecognizer is a UIScreenEdgePanGestureRecognizer with edges left on the navigation controller's view (named `<nav>.interactivePopGestureRecognizer`), whose delegate is a private object (NV4).",
      .decompiled, [.aInteractivePop, .dNavigationTransition.about("_configureNavigationGesture")],
      note:
        "Pushes and pops are immediate in the model (no animation); the views below the top stay in the hierarchy, hidden, which hit testing (H2) cannot tell from UIKit's removing them. Right-to-left layouts (edges right) are not modelled."
    ),
    Rule(
      "NV2", "A screen-edge pan tracks one finger and delays touchesBegan",
      "Every UIScreenEdgePanGestureRecognizer has maximumNumberOfTouches 1 and delaysTouchesBegan true: the hit view gets touchesBegan only once the edge pan fails (G5), and nothing if it begins (G3, G4).",
      .decompiled, [.dScreenEdgePan.about("initWithTarget:action:"), .aScreenEdgePan]),
    Rule(
      "NV3", "Edge region and hysteresis",
      "At touch-down the touch must be within 13 pt (edgeRegionSize) of one of the recognizer's edges, measured in the window's coordinates; otherwise the edge pan fails at once. It begins when the finger has moved 15 pt away from that edge along the edge's normal axis (x for left and right, y for top and bottom), and its translation is reported net of those 15 pt (as G14). A finger that travels 15 pt on an axis without moving away from the edge (along it, or back towards it) fails it.",
      .decompiled,
      [
        .dEdgeFeatureSettings, .dEdgeFailFeatures, .dScreenEdgePan.about("featureDidChangeState:"),
        .aScreenEdgePanEdges,
      ],
      note:
        "UIKit tests twice: the touch-down within edgeRegionSize + 20 = 33 pt, then the start point projected back along the velocity within 13 pt. The model applies the second test to the touch-down point itself (back-projection approximated by the touch-down point), so a touch-down 14-33 pt from the edge never begins here, while a fast inward flick from there may begin on a device. Failing after 15 pt of motion not away from the edge is a model decision (the failing features are not readable); the digitizer's edge flags and the 9-10 % region of some devices (MobileGestalt) are not modelled."
    ),
    Rule(
      "NV4", "The back-swipe's private delegate",
      "The interactive pop gesture's own delegate answers gestureRecognizerShouldBegin true only when the stack holds more than one view controller (and its translation points away from the edge, which NV3 already ensures): on the root controller the edge pan is asked and fails. A scenario or app that replaces the delegate replaces that check too.",
      .devices,
      [
        .dNavigationTransition.about("gestureRecognizerShouldBegin:"), .oPopEnabledCount, .oRickeyBoyFreeze,
        .oCharcoal269,
      ],
      note:
        "The private checks (_shouldInteractivePopGestureBeEnabled, whose body was not read; a custom leftBarButtonItem or a hidden back button disable it) are modelled as viewControllers.count > 1; navigation bars and toolbars are not modelled, so shouldReceive refuses nothing."
    ),
    Rule(
      "NV5", "A horizontal scroll view at the edge wins over the back-swipe",
      "With no fix, an edge drag that starts on a horizontal scroll view (one that can scroll horizontally, S6) at contentOffset.x 0 does not pop: the scroll view's pan begins at 10 pt (P1), before the edge pan's 15 pt (NV3), and the edge pan fails (G9); the scroll view pulls past its edge and bounces back (B2, B4). Its content gets touchesBegan only after the edge pan fails (NV2) and none while the scroll view withholds them (D1).",
      .devices,
      [
        .oAHK3, .oFD61, .oJuejin2021, .oT3code9493,
        .dNavigationTransition.about("_gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:"),
      ],
      note:
        "Open question: the iOS 26 decompiled delegate asks other recognizers to wait for the back-swipe (shouldBeRequiredToFailBy true) except for some private types (type 16, a flag 0x10, passthrough scroll recognizers). If a scroll view's pan were not among the exceptions, an edge drag would pop over it. Device reports (iOS 7-16, and iOS 26 with a third-party arbitration layer) say the scroll view wins, and the model follows them; the exceptions' exact classes are unknown."
    ),
    Rule(
      "NV6", "Fix 1: the scroll view's pan requires the back-swipe to fail",
      "With scrollView.panGestureRecognizer.require(toFail: interactivePopGestureRecognizer), an edge drag pops: the scroll view's pan waits (G10) and fails when the edge pan recognizes. A touch that does not start at the edge fails the edge pan at touch-down (NV3), so ordinary scrolling is unaffected.",
      .devices, [.oJuejin2021, .oJXPaging87, .oAHK3]),
    Rule(
      "NV7", "Fix 2: recognizing together while contentOffset.x <= 0",
      "A scroll view subclass that answers gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) true for its pan and the back-swipe while contentOffset.x <= 0 lets both run: when the scroll view's pan begins first at the edge, the pair is asked (G9), the scroll view's answer reads its offset at that moment, and the edge pan begins later and pops while the scroll view pulls and bounces.",
      .devices, [.oFD115, .oFD203]),
    Rule(
      "NV8", "A slider near the left edge",
      "With the default edge pan a slider on the pushed screen is affected only by touches that start within the edge region: a drag of its thumb elsewhere tracks at once (the edge pan failed at touch-down, NV3). A thumb at the very edge loses its touchesBegan until the edge pan fails (NV2), and a drag from there pops (a full-screen back-swipe would take every slider drag).",
      .devices, [.oFD115, .oFD196, .oSliderBackSwipe]),
    Rule(
      "NV9", "The iOS 26 content-wide back-swipe (see NV20-NV23)",
      "iOS 26 adds interactiveContentPopGestureRecognizer, a second back-swipe over the whole content that requires the edge pan to fail. Modelled by NV20-NV23 for a scenario that states \"ios\": 26; this entry keeps the ID that issue 18 reserved.",
      .apple, [.aContentPop, .dNavigationTransition.about("_configureNavigationGesture")],
      notModelled: "superseded: NV20-NV23 model the content-wide back swipe (issue 29)."),
    Rule(
      "NV10", "When a back-swipe pops",
      "When the interactive pop gesture ends, UIKit decides from statistics it kept while the gesture ran: at began, at each change and at the end it samples the gesture's velocity (in widths per second, positive away from the edge; a sample at least 10 ms after the previous call, or more than 1 ms after it when the position changed), averaging the last three velocities and the changes between them (accelerations, each at most 5 widths/s² from the previous one). With at least three samples and a change seen, it pops when the travelled fraction of the width plus the average velocity times the transition's duration plus half the average acceleration times its square is more than min(187.5 pt / width, 0.5); otherwise it pops when the average velocity points away from the edge and a change was seen. There is no velocity threshold: a 180 pt swipe on a 390 pt screen lifted while still moving away pops, one turned back does not. A pop is a `popViewController` record naming the popped controller; a cancelled or failed gesture never pops, and a stack of one never pops.",
      .decompiled, [.dNavigationTransitionBase, .aInteractivePop],
      note:
        "The transition's duration D is read from its animator, whose value the decompilation does not show: 0.35 s is the model's. UIKit uses this projection when its UIUseAugmentedPopGesture preference is on, whose compiled default is not printed; without it, it pops whenever the lift velocity is not toward the edge. The model takes the projection, the only one of the two under which a swipe released at rest before the threshold snaps back as on devices.",
      audit: Audit(
        .refuted,
        "Half the width or 500 pt/s is refuted by -[_UINavigationInteractiveTransitionBase popGesture:withRemainingDuration:shouldPopWithVelocity:] and _updateStatistics:firstSample:finalSample:; fixed in issue 26; D = 0.35 s and the augmented default are model decisions."
      )),
    Rule(
      "NV20", "iOS 26 installs a content-wide back swipe next to the edge pan",
      "For an app linked against the iOS 26 SDK running on iOS 26 (a scenario's \"ios\": 26), the navigation controller's view carries, after the edge pan (NV1), a second back swipe, interactiveContentPopGestureRecognizer (named `<nav>.interactiveContentPopGestureRecognizer`): a one-finger pan with the edge pan's edges (left), the same private delegate (NV4) and the same action (NV23), that requires the edge pan to fail and does not delay touchesBegan; cancelsTouchesInView stays true. Setting its isEnabled false removes it from play (G11). An app built with an earlier SDK, or on an earlier system, has only the edge pan; a scenario that states no version is such an app on the newest system.",
      .decompiled,
      [
        .dNavigationTransition.about("_configureNavigationGesture"),
        .dNavigationTransitionBase2.about("_createContentSwipeGestureRecognizer"),
        .dParallaxPan.about("initWithTarget:action:, +isContentBackSwipeEnabled"), .aContentPop, .oKodi1465,
        .oNextcloud4135,
      ],
      note:
        "isContentBackSwipeEnabled is dyld_program_sdk_at_least(iOS 26) and an OS feature flag whose name and default the decompilation does not print; that it is on for apps built with Xcode 26 on iOS 26 is observed (Kodi, Nextcloud). The scenario default (no content swipe unless \"ios\" is stated) is a model decision that keeps the corpus's apps, built before Xcode 26, as they were."
    ),
    Rule(
      "NV21", "Where and when the content swipe begins",
      "The content swipe has no edge region: a touch anywhere on the navigation controller's view can start it (every edge of its edges counts as the start edge). It begins when the finger has moved 15 pt away from the leading edge along x, after its delegate allows it (NV4), its translation reported net of those 15 pt; a finger that travels 15 pt on an axis without moving away from the edge (vertically, or toward the edge) fails it. It does not delay touchesBegan: the hit view gets its touches at once and touchesCancelled when the content swipe begins (G4).",
      .model,
      [
        .dScreenEdgePan.about("touchesBegan:withEvent: setDisableEdgeRegionEnforcement:"),
        .dParallaxPan.about("_shouldTryToBeginWithEvent:"),
        .dNavigationTransitionBase2.about("_createContentSwipeGestureRecognizer, setDelaysTouchesBegan:0"),
      ],
      note:
        "Decompiled: no edge region, no delay, 15 pt on the simple hysteresis path. Model decision: that a finger takes the simple path in 26.1 (the chooser _usesComplexHysteresisCalculationForEvent: has no body in the decompilation; an earlier build's chooser and 26.1's featureDidChangeState: point to it; the complex path is 30 pt with a vertical limit of min(25, 0.8·|dx| + 10)), and the failing rule, inherited from NV3. Navigation bars are not modelled, so the edge pan's refusal inside them does not arise."
    ),
    Rule(
      "NV22", "The content swipe's relationships to other recognizers",
      "The content swipe waits for the edge pan (NV20). Nothing is asked to wait for it: an app's own pan on the content begins at 10 pt (G14), before the content swipe's 15 pt, and prevents it (G9), unless the app makes its recognizer require it to fail. A scroll view's pan waits for it (G10) while the scroll view is neither decelerating nor out of its bounds and either cannot scroll horizontally or sits at its leading edge (contentOffset.x at its minimum): a carousel at its first page yields a rightward drag to the back swipe, a scrolled one keeps it, a vertical table scrolls once the content swipe fails at 15 pt of vertical travel. Nothing recognizes with it simultaneously by default. A slider refuses it over its thumb (SL6).",
      .model,
      [
        .dNavigationTransitionBase2.about(
          "_gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer: returns NO for the content swipe"),
        .dParallaxPan.about("_needsDynamicDependentRequirementForGestureRecognizer:"),
        .dNavigationTransitionBase2.about("gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:"),
        .oT3code9493,
      ],
      note:
        "Decompiled: the requirement on the edge pan, the delegate's NO, the scroll-view condition, no simultaneity. Model decision: when UIKit asks the scroll-view requirement (its caller was not read; the model asks at every arbitration), which the t3code report (React Native, iOS 26) contradicts for a scroll view at its leading edge. The slider's type-16 veto depends on whether the 26.1 parallax pan still reports that type; the model's slider refuses horizontal pans over its thumb and every recognizer while it tracks (SL6), which covers the content swipe there."
    ),
    Rule(
      "NV23", "A content swipe pops like the edge pan",
      "The content swipe's action is the edge pan's (handleNavigationTransition:): it drives the same interactive pop, decided at its end by NV10's projection, logged as a `popViewController` record; a stack of one never pops (its delegate refuses to begin, NV4).",
      .decompiled,
      [
        .dNavigationTransitionBase2.about(
          "handleNavigationTransition:, startInteractiveTransition, popGesture:withRemainingDuration:shouldPopWithVelocity:"
        )
      ]),
    Rule(
      "NV24", "Pushing and popping from app code",
      "A reaction may call popViewController(animated:) or popToRootViewController(animated:) on a navigation controller (`{\"popViewController\": \"nav\"}`): the stack changes at once (as NV1), each popped controller logged as a `popViewController` record, then the reaction's note; a stack of one pops nothing. The popped screen's view leaves the window in the call, so its recognizers are cancelled (G20), the calling pan included if it is on that screen, and a touch bound to one of its views stays bound outside the window. A pan that pops at ended is unaffected.",
      .model,
      [.aPopViewController, .oFDFullscreenPop, .dNavigationTransitionBase2.about("gestureRecognizerShouldBegin:")],
      note:
        "Documented: the API. Model decision: the immediacy (UIKit animates the pop over about 0.35 s, during which the calling pan keeps running and the back swipes refuse to begin, then removes the view) and so the moment G20 applies. pushViewController from app code is not modelled: a scenario's controllers are all on the stack from the start."
    ),
  ]
}
