import Testing
import TouchSim
import TouchSimTestSupport

/// App code reacting to a scroll view's delegate calls and setting its offset (issue 15:
/// S8, S9; S1-S5, P3, DL1).
@Suite struct ScrollViewAppLogicTests {
  /// A scroll view whose content is 3000 pt high, dragged up 200 pt at 60 Hz from y 600.
  private func dragged(_ configure: (ScrollView, Window) -> Void) -> (TreeBuilder, ScrollView) {
    let (builder, scroll) = scrollTree()
    configure(scroll, builder.window)
    _ = builder.run([stroke([(0, 195, 600), (200, 195, 400)], hz: 60)])
    return (builder, scroll)
  }

  @Test func aDelegateReactionRunsAfterEachCallsRecordInOrderAdded() {
    var seen: [String] = []
    let (builder, _) = dragged { scroll, window in
      scroll.onDelegateCall { _, call in seen.append("first \(call.rawValue)") }
      scroll.onDelegateCall { scroll, call in
        if call == .scrollViewWillBeginDragging { window.note("began", from: scroll) }
        seen.append("second \(call.rawValue)")
      }
    }
    #expect(seen.prefix(2) == ["first scrollViewWillBeginDragging", "second scrollViewWillBeginDragging"])
    let calls = builder.calls
    let began = calls.firstIndex(of: "S scrollViewWillBeginDragging")
    #expect(began != nil && calls[began! + 1] == "S note")
  }

  @Test func settingTheOffsetInDidScrollCallsItAgainOnceAndStopsWhenUnchanged() {
    // S8: pinning the top: a set inside scrollViewDidScroll re-enters it with the new
    // value; the pinned value does not change any more, so the nesting ends.
    let (builder, scroll) = dragged { scroll, window in
      scroll.onDelegateCall { scroll, call in
        guard call == .scrollViewDidScroll, scroll.contentOffset.y > 50 else { return }
        window.set(\.contentOffset, of: scroll, to: Point(x: 0, y: 50), named: "contentOffset")
      }
    }
    #expect(scroll.contentOffset == Point(x: 0, y: 50))
    #expect(builder.window.errors.isEmpty)
    let lines = builder.window.recorder.records.map { TextRenderer.line(for: $0) }
    let pin = lines.firstIndex { $0.contains("set contentOffset = (0, 50)") }
    #expect(pin != nil)
    #expect(lines[pin! + 1].contains("scrollViewDidScroll offset (0.0, 50.0)"))
  }

  @Test func aDragContinuesFromAnOffsetTheAppSet() {
    // S9: once the content has scrolled past 50 pt, the app moves it back 40 pt; the drag then
    // adds the finger's further movement to that offset instead of jumping back.
    var pinned = false
    var atLift: Point?
    _ = dragged { scroll, window in
      scroll.onDelegateCall { scroll, call in
        if call == .scrollViewWillEndDragging { atLift = scroll.contentOffset }
        guard call == .scrollViewDidScroll, !pinned, scroll.isDragging, scroll.contentOffset.y > 50 else { return }
        pinned = true
        window.set(\.contentOffset, of: scroll, to: Point(x: 0, y: scroll.contentOffset.y - 40), named: "contentOffset")
      }
    }
    // Without the set the drag would end at 190 (200 pt less the 10 pt hysteresis, P3).
    #expect(atLift == Point(x: 0, y: 150))
  }

  @Test func aReactionThatKeepsTriggeringItselfStopsTheRunWithAnError() {
    let (builder, _) = dragged { scroll, window in
      scroll.onDelegateCall { scroll, call in
        guard call == .scrollViewDidScroll else { return }
        window.set(\.contentOffset, of: scroll, to: Point(x: 0, y: scroll.contentOffset.y + 1), named: "contentOffset")
      }
    }
    #expect(builder.window.errors.first?.contains("reactions nested deeper than 64 at S (scrollViewDidScroll)") == true)
  }
}

