// swift-format-ignore-file
// Generated from the notes of the scenarios in Scenarios/ by RulebookDocumentTests
// (TOUCHSIM_UPDATE=1 swift test --filter RulebookDocumentTests); do not edit by hand.
// One line per scenario: its path under Scenarios/, a tab, the rule IDs its notes cite.

extension Rulebook {
  static let scenarioIndexText = #"""
animations/an1-button-reaction-starts-slide.json	0.4, AN1, AN4, AN7, C5
animations/an1-fade-eats-tap-until-transparent.json	H2, AN1, AN4, AN7
animations/an1-moving-panel-presentation-shape.json	0.5, H4, AN1, AN4, AN7
animations/an2-fade-allow-interaction-tap-reaches-behind.json	H2, H4, AN1, AN2, AN7
animations/an2-moving-panel-model-frame.json	0.5, H4, AN2, AN7
app-logic/al1-dismiss-tap-ignores-table-and-controls-fix.json	G7, C5, D1, D4, TV1
app-logic/al1-dismiss-tap-swallows-row-and-control-problem.json	G3, G4, G16, G19, C3, C6, D1, K1, TV2, MD5, MD13
app-logic/al2-card-tap-only-on-empty-area-fix.json	H5, G4, G7, AL2
app-logic/al2-card-tap-steals-subview-taps-problem.json	H5, G3, G4, G16, AL2
app-logic/al3-card-pan-blocks-vertical-scroll-problem.json	G14, P1, P2, MD4, MD18
app-logic/al3-card-pan-only-horizontal-fix.json	G8, P2, P3, DL1, MD10, MD18
app-logic/al4-back-pan-blocked-by-horizontal-scroll-problem.json	G14, P2, B2, AL4, MD4, MD18, Q4
app-logic/al4-back-pan-waits-at-first-page-fix.json	G8, G10, P3, DL1, AL4, MD18, Q4
app-logic/al5-panel-follows-only-drags-from-grabber-state.json	G9, G14, P1, P3, AL5, MD4
app-logic/al5-sheet-inner-table-fix.json	G9, G14, S8, S9, D5, P1, P3, DL1, B2, AL5, MD4
app-logic/al5-sheet-inner-table-problem.json	0.5, G9, G14, D1, D5, X2, P1, P3, DL1, B1, B2, B4, AL5, MD4, MD10, MD18, MD22, Q4
app-logic/al6-scroll-view-overrides-fix.json	H5, G15, C6, S6, K2, K4, K5, K7, X2, P3, DL1, DL2, AL6, MD10
app-logic/al6-scroll-view-overrides-problem.json	H5, RC3, RC4, C3, C4, C5, C8, S6, D4, K1, K2, K4, K5, P1, AL6, MD1, MD3, MD10
app-logic/al6-touches-should-cancel-always-true-problem.json	C3, C4, C6, K5, K7, P3, P5, AL6, MD10
app-logic/al7-hit-area-fix.json	H1, H4, C3, C5, AL7
app-logic/al7-hit-area-problem.json	H1, H3, H4, RC3, RC5, C3, C5, AL7
app-logic/al7-pass-through-overlay-fix.json	H1, H4, RC3, C3, C5, AL7
app-logic/al7-pass-through-overlay-problem.json	H1, H4, RC1, RC3, C3, C5, AL7
app-logic/al8-drag-exit-margin-fix.json	C3, C4, C5, C7, AL8, MD1
app-logic/al8-drag-exit-margin-problem.json	C3, C4, C5, AL8, MD1
app-logic/al8-thumb-only-tracking-fix.json	RC5, C3, C9, AL8
app-logic/al8-thumb-only-tracking-problem.json	RC5, C3, C4, C5, C9, AL8, MD1
app-logic/al9-table-refuses-row-fix-highlight.json	RC3, D4, K2, TV1, TV3, AL9
app-logic/al9-table-refuses-row-fix-will-select.json	TV1, TV4, AL9
app-logic/al9-table-refuses-row-problem.json	RC3, D4, K2, TV1, TV3, TV4, AL9
app-logic/g2-action-reactions-read-the-state-the-action-reports.json	G2, G10, G14, G17, P1, MD4, MD23
app-logic/rc3-inside-tests-the-views-own-bounds.json	0.1, RC2, RC3, MD16
collection-view/cv1-hold-highlights-at-150ms-then-selects.json	D4, TV1, CV1, CV2, CV4, CV10
collection-view/cv1-quick-tap-selects-item.json	RC3, D4, K2, TV1, CV1, CV2, CV4, CV10
collection-view/cv2-button-in-cell-blocks-selection.json	RC4, C3, C5, D4, TC4, CV2, CV10
collection-view/cv4-should-select-refuses-header-item.json	TV4, CV2, CV4, CV10
collection-view/cv5-multiple-selection-retap-deselects.json	TV1, CV1, CV4, CV5, CV10
collection-view/cv5-single-selection-deselects-previous.json	TV1, CV4, CV5, CV10
collection-view/cv7-drag-after-hold-cancels-selection.json	K5, X1, P1, TV1, CV1, CV2, CV7, CV10
collection-view/cv8-ancestor-tap-no-cancel-selects-koloda157.json	G4, CV2, CV4, CV8, CV10
collection-view/cv8-ancestor-tap-swallows-selection-koloda157.json	G4, G19, TV2, CV2, CV7, CV8, CV10, MD5, seed 004
collection-view/cv8-messagekit400-bubble-tap-no-selection.json	G4, G5, G7, D4, CV2, CV4, CV8, CV10
controls/c3-tag-and-is-selected-change-no-tracking.json	H1, H6, C2, C3, C5
controls/c4-drag-exit-enter-at-70pt.json	C4, C5, MD1, MD16
controls/c4-exactly-70pt-right-and-below-is-outside.json	C4, C5, MD1, MD16
controls/c8-touches-should-cancel-true-cancels-button.json	C6, C8, K3, K7, MD4, T4, seed 004
controls/pc-in-scroll-view-quick-tap-and-hold-drag.json	G14, PC1, PC3, PC4, PC5, D2, D4, K4, MD1
controls/pc-tap-right-left-and-on-current.json	C5, PC1, PC3, PC4
controls/pc-under-ancestor-tap-cancels-true-and-false.json	G6, G8, PC3, PC5, P1, P2
controls/sc-ancestor-tap-cancels-touches-vetoed.json	G6, G8, SC1, SC4, MD13
controls/sc-ancestor-tap-no-cancel-both-fire.json	G6, SC1, SC4, SC6, MD4, MD13, MD20
controls/sc-drag-from-other-segment-lift-outside-selects-nothing.json	SC1, SC4
controls/sc-drag-selection-from-selected-segment.json	SC1, SC3, SC4
controls/sc-momentary-every-tap-sends-value-changed.json	SC1, SC5
controls/sc-no-delay-vertical-drag-vetoed.json	D1, SC4, SC6
controls/sc-paging-hold-then-drag-drags-selection.json	D4, K4, SC3, SC4, SC6
controls/sc-paging-quick-horizontal-swipe-vetoed.json	G8, D4, D8, P1, P2, SC3, SC4, SC6, MD13
controls/sc-tap-selects-at-lift.json	SC1, SC2, SC4
controls/sc-vertical-scroll-quick-swipe-scrolls.json	G8, D1, P1, P2, SC7
controls/sl-ancestor-parallel-swipe-no-cancel-not-asked.json	G4, SL6, MD13
controls/sl-ancestor-parallel-swipe-on-thumb-refused.json	0.2, G8, SL4, SL6, MD13
controls/sl-ancestor-tap-cancels-slider.json	G8, SL2, SL5, SL6, MD13
controls/sl-ancestor-tap-no-cancel-slider-ends.json	0.2, G4, C5, SL2, SL5, MD13
controls/sl-ancestor-two-finger-parallel-swipe-not-refused.json	RC3, G1, G4, G8, C9, SL2, SL3, SL6, M1, MD13
controls/sl-drag-thumb-continuous.json	C3, C4, C5, SL2, SL3, SL4, SL5
controls/sl-not-continuous-one-value-changed-at-lift.json	C4, C5, SL2, SL3, SL4, SL5
controls/sl-paging-hold-then-drag-moves-thumb.json	G8, C8, SL2, SL4, SL5, SL6, SL7, D1, K4, MD13
controls/sl-paging-quick-swipe-over-thumb-pages.json	SL6, SL7, D1, D5, P2, PG1
controls/sl-tap-track-away-from-thumb.json	RC5, C9, SL2, SL3
controls/sp-bound-minus-with-and-without-wraps.json	SP2, SP3, SP4
controls/sp-in-scroll-view-quick-tap-and-hold-drag.json	SP3, SP4, D2, D4, K4, MD1
controls/sp-tap-plus-then-hold-autorepeat.json	C5, SP2, SP3, SP4
controls/sp-under-ancestor-tap-cancels-true-and-false.json	G6, G8, SP3, SP5, S1, S2
controls/sp-wraps-reaches-each-bound-before-wrapping.json	C1, SP2, SP3, SP4, M3, MD2
controls/sw-drag-right-and-back-no-change.json	G4, SW1, SW2, SW3, SW4
controls/sw-drag-right-turns-on.json	G4, G17, SW1, SW2, SW3, SW4
controls/sw-in-scroll-view-hold-then-vertical-drag-scrolls.json	G4, G17, SW3, SW4, SW6, SW7, D2, K4, K5, P1
controls/sw-in-scroll-view-horizontal-drag-toggles.json	G4, G15, SW3, SW4, SW6, D4, P1
controls/sw-in-scroll-view-quick-vertical-swipe-scrolls.json	G4, G17, SW1, SW3, SW4, SW6, D1, D2, D5, K5, P1, DL1, MD4
controls/sw-on-drag-right-toggles-like-a-tap.json	G4, SW1, SW2, SW3, SW4, MD1
controls/sw-second-drag-measures-from-its-own-touch-down.json	G4, G12, SW1, SW2, SW3, SW4, MD1
controls/sw-tap-toggles-on.json	G4, G15, G17, SW1, SW2, SW3
controls/sw-under-ancestor-tap-cancels-touches.json	SW3, SW5, MD18
controls/sw-under-ancestor-tap-keeps-touches.json	SW3, SW5, MD13, MD18
controls/sw-under-full-screen-pan-drag-toggles.json	G14, SW3, SW4, SW5, MD18
controls/t04b-button-drag-beyond-70pt-in-scroll-view.json	C4, C5, K4, K5, MD1, MD16, T4
gestures/finger-reused-after-touch-closed.json	G4, G6, G10, MD2, MD4, MD20, seed 003
gestures/g-swipe-right-recognized.json	G1, G4, G6, MD4
gestures/g1-pinch-two-fingers.json	G1, G4, M1, MD4
gestures/g10-delegate-should-be-required-to-fail-by.json	G6, G10, MD2, MD4, seed 003
gestures/g10-delegate-should-require-failure-of.json	G4, G10, G14, G17, MD4, seed 003
gestures/g11-disable-pan-mid-gesture.json	G2, G4, G11, G14, MD4
gestures/g12-failed-tap-ignores-second-finger.json	G6, G12, G16, M1, MD2
gestures/g12-tap-after-failed-sequence-ends.json	G4, G6, G12, G16, MD2, MD4, MD20
gestures/g13-pan-max-touches-2-with-2-fingers.json	G2, G4, G13, G14, G15, M1, MD4
gestures/g13-pan-max-touches-2-with-3-fingers.json	G2, G4, G6, G12, G13, M1, MD4
gestures/g14-pan-hysteresis-10.json	G4, G14, G15, MD4
gestures/g14-pan-hysteresis-9-9.json	G6, G14, G15, MD4
gestures/g14-pan-hysteresis-per-axis.json	G14, G15
gestures/g17-long-press-hold-then-drag.json	G4, G17
gestures/g17-long-press-hold.json	0.4, G4, G17, MD4
gestures/g17-long-press-moves-11-fails.json	G4, G6, G17
gestures/g17-long-press-moves-exactly-10.json	G4, G17, MD4, T11
gestures/g20-navigation-controller-removed-during-back-swipe.json	G20, NV1, NV3, NV4, NV10
gestures/g20-pan-removes-its-own-view.json	G4, G11, G14, G20
gestures/g20-removed-view-keeps-its-touch.json	G20, TF3
gestures/g20-scroll-view-removed-while-dragging.json	G14, G20, P1, DL1, DL2
gestures/g5-delays-touches-began-drag-late-delivery.json	G5, D8, MD2, MD4
gestures/g5-delays-touches-began-tap-recognized.json	G4, G5, G16
gestures/g6-double-tap-cancels-each-withheld-touch.json	G3, G4, G6, MD2, MD4, MD20
gestures/g8-view-vetoes-recognizer.json	G8, G14
gestures/md13-control-vetoes-ancestor-tap.json	G2, G6, G8, G18, MD13
gestures/md13-so77329118-parent-tap-cancels-touches.json	G4, G6, G8, C3, C5, C6, MD2, MD4, MD13
gestures/md13-so77329118-parent-tap-keeps-touches.json	G6, MD4, MD13, MD20
gestures/md13-tap-on-control-itself.json	G18, MD4, MD13
gestures/md18-single-and-double-tap-both-recognize.json	0.5, G4, G12, G16, MD2, MD4, MD18, MD20, Q4
gestures/md2-tap-moves-45-1.json	G6, G16, MD2
gestures/md2-tap-moves-45.json	G4, G6, G16, MD2, MD4, MD20
gestures/q4-two-taps-one-view-order-dependent.json	0.5, G4, MD4, MD18, MD20, Q4
gestures/q4-two-taps-require-to-fail.json	G4, G10, MD4, MD20, Q4
gestures/seed002-pinch-rotate-pan-exclusive.json	H5, G9, G14, M1, MD18, seed 002
gestures/seed002-pinch-rotate-pan-simultaneous.json	H5, G1, G2, G4, G9, G14, M1, MD4, MD18, seed 002
gestures/seed003-circle-line-cancelled.json	G1, G2, G4, seed 003
gestures/seed003-circle-recognized.json	G1, G2, G4, seed 003
gestures/seed003-delegate-shouldbegin-false.json	G2, G4, G6, G8, G14, seed 003
gestures/seed003-delegate-shouldreceive-false.json	G6, G7, seed 003
gestures/seed003-double-tap-fails-single-tap.json	G6, G10, MD2, MD4, MD20, seed 003
gestures/seed003-simultaneous-either-delegate-says-yes.json	G4, G9, G14, G17, MD4, MD18, seed 003
gestures/seed003-single-tap-waits-for-double-tap.json	G4, G6, G10, MD2, MD4, MD17, MD20, seed 003
gestures/seed004-tap-on-controller-view-cancels.json	G3, G4, G6, G16, MD4, MD5, MD20, seed 004
gestures/seed004-tap-on-controller-view-no-cancel.json	G3, G4, G6, G16, MD4, MD20, T10, seed 004
hit-testing/h1-pointinside-negative-insets.json	H1, H3, C3, C5, MD1, MD16
hit-testing/h1-touch-outside-window.json	H1, MD16
hit-testing/h2-alpha-boundary.json	H2, seed 002
hit-testing/h2-set-reaction-hides-view.json	H2, RC3
hit-testing/h2-timed-action-disables-interaction.json	H2, H4, C3, C5
hit-testing/h3-subview-outside-parent-bounds.json	H3
hit-testing/h4-front-sibling-beats-deeper-back.json	H4
hit-testing/h5-imageview-interaction-enabled.json	H5, RC1, RC3, C3, C5, seed 002
hit-testing/h5-imageview-not-interactive.json	H2, H5, seed 002
hit-testing/h6-disabled-button-falls-through.json	H6, RC1, RC3, C2
hit-testing/hittest-returns-self.json	H1, H4, RC3, seed 003
hit-testing/hittest-transparent.json	H4, C3, C5
hit-testing/md16-containment-edges.json	H1, MD16
hit-testing/seed001-tap-buttonb.json	H1, H3, H4, RC5, seed 001
hit-testing/seed001-viewa-prefers-buttona.json	H4, RC5, C3, C5, seed 001
hit-testing/seed001-viewb-covers-buttona.json	H1, H4, RC1, RC3, seed 001
hit-testing/seed001-viewb-interaction-disabled.json	H2, H4, seed 001
hit-testing/seed001-viewb-pointinside-never.json	H1, H3, H4, seed 001
hit-testing/seed002-three-reasons-no-touches.json	H2, seed 002
hit-testing/seed002-window-hittest-walkthrough.json	H1, H2, H4, seed 002
hit-testing/seed002-yellow-view-prefers-button.json	H1, RC5, C3, C5, seed 002
navigation/nv-drag-away-from-edge-no-pop.json	G5, NV2, NV3, NV10
navigation/nv-edge-drag-pops.json	0.5, G4, G5, NV1, NV2, NV3, NV4, NV10, MD5
navigation/nv-fix1-scroll-pan-requires-pop-to-fail-pops.json	0.5, G4, G5, G10, P1, NV3, NV4, NV10
navigation/nv-fix2-scrolled-scroll-view-keeps-the-drag.json	G9, P1, B2, B4, NV5, NV10, MD18
navigation/nv-fix2-simultaneous-at-offset-zero-pops-and-bounces.json	G9, P1, B2, B4, NV3, NV4, NV10, MD4
navigation/nv-plain-edge-pan-right-edge.json	G4, G5, NV2, NV3
navigation/nv-replaced-delegate-on-root-begins-no-pop.json	NV2, NV3, NV10
navigation/nv-root-controller-never-pops.json	G5, NV2, NV3, NV4, NV10
navigation/nv-scroll-view-at-offset-zero-wins-no-pop.json	G9, S6, P1, B2, B4, NV3, NV5, NV10, MD18
navigation/nv-short-slow-edge-drag-no-pop.json	0.5, G4, G5, NV2, NV3, NV4, NV10
navigation/nv-slider-near-left-edge.json	G4, G5, SL2, SL3, SL4, SL5, NV2, NV3, NV4, NV8, NV10
navigation/nv10-180pt-still-moving-away-pops.json	0.5, G5, NV2, NV3, NV4, NV10
navigation/nv10-turned-back-toward-edge-no-pop.json	0.5, G5, NV2, NV3, NV4, NV10
navigation/nv20-content-swipe-disabled-no-pop.json	G11, NV3, NV20
navigation/nv20-ios18-no-content-swipe.json	NV1, NV3, NV10, NV20
navigation/nv21-content-swipe-pops.json	G4, NV1, NV3, NV4, NV10, NV21, NV23
navigation/nv22-carousel-at-first-page-yields-to-content-swipe.json	G10, NV3, NV10, NV21, NV22, NV23
navigation/nv22-scrolled-carousel-keeps-the-drag.json	G9, P1, NV3, NV21, NV22, Q4
navigation/nv22-vertical-table-waits-for-content-swipe.json	P1, NV3, NV21, NV22
navigation/nv24-pan-action-pops.json	G4, G9, G14, NV1, NV3, NV21, NV22, NV24
navigation/nv24-pop-at-began-cancels-the-calling-pan.json	G4, G9, G14, G20, NV1, NV3, NV22, NV24
navigation/pv-first-page-bounces-on-right-swipe.json	S6, P1, B1, B2, B4, PG1, PV1, PV9, PV10
navigation/pv-in-scroll-view-first-swipe-after-fling-fails.json	G9, P1, DL1, DC1, DC5, DC6, DC7, PG1, N2, PV1, PV4, PV5, PV8, PV9, PV10
navigation/pv-slider-hold-then-drag-moves-slider.json	G8, SL2, SL4, SL5, SL6, D2, K4, PV3, MD13
navigation/pv-slider-quick-drag-pages.json	D1, D5, P1, PG1, PV1, PV3, PV8, PV9, PV10
navigation/pv-slow-short-drag-springs-back.json	D5, P1, DL2, PG1, PV1, PV8, PV9, PV10
navigation/pv-swipe-pages-to-next.json	D5, P1, PG1, PV1, PV8, PV9, PV10
navigation/pv-vertical-swipe-up-pages.json	RC3, RC4, S6, D4, K1, P1, PG1, PV1, PV8, PV9, PV10
navigation/pv6-edge-swipe-over-first-page-does-not-pop.json	G5, G9, S6, D2, P1, B2, B4, PG1, NV2, NV3, NV5, NV6, NV10, PV1, PV9, PV10, MD18
navigation/pv6-page-scroll-requires-pop-to-fail-pops.json	0.5, G10, P1, NV3, NV6, NV10, PV9
refresh-control/rf-content-fits-needs-always-bounce-vertical.json	RF2, RF3, RF4, S1, S2, S6, B1, B2
refresh-control/rf-end-refreshing-then-pull-again.json	RF4, RF6, B4
refresh-control/rf-pull-past-snapping-height-sends-value-changed-while-dragging.json	RF1, RF2, RF3, RF4, RF6, P1, B2
refresh-control/rf-second-pull-while-refreshing-sends-nothing.json	RF4, RF6
refresh-control/rf-short-pull-sends-nothing.json	RF2, RF3, RF4, B2, B4
responder-chain/c3-double-tap-touchdownrepeat.json	G16, C1, C3, M3, MD2
responder-chain/m1-multiple-touch-disabled.json	0.1, RC3, M1
responder-chain/m1-multiple-touch-enabled.json	RC3, M1
responder-chain/m2-exclusive-touch.json	RC3, M2
responder-chain/m3-resting-finger-moves-in-place.json	M3, MD19
responder-chain/m3-second-tap-351ms-later-starts-over.json	C1, C3, M3, MD2, MD16
responder-chain/m3-second-tap-45-1pt-away-starts-over.json	C1, C3, M3, MD2, MD16
responder-chain/m3-second-tap-45pt-away-350ms-later-repeats.json	C1, C3, M3, MD2, MD16
responder-chain/note-if-outside.json	0.1, RC2, RC3, MD19, seed 000
responder-chain/rc1-child-controller-in-chain.json	RC1, RC3, MD8
responder-chain/rc1-next-responder-chain.json	RC1, RC3, MD8, seed 002
responder-chain/rc2-touches-go-to-hit-view.json	RC2, RC3
responder-chain/rc3-handle-and-forward.json	RC1, RC3
responder-chain/rc3-handle-stops-forwarding.json	RC3
responder-chain/rc4-scroll-view-swallows-forwarded-touches.json	RC1, RC3, RC4, D6, DL4, seed 004
responder-chain/rc5-button-does-not-forward.json	RC5, C3, C5
responder-chain/rc5-button-interaction-disabled-not-hit.json	H2, RC1, RC3, RC5, C2
responder-chain/seed001-viewb-forwards-as-touchesbegan.json	RC1, RC3, seed 001
responder-chain/seed002-subview-touch-reaches-controller.json	RC1, RC3, seed 002
responder-chain/system-cancelled-touch.json	RC1, RC3, RC5, C6, M3
responder-chain/touch-bound-to-hit-view.json	RC2, RC3
scroll-view/b3-no-bounce-drag-clamps-at-top.json	X3, P1, P3, DL2, B1, B2, B3, B4, MD10, MD15, T15
scroll-view/d3-second-finger-at-150ms-restarts-delay.json	G15, C3, C5, D2, D3, D8, K2, M6, MD17
scroll-view/d4a-lift-at-151ms.json	D2, D4, K2
scroll-view/d4b-lift-at-149ms.json	D2, D4, K2
scroll-view/d4b-lift-at-150ms.json	D2, D4, K2, MD17
scroll-view/d4c-horizontal-10-1pt-releases.json	D4, D8, P1, MD4
scroll-view/d4c-horizontal-10pt-keeps-delay.json	D4, D8, P1
scroll-view/d4c-horizontal-9-9pt-keeps-delay.json	D4, D8, P1
scroll-view/d4d-pan-disabled-releases-at-once.json	G11, S3, S7, D4, D8, T13
scroll-view/d4d-pan-vetoed-releases-at-once.json	G8, D4, D8, P1, P2, MD4
scroll-view/dc8-catch-bounce-no-jump.json	X3, P3, DL2, DC5, DC8, B2, B4, MD15, MD17, T15
scroll-view/dc8-catch-bounce-one-pixel-out.json	S5, P3, DC5, DC6, DC8, B4, MD15, MD17, T15
scroll-view/dc8-touch-after-bounce-settled.json	G15, S5, D2, D4, D8, DL4, DC5, DC8, B4, T15
scroll-view/m6-one-refusal-keeps-both-withheld-touches.json	G4, G15, D2, D3, K1, K2, X2, M6, AL6
scroll-view/n4-inner-at-top-hands-down-drag-to-parent.json	S6, K1, K4, K5, K7, P3, DL2, N3, N4, MD4, MD7, MD10, MD18
scroll-view/n4-inner-scrolled-keeps-down-drag.json	S6, K1, K5, P3, DL1, N3, N4, MD7, MD18
scroll-view/n4-transfers-vertical-false-inner-keeps-drag.json	S6, K1, K5, B2, B4, N3, N4, MD7, MD18
scroll-view/p1-vertical-10-1pt-drag.json	P1, P3, MD15
scroll-view/p1-vertical-10pt-drag.json	G14, D5, P1, P3, MD10
scroll-view/p1-vertical-9-9pt-no-drag.json	G14, D4, P1
scroll-view/p4-lock-horizontal-19-9deg.json	G14, S6, K5, X3, P1, P3, P4, DL2, MD10, MD11, MD15
scroll-view/p4-lock-vertical-70-1deg.json	G14, S6, K5, X3, P1, P3, P4, DL2, MD10, MD11, MD15
scroll-view/p4-no-lock-20-1deg.json	G14, S6, K5, X3, P1, P3, P4, DL2, MD10, MD11, MD15
scroll-view/p4-no-lock-69-9deg.json	G14, S6, K5, X3, P1, P3, P4, DL2, MD10, MD11, MD15
scroll-view/pg1-back-flick-from-between-pages.json	D5, P1, P3, PG1, MD10, MD15
scroll-view/seed000-emoticon-drag-out.json	0.1, RC4, S7, SE1, MD19, T13, seed 000
scroll-view/seed000-emoticon-no-content-delay.json	0.1, RC4, S7, D6, SE1, T13, seed 000
scroll-view/seed000-emoticon-quick-drag-scrolls.json	RC4, D5, X2, T13, seed 000
scroll-view/seed003-linked-scroll-views-drag-left-side.json	H4, D5, P1, P3, MD10, seed 003
scroll-view/seed003-linked-scroll-views-drag-right-side.json	H4, D5, P1, P3, MD10, seed 003
scroll-view/seed004-150ms-case1-still-finger.json	D2, D4, K2, seed 004
scroll-view/seed004-150ms-case2-quick-swipe.json	D5, K5, X2, T8, seed 004
scroll-view/seed004-150ms-case3-still-then-slide.json	K3, K7, X1, T3, seed 004
scroll-view/seed004-myscrollview-forwards-to-controller.json	RC1, RC3, RC4, seed 004
scroll-view/seed004-scroll-view-swallows-controller-touches.json	RC4, D4, X3, MD11, seed 004
scroll-view/seed004-tap-recognizer-over-myscrollview-cancels.json	G4, G16, MD4, MD5, seed 004
scroll-view/seed004-tap-recognizer-over-myscrollview-no-cancel.json	MD4, MD20, seed 004
scroll-view/seed004-touches-should-begin-no.json	K1, K2, seed 004
scroll-view/t01-quick-tap-on-button.json	C3, C5, D1, D4, D8, K2, DL4, MD4, MD12, T1
scroll-view/t02-press-300ms-on-button.json	C3, C5, D2, D4, K2, DL4, T2
scroll-view/t03-press-then-drag-plain-view.json	D2, K2, K3, K5, K7, X1, P1, P3, DL1, DL2, MD3, MD4, MD10, T3
scroll-view/t04-press-then-drag-button.json	C4, C5, K4, K5, MD1, MD3, T3, T4
scroll-view/t05-cannot-cancel-content-touches.json	K3, K5, MD9, T3, T5
scroll-view/t05b-quick-drag-cannot-cancel.json	D5, K5, K6, X2, MD9, T5, T8
scroll-view/t06-no-content-delay.json	D6, K3, K7, P3, MD4, T3, T6
scroll-view/t06b-no-content-delay-button.json	C4, C5, C8, D6, D7, K4, MD3, T4, T6
scroll-view/t07a-touches-should-begin-false-tap.json	K1, K2, MD18, T7
scroll-view/t07b-touches-should-begin-false-drag.json	K2, K5, X2, T3, T7
scroll-view/t08-quick-flick.json	D5, X2, P1, P3, DL1, DC2, MD10, MD15, MD19, T8, Q13
scroll-view/t09-tap-stops-fling.json	H7, DC4, DC5, DC6, DC7, MD6, MD10, MD15, MD17, T9
scroll-view/t09b-tap-stops-fling-on-button.json	DC5, DC6, MD6, MD17, T8, T9
scroll-view/t10-tap-recognizer-on-root.json	G4, G16, G19, D4, MD4, MD5, T10
scroll-view/t10b-tap-recognizer-no-cancel.json	G6, MD4, MD20, T10
scroll-view/t10c-tap-recognizer-tap-on-button.json	G18, C3, C5, MD13, T10
scroll-view/t10d-tap-recognizer-press-300ms.json	G4, G6, MD2, MD4, T10
scroll-view/t11a-long-press-in-scroll-view.json	G4, G17, MD4, MD18, T11
scroll-view/t11b-long-press-hold-then-drag.json	G2, G17, MD18, T11
scroll-view/t11c-long-press-then-early-drag.json	G17, K3, K7, MD4, T3, T11
scroll-view/t11d-long-press-exactly-10pt.json	G17, P1, P3, MD18, T11
scroll-view/t12a-nested-cross-direction-drag-left.json	K3, K7, N2, N3, MD4, MD18, T12
scroll-view/t12b-nested-cross-direction-drag-up.json	K3, K7, P1, N2, N3, MD18, T12
scroll-view/t12c-nested-cross-direction-quick-vertical-flick.json	D4, D5, K5, N3, MD18, T8, T12
scroll-view/t12d-nested-same-direction.json	N4, MD4, MD7, MD18, T3, T12
scroll-view/t12e-nested-same-direction-inner-fits.json	S6, P1, N4, MD7, MD18, T3, T12
scroll-view/t13a-scroll-enabled-toggled-in-touches-began.json	G11, S7, SE1, T3, T13
scroll-view/t13b-scroll-enabled-toggled-quick-drag.json	D5, SE1, T8, T13
scroll-view/t13c-scroll-enabled-toggled-no-content-delay.json	G11, S7, D6, SE1, MD19, T8, T13
scroll-view/t14-horizontal-swipe-in-vertical-scroll.json	D4, D8, P1, MD4, T14
scroll-view/t14b-diagonal-swipe-y-first.json	D5, P1, P3, P5, T14
scroll-view/t15-pull-past-top-bounce.json	P3, DL2, B1, B2, B4, MD15, T15
scroll-view/t16-touch-on-scroll-view-background.json	RC4, G4, K5, X3, MD4, MD11, T3, T16
sheets/sh10-dimming-tap-at-medium-dismisses.json	H4, G16, SH1, SH10
sheets/sh10-dimming-tap-modal-does-nothing.json	SH10
sheets/sh3-background-pan-on-header-moves-sheet.json	G4, G13, C1, SH3, SH8
sheets/sh5-drag-down-at-top-moves-sheet.json	0.5, G9, G14, SH1, SH5, SH6, SH8, SH12
sheets/sh5-scrolled-a-little-bounces-sheet-stays.json	G14, B2, B4, SH5
sheets/sh5-scrolled-down-drag-scrolls-table.json	0.5, P3, DL1, DC2, SH5, SH6
sheets/sh7-prefers-false-push-up-scrolls-table.json	P3, DL1, DC2, SH5, SH7
sheets/sh7-push-up-at-medium-expands-sheet.json	SH5, SH6, SH7, SH8
sheets/sh9-modal-pull-resists-and-reports.json	B2, SH5, SH8, SH9
sheets/sh9-modal-short-pull-no-report.json	G14, SH9
sheets/sh9-pull-down-single-detent-dismisses.json	G14, SH5, SH6, SH8, SH9
table-editing/tv10-tap-while-editing-does-not-select.json	RC3, C5, D4, TV5, TV7, TV8, TV10, TC3
table-editing/tv10-tap-while-editing-selects-when-allowed.json	RC5, D4, TV1, TV7, TV8, TV10, TC3, TC4
table-editing/tv11-panel-pan-off-while-actions-open.json	RC3, G4, G11, G14, D4, TV11, SA2, SA3, SA4, SA5, SA6, SA7
table-editing/tv7-panel-pan-cancels-reorder-problem.json	G4, G14, C6, D2, K4, TV7, TV8, TV9, MD13
table-editing/tv7-panel-pan-refuses-reorder-control-fix.json	G7, D2, K4, TV7, TV8, TV9
table-editing/tv7-reorder-drag-moves-row.json	H1, C3, C4, C5, C8, S6, D2, K2, K4, TV5, TV7, TV8, TV9, TV10, TC4
table-view/sa-app-pan-in-row-beats-swipe-problem.json	G9, G14, SA4, TC1, MD18
table-view/sa-app-pan-in-row-waits-for-swipe-fix.json	G9, G10, G14, SA1, SA2, SA3, SA5, SA7
table-view/sa-full-swipe-performs-first-action.json	G4, G9, D4, TV1, SA1, SA2, SA3, SA4, SA5, SA7
table-view/sa-horizontal-drag-reveals-actions.json	G4, G9, D4, P1, TV1, SA1, SA2, SA3, SA4, SA5, SA6, SA7, MD18
table-view/sa-row-without-actions-drag-selects-row.json	G15, D4, P1, TV1, SA3
table-view/sa-second-swipe-continues-from-the-open-width.json	G4, G5, G9, D2, D4, TV1, SA1, SA3, SA4, SA5, SA6, SA7
table-view/sa-swipe-over-button-cancels-it.json	G4, G8, G9, C2, C6, D4, K4, SA2, SA3, SA5, SA7, MD13
table-view/sa-tap-other-row-closes-without-selecting.json	G4, G5, TV1, SA4, SA5, SA6, SA7
table-view/sa-tap-second-action-and-next-row-edge.json	G4, G5, D4, TV1, SA1, SA3, SA4, SA5, SA6, SA7, MD16
table-view/sa-vertical-drag-scrolls-swipe-fails.json	G9, S6, D5, P1, SA1, SA3, SA4, MD18
table-view/seed004-tap-to-dismiss-cancels-row-selection.json	G19, TV1, TV2, MD4, MD5
table-view/seed004-tap-to-dismiss-no-cancel-selects-row.json	G19, TV1, TV2, MD4, MD20
table-view/tc2-button-added-to-cell-covered-by-content-view.json	H4, H5, D4, TV1, TC1, TC2, TC3
table-view/tc3-tap-label-and-hold-view-in-cell-select-rows.json	H5, RC3, D2, D4, TV1, TC1, TC3
table-view/tc4-button-in-cell-hold-then-drag-cancel-override.json	C6, K5, K7, TC1, TC4, MD4
table-view/tc4-button-in-cell-hold-then-drag-no-scroll.json	RC5, C4, C5, C8, D2, K4, TC1, TC4, T4
table-view/tc4-button-in-cell-quick-swipe-scrolls.json	D5, X2, P1, TC1, TC4, T8
table-view/tc4-button-in-cell-quick-tap.json	RC5, C5, D4, D7, K2, TC1, TC4, TC5
table-view/tc4-no-delay-button-in-cell-blocks-scroll.json	RC5, C4, C5, C8, D7, K4, TC1, TC4, TC5
table-view/tc4-no-delay-button-in-cell-fix-cancels.json	C6, D7, K5, K7, TC1, TC4
table-view/tv1-drag-cancels-selection.json	K3, K7, X1, TV1
table-view/tv1-press-row-highlights-at-150ms.json	D2, K2, TV1
table-view/tv1-quick-drag-no-highlight.json	D5, X2, TV1, T8
table-view/tv1-quick-tap-selects-row.json	RC3, D4, K2, TV1
text-input/tf-button-needs-second-tap-while-editing.json	0.5, G4, G6, C5, TF3, TF5, MD1, MD4, MD13
text-input/tf-dismiss-tap-cancels-touches.json	0.5, G4, TF1, TF3, TF5, MD4, MD13, Q4
text-input/tf-dismiss-tap-keeps-touches.json	0.5, G4, G6, TF1, TF3, TF5, MD4, Q4
text-input/tf-field-in-scroll-view.json	G16, D1, D2, D4, D5, K4, P1, DC5, B1, TF3, TF4, TF6, TF8, MD1
text-input/tf-keyboard-takes-touches-layout-moves.json	H1, C5, TF3, TF5, TF6, TF7, TF12, TF13, TF14, MD13
text-input/tf-should-questions-and-forced-end.json	TF3, TF6, TF7, TF8, TF9, TF13, TF14, TXV4
text-input/tf-suggestions-quick-tap-problem.json	G4, G16, D1, D2, D4, TV1, TF3, TF5, TF6, TF7, TF8, TF13, TF14, MD2, MD4, T3
text-input/tf-suggestions-quick-tap-selects-fix.json	G7, D1, D4, TV1, TF5, TF6, TF7, TF8, TF13, TF14, AL1
text-input/tf-tap-moves-first-responder.json	C3, TF1, TF3, TF4
text-input/txv-nested-in-scroll-view.json	0.5, D4, D5, P1, TF3, TXV1, TXV2, TXV4, MD7
text-input/txv-tap-editable-text-view.json	RC4, G4, D1, D4, K1, P1, TV2, TF3, TXV1, TXV2, TXV4, MD11
text-input/txv-under-ancestor-tap.json	0.5, G4, D1, D4, K1, TF3, TF5, TXV4, Q4
"""#
}
