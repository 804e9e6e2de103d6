// The example of Docs/Testing.md, compiled and run as it is printed there, with only the
// products a consumer's package depends on (TouchSim, TouchSimScenario, TouchSimTesting);
// TestingGuideCheckTests.swift checks that the guide prints it.
// guide-example-begin
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTesting

@Suite struct QuickTapTests {
  @Test func aQuickTapOnAButtonInAScrollViewIsDelayedThenDelivered() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let root = View(name: "R", frame: window.bounds)
    root.setViewController(ViewController(name: "VC"))
    window.setRootView(root)
    let scroll = ScrollView(name: "S", frame: window.bounds)
    scroll.contentSize = Size(width: 390, height: 3000)
    root.addSubview(scroll)
    let plain = View(name: "V", frame: Rect(x: 0, y: 100, width: 390, height: 80))
    plain.touchHandling = .handle
    scroll.addSubview(plain)
    scroll.addSubview(Button(name: "B", frame: Rect(x: 100, y: 300, width: 190, height: 60)))
    window.register(root)

    let simulation = Simulation(window: window)
    let point = Point(x: 195, y: 330)
    simulation.add(
      Stroke(finger: 1, path: [.init(time: .zero, location: point), .init(time: .milliseconds(80), location: point)]))
    let run = Run(replaying: simulation)

    try run.expect(
      sequence: [
        try Pattern(["to": "S", "call": "touchesShouldBegin", "view": "B", "result": true, "t": 80]),
        try Pattern(["to": "B", "call": "controlEvent", "event": "touchDown", "t": 80]),
        try Pattern(["to": "B", "call": "controlEvent", "event": "touchUpInside", "t": 80]),
      ],
      never: [try Pattern(["call": "scrollViewWillBeginDragging"]), try Pattern(["to": "B", "t<": 79])])
    try assertGolden(run, at: goldenPath("Goldens/quick-tap.golden"))
  }
}
// guide-example-end