/// A recognizer's app targets (`addTarget`, G2) and app code removing a view under a touch.
@Suite struct RecognizerTargetTests {
  @Test func targetsRunAfterTheActionRecordInOrderAdded() {
    let builder = TreeBuilder()
    let view = builder.add(View(name: "V"), frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let recognizer = TapGestureRecognizer(name: "tap")
    view.addGestureRecognizer(recognizer)
    builder.window.register(recognizer)
    var order: [String] = []
    recognizer.addTarget { recognizer in order.append("a \(recognizer.state.rawValue)") }
    recognizer.addTarget { recognizer in
      order.append("b")
      recognizer.view?.window?.note("tapped", from: recognizer)
    }
    _ = builder.run([tap(at: Point(x: 50, y: 50))])
    #expect(order == ["a ended", "b"])
    let calls = builder.calls
    let action = calls.firstIndex(of: "tap gestureAction")
    #expect(action != nil && calls[action! + 1] == "tap note")
  }

  @Test func aScrollViewsPanLogsItsActionsOnlyWhenTheAppAddedATarget() {
    let (plain, _) = scrollTree()
    _ = plain.run([stroke([(0, 195, 600), (100, 195, 500)], hz: 60)])
    #expect(!plain.calls.contains("S.pan gestureAction"))
    let (targeted, scroll) = scrollTree()
    scroll.panGestureRecognizer.addTarget { _ in }
    _ = targeted.run([stroke([(0, 195, 600), (100, 195, 500)], hz: 60)])
    #expect(targeted.calls.contains("S.pan gestureAction"))
  }

  @Test func aRemovedViewKeepsItsTouchButIsNoLongerHit() {
    let builder = TreeBuilder()
    let overlay = builder.add(View(name: "overlay"), frame: Rect(x: 0, y: 0, width: 390, height: 400))
    overlay.touchHandling = .handle
    overlay.onTouches(.touchesBegan) { context in context.window.removeFromSuperview(overlay) }
    let lines = builder.run([
      stroke([(0, 100, 100), (50, 100, 150), (80, 100, 150)]), tap(2, at: Point(x: 100, y: 100), from: 500),
    ])
    #expect(lines.contains { $0.contains("overlay") && $0.contains("set superview = nil") })
    #expect(lines.contains { $0.contains("overlay") && $0.contains("touchesEnded #1") })
    #expect(lines.contains { $0.contains("hitTest (100.0, 100.0) -> root") })
    #expect(overlay.superview == nil)
  }
}

/// App state in the Swift library (issue 29 item 1): the app's own variables are ordinary Swift
/// state its closures capture, and a target reads the state its action reports.
@Suite struct AppStateInTheLibraryTests {
  @Test func aTargetDecidesFromAVariableItSetWhenThePanBeganAndReadsTheReportedState() {
    // A pan waiting for a long press to fail (G10): freed at the lift, it begins and ends in
    // one event, then sends .began and .ended.
    let builder = TreeBuilder()
    let tile = builder.add(View(name: "tile"), frame: Rect(x: 0, y: 300, width: 390, height: 400))
    let press = LongPressGestureRecognizer(name: "press")
    press.allowableMovement = 1000
    let pan = PanGestureRecognizer(name: "drag")
    pan.require(toFail: press)
    for recognizer in [press, pan] as [GestureRecognizer] {
      tile.addGestureRecognizer(recognizer)
      builder.window.register(recognizer)
    }
    var beganOnTop = false  // app state: a Swift variable the target captures
    var reports: [String] = []
    pan.addTarget { pan in
      if pan.actionState == .began { beganOnTop = pan.location(in: nil).y < 450 }
      reports.append("\(pan.actionState?.rawValue ?? "nil") \(pan.state.rawValue) \(beganOnTop)")
    }
    _ = builder.run([stroke([(0, 195, 500), (200, 195, 400), (250, 195, 400)], hz: 60)])
    #expect(reports == ["began ended true", "ended ended true"])
    #expect(pan.actionState == nil)
  }
}
