import Testing
import TouchSim
import TouchSimTestSupport

@Suite struct ResponderChainTests {
  @Test func plainViewForwardsUpToTheApplication() {  // RC1, RC3
    let builder = TreeBuilder()
    let card = builder.add(View(name: "card"), frame: Rect(x: 0, y: 0, width: 100, height: 100))
    builder.add(View(name: "leaf"), to: card, frame: Rect(x: 10, y: 10, width: 50, height: 50))
    _ = builder.run([tap(at: Point(x: 20, y: 20))])
    #expect(
      builder.calls == [
        "window hitTest",
        "leaf touchesBegan", "card touchesBegan", "root touchesBegan", "VC touchesBegan", "window touchesBegan",
        "application touchesBegan",
        "leaf touchesEnded", "card touchesEnded", "root touchesEnded", "VC touchesEnded", "window touchesEnded",
        "application touchesEnded",
      ])
    let second = builder.window.recorder.records[2]
    #expect(second.call == .touches(.touchesBegan, touches: [1], at: Point(x: 20, y: 20), via: "leaf"))
  }

  @Test func handlingViewStopsTheChain() {  // RC3
    let builder = TreeBuilder()
    let leaf = builder.add(View(name: "leaf"), frame: Rect(x: 0, y: 0, width: 100, height: 100))
    leaf.touchHandling = .handle
    _ = builder.run([tap(at: Point(x: 20, y: 20))])
    #expect(builder.calls == ["window hitTest", "leaf touchesBegan", "leaf touchesEnded"])
  }

  @Test func forwardReactionCallsTheNamedMethodOfTheNextResponder() {  // seed 001
    let builder = TreeBuilder()
    let viewA = builder.add(View(name: "viewA"), frame: Rect(x: 0, y: 0, width: 300, height: 300))
    viewA.touchHandling = .handle
    let viewB = builder.add(View(name: "viewB"), to: viewA, frame: Rect(x: 0, y: 0, width: 300, height: 300))
    viewB.touchHandling = .handle
    viewB.onTouches(.touchesEnded) { $0.forward(.touchesBegan) }
    _ = builder.run([tap(at: Point(x: 20, y: 20))])
    #expect(builder.calls == ["window hitTest", "viewB touchesBegan", "viewB touchesEnded", "viewA touchesBegan"])
    #expect(
      builder.window.recorder.records[3].call
        == .touches(.touchesBegan, touches: [1], at: Point(x: 20, y: 20), via: "viewB"))
  }

  @Test func deepChainForwardsWithoutOverflowingTheStack() {
    let builder = TreeBuilder()
    var parent: View = builder.root
    for level in 0..<10_000 {
      let child = View(name: "v\(level)", frame: Rect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(child)
      parent = child
    }
    _ = builder.run([tap(at: Point(x: 1, y: 1))])
    #expect(builder.window.recorder.records.count == 1 + 2 * (10_000 + 4))
  }
}
