import Testing
import TouchSim
import TouchSimScenario
import TouchSimTesting
import TouchSimUIKit

@testable import GestureKit

/// The UIKit code in `Sources/GestureKit/Pasted`, each file pasted with `import TouchSimUIKit`
/// for `import UIKit` (the edits it needed besides are counted at its top), driven by fingers.
@Suite struct PastedUIKitTests {
  /// A 390×844 window whose root is `controller` (UIKit's `rootViewController`), with no
  /// `register(_:)`: views join the registry as they join the window.
  private func replay(_ controller: UIViewController, _ strokes: [Stroke]) -> (UIWindow, Run) {
    let window = UIWindow(size: CGSize(width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let simulation = Simulation(window: window)
    for stroke in strokes { simulation.add(stroke) }
    return (window, Run(replaying: simulation))
  }

  @Test func aDragFromACardCancelsItsButtonAndATapRunsItsAction() throws {
    let controller = CardStripViewController()
    let (window, drag) = replay(controller, [Screen.drag([(0, 195, 150), (200, 195, 150), (400, 195, 20)])])
    #expect(window.view(named: "CardStripScrollView") === controller.strip)
    try drag.expect(
      sequence: [
        try Pattern(["to": "CardStripScrollView", "call": "touchesShouldCancel", "result": true]),
        try Pattern(["to": "UIButton", "call": "controlEvent", "event": "touchCancel"]),
      ],
      never: [try Pattern(["call": "controlEvent", "event": "touchUpInside"])])
    #expect(controller.tappedCards.isEmpty)

    let tapped = CardStripViewController()
    _ = replay(tapped, [Screen.tap(at: CGPoint(x: 195, y: 450))])
    #expect(tapped.tappedCards == [1])
  }

  @Test func theDelegateLetsTheCardsPanRunWithTheScrollViewsPan() throws {
    let controller = LinkedCardViewController()
    let (_, run) = replay(controller, [Screen.drag([(0, 100, 280), (300, 275, 130)])])
    // The delegate method written with UIKit's types is the one the model calls (G9).
    try run.expect(sequence: [
      try Pattern(["to": "UIPanGestureRecognizer", "call": "gestureState", "state": "began"]),
      try Pattern(["to": "UIPanGestureRecognizer", "call": "gestureShouldRecognizeSimultaneously", "result": true]),
      try Pattern(["to": "UIScrollView.pan", "call": "gestureState", "state": "began"]),
    ])
    #expect(controller.swipeProgress > 0.4)
    #expect(controller.scrollView.contentOffset.y > 0)
  }

  @Test func theCustomRecognizerRecognizesADownwardSwipeOnly() {
    let swiped = InboxViewController()
    _ = replay(swiped, [Screen.drag([(0, 195, 300), (200, 200, 420)])])
    #expect(swiped.refreshCount == 1)
    let sideways = InboxViewController()
    _ = replay(sideways, [Screen.drag([(0, 195, 300), (200, 300, 420)])])
    #expect(sideways.refreshCount == 0)
  }

  @Test func targetActionAndUIActionRunOnTouchUpInside() {
    let controller = CheckoutViewController()
    _ = replay(
      controller,
      [Screen.tap(at: CGPoint(x: 195, y: 725)), Screen.tap(at: CGPoint(x: 352, y: 82), start: 500)])
    #expect(controller.purchases == 1)
    #expect(controller.didCancel)
    #expect(controller.buyButton.isKind(of: UIControl.self))
    #expect(!controller.buyButton.isKind(of: UIScrollView.self))
  }

  @Test func aLongDragDismissesTheSheetAndAShortOneSnapsItBack() {
    let dismissed = SheetViewController()
    let (window, _) = replay(dismissed, [Screen.drag([(0, 195, 400), (300, 195, 700)])])
    #expect(dismissed.isDismissed)
    #expect(dismissed.view.superview == nil)

    let kept = SheetViewController()
    let (keptWindow, _) = replay(kept, [Screen.drag([(0, 195, 400), (600, 195, 450), (900, 195, 450)])])
    #expect(!kept.isDismissed)
    #expect(kept.sheet.transform == .identity)
    #expect(kept.view.superview == keptWindow)
    withExtendedLifetime(window) {}
  }

  @Test func aViewWithUIKitsInitializerTemplateCountsItsPresses() {
    let controller = UIViewController()
    let card = PressableCardView(frame: CGRect(x: 20, y: 200, width: 350, height: 200))
    controller.view.addSubview(card)
    let (window, _) = replay(
      controller, [Screen.tap(at: CGPoint(x: 195, y: 300)), Screen.drag([(500, 195, 300), (700, 195, 600)])])
    #expect(card.pressCount == 1)
    #expect(card.transform == .identity)
    #expect(window.view(named: "PressableCardView") == card)
  }
}
