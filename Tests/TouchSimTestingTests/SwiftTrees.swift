import TouchSim

/// Shipped scenarios' trees built in Swift, the way a library user writes them.
enum SwiftTrees {
  /// Scenarios/scroll-view/t01-quick-tap-on-button.json: R (controller VC) holds the vertical
  /// scroll view S (content 390 x 3000) with V (y 100..180, handles its touches) and the
  /// button B (x 100..290, y 300..360); one 80 ms tap at (195, 330).
  static func quickTapOnButton() -> Simulation {
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
    simulation.add(tap(at: Point(x: 195, y: 330)))
    return simulation
  }

  /// Scenarios/gestures/q4-two-taps-one-view-order-dependent.json: two tap recognizers on
  /// `messages` (y 100..700, handles its touches); one 80 ms tap at (195, 400).
  static func twoTapsOnOneView() -> Simulation {
    let window = Window(size: Size(width: 390, height: 844))
    let root = View(name: "root", frame: window.bounds)
    root.setViewController(ViewController(name: "ChatViewController"))
    window.setRootView(root)
    let messages = View(name: "messages", frame: Rect(x: 0, y: 100, width: 390, height: 600))
    messages.touchHandling = .handle
    root.addSubview(messages)
    messages.addGestureRecognizer(TapGestureRecognizer(name: "libraryTap"))
    messages.addGestureRecognizer(TapGestureRecognizer(name: "appTap"))
    window.register(root)
    let simulation = Simulation(window: window)
    simulation.add(tap(at: Point(x: 195, y: 400)))
    return simulation
  }

  /// The tree of ExpectationValidationTests' scenario: R (controller VC, the recognizer
  /// `tap`) holds the scroll view S (y 0..400) with the button B, and the table T of 3 rows
  /// (y 400..800); one tap at (195, 330).
  static func validationTree() -> Simulation {
    let window = Window(size: Size(width: 390, height: 844))
    let root = View(name: "R", frame: window.bounds)
    root.setViewController(ViewController(name: "VC"))
    window.setRootView(root)
    let scroll = ScrollView(name: "S", frame: Rect(x: 0, y: 0, width: 390, height: 400))
    scroll.contentSize = Size(width: 390, height: 3000)
    root.addSubview(scroll)
    scroll.addSubview(Button(name: "B", frame: Rect(x: 100, y: 300, width: 190, height: 60)))
    let table = TableView(name: "T", frame: Rect(x: 0, y: 400, width: 390, height: 400))
    table.setRows(3)
    root.addSubview(table)
    root.addGestureRecognizer(TapGestureRecognizer(name: "tap"))
    window.register(root)
    let simulation = Simulation(window: window)
    simulation.add(tap(at: Point(x: 195, y: 330)))
    return simulation
  }

  /// A finger-1 tap of 80 ms.
  static func tap(at point: Point) -> Stroke {
    Stroke(finger: 1, path: [.init(time: .zero, location: point), .init(time: .milliseconds(80), location: point)])
  }
}
