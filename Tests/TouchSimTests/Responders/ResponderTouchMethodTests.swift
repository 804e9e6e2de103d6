import Testing
import TouchSim
import TouchSimTestSupport

/// App classes overriding `UIResponder`'s touch methods with UIKit's signatures (issue 16;
/// RC1-RC3): the log shows what the override does, as a scenario's `touches` key does.
@Suite struct ResponderTouchMethodTests {
  /// Counts calls, and keeps them (no `super`) or passes them on (`super`).
  final class Recording: UIView {
    var callsSuper: Bool
    var calls: [String] = []
    init(name: String, callsSuper: Bool) {
      self.callsSuper = callsSuper
      super.init(name: name)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      calls.append("began \(touches.count) at \(event?.timestamp.description ?? "-")")
      if callsSuper { super.touchesBegan(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      calls.append("ended \(touches.count)")
      if callsSuper { super.touchesEnded(touches, with: event) }
    }
  }

  /// A view that passes the call on by hand, as seed 001's overlay does.
  final class ForwardingByHand: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      next?.touchesBegan(touches, with: event)
    }
  }

  private func tree(_ view: View) -> TreeBuilder {
    let builder = TreeBuilder()
    builder.add(view, frame: Rect(x: 0, y: 0, width: 200, height: 200))
    return builder
  }

  @Test func anOverrideThatCallsSuperLogsExactlyAsAPlainView() {
    let plain = tree(View(name: "v")).runSqueezed([tap(at: Point(x: 50, y: 50))])
    let subclass = Recording(name: "v", callsSuper: true)
    let overridden = tree(subclass).runSqueezed([tap(at: Point(x: 50, y: 50))])
    #expect(overridden == plain)
    #expect(subclass.calls == ["began 1 at 0.000", "ended 1"])
    #expect(plain.contains { $0.contains("root touchesBegan") })
  }

  @Test func anOverrideThatDoesNotCallSuperKeepsTheCall() {
    // RC3: the view handles the touch; its superview never hears of it, as with
    // `"touches": "handle"`.
    let handled = View(name: "v")
    handled.touchHandling = .handle
    let keyed = tree(handled).runSqueezed([tap(at: Point(x: 50, y: 50))])
    let subclass = Recording(name: "v", callsSuper: false)
    let overridden = tree(subclass).runSqueezed([tap(at: Point(x: 50, y: 50))])
    #expect(overridden == keyed)
    #expect(!overridden.contains { $0.contains("root touches") })
  }

  @Test func callingNextByHandLogsTheNextResponderViaTheView() {
    // Seed 001: `next?.touchesBegan(touches, with: event)` reaches the superview with `via`,
    // as a handler's `forward()` does; the lift, not overridden, passes on by default.
    let forwarded = View(name: "v")
    forwarded.onTouches(.touchesBegan) { $0.forward() }
    forwarded.touchHandling = .handle
    let viaHandler = tree(forwarded).runSqueezed([tap(at: Point(x: 50, y: 50))])
    let byHand = tree(ForwardingByHand(name: "v")).runSqueezed([tap(at: Point(x: 50, y: 50))])
    #expect(byHand.filter { $0.contains("touchesBegan") } == viaHandler.filter { $0.contains("touchesBegan") })
    #expect(byHand.contains { $0.contains("root touchesBegan") && $0.contains("via v") })
    #expect(byHand.contains { $0.contains("root touchesEnded") })
  }

  @Test func aControllerSubclassGetsTheCallsItsViewPassesOn() {
    final class Controller: UIViewController {
      var began = 0
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    }
    let builder = TreeBuilder()
    let controller = Controller(name: "VC2")
    let view = View(name: "v")
    view.setViewController(controller)
    builder.add(view, frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let lines = builder.runSqueezed([tap(at: Point(x: 50, y: 50))])
    #expect(controller.began == 1)
    // The controller kept touchesBegan (no super); the lift goes on to the root by default.
    #expect(!lines.contains { $0.contains("root touchesBegan") })
    #expect(lines.contains { $0.contains("root touchesEnded") })
  }

  @Test func theEventListsTheTouchesOfTheWindow() {
    final class Probe: UIView {
      var all: [Int] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        all = (event?.allTouches ?? []).map(\.finger).sorted()
        #expect(event?.touches(for: self)?.count == all.count)
      }
    }
    let probe = Probe(name: "p")
    probe.isMultipleTouchEnabled = true
    _ = tree(probe).runSqueezed([
      tap(1, at: Point(x: 20, y: 20), duration: 200), tap(2, at: Point(x: 60, y: 60), from: 50),
    ])
    #expect(probe.all == [1, 2])
  }

  @Test func callingSuperTwicePassesTheCallOnTwiceAsUIKitWould() {
    final class Twice: UIView {
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        super.touchesBegan(touches, with: event)
      }
    }
    let lines = tree(Twice(name: "v")).runSqueezed([tap(at: Point(x: 50, y: 50))])
    #expect(lines.filter { $0.contains("root touchesBegan") && $0.contains("via v") }.count == 2)
    #expect(lines.filter { $0.contains("v touchesBegan") && !$0.contains("via") }.count == 1)
    #expect(lines.filter { $0.contains("root touchesEnded") }.count == 1)
  }
}
