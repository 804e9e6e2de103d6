import GestureKit
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTesting

/// AL1: the controller's keyboard-dismiss tap and a table's rows.
@Suite struct KeyboardDismissalTests {
  private func run(withDelegate: Bool) -> (Run, [Int]) {
    let screen = Screen()
    let table = UITableView(name: "rows", frame: Rect(x: 0, y: 100, width: 390, height: 500))
    table.setRows(20)
    screen.root.addSubview(table)
    var selected: [Int] = []
    table.onDidSelectRow { _, row in selected.append(row) }
    let dismiss = UITapGestureRecognizer(name: "dismissKeyboard")
    screen.root.addGestureRecognizer(dismiss)
    let delegate = KeyboardDismissal(table: table)
    if withDelegate { dismiss.delegate = delegate }
    let run = Run(
      replaying: screen.replay([
        Screen.tap(at: Point(x: 100, y: 130)), Screen.tap(at: Point(x: 100, y: 700), start: 500),
      ]))
    withExtendedLifetime(delegate) {}
    return (run, selected)
  }

  @Test func withoutTheDelegateTheTapSwallowsTheRowsSelection() throws {
    let (run, selected) = run(withDelegate: false)
    #expect(selected.isEmpty)
    // The tap recognizes at the lift (80 ms), in the event that releases the row's delayed
    // touch (D4(b)): the touch is cancelled before the row ever got touchesBegan (G4), so the
    // row is never highlighted nor selected (TV1).
    try run.expect(
      sequence: [
        try Pattern(["to": "rows", "call": "touchesShouldBegin", "view": "rows.row0", "t": 80]),
        try Pattern(["to": "dismissKeyboard", "call": "gestureState", "state": "ended", "t": 80]),
      ],
      never: [try Pattern(["to": "rows.row0", "call": "touchesBegan"]), try Pattern(["call": "didSelectRow"])])
  }

  @Test func theDelegateLeavesTheRowsAloneAndStillDismissesElsewhere() throws {
    let (run, selected) = run(withDelegate: true)
    #expect(selected == [0])
    try run.expect(sequence: [
      try Pattern(["to": "dismissKeyboard", "call": "gestureShouldReceiveTouch", "result": false, "t": 0]),
      try Pattern(["to": "rows", "call": "didSelectRow", "row": 0]),
      try Pattern(["to": "dismissKeyboard", "call": "gestureShouldReceiveTouch", "result": true, "t": 500]),
      try Pattern(["to": "dismissKeyboard", "call": "gestureState", "state": "ended"]),
    ])
    try assertGolden(run, at: goldenPath("Goldens/keyboard-dismissal.golden"))
  }
}
