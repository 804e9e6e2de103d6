import Testing
import TouchSim

/// Hand-made record streams: each invariant fires where it should and stays quiet on valid
/// streams.
@Suite struct InvariantCheckerTests {
  // MARK: - Record builders

  static func hit(_ finger: Int, _ view: String?, at ms: Double = 0) -> Record {
    Record(time: .milliseconds(ms), receiver: "window", call: .hitTest(touches: [finger], at: .zero, result: view))
  }

  static func touch(
    _ method: TouchMethod, _ view: String, _ fingers: [Int] = [1], at ms: Double = 0, via: String? = nil
  ) -> Record {
    Record(
      time: .milliseconds(ms), receiver: view, call: .touches(method, touches: FingerList(fingers), at: .zero, via: via)
    )
  }

  static func state(_ gesture: String, _ from: GestureState, _ to: GestureState, at ms: Double = 0) -> Record {
    Record(time: .milliseconds(ms), receiver: gesture, call: .gestureState(from: from, to: to))
  }

  static func action(_ gesture: String, _ state: GestureState, at ms: Double = 0) -> Record {
    Record(time: .milliseconds(ms), receiver: gesture, call: .gestureAction(state: state))
  }

  static func shouldCancel(_ scroll: String, at ms: Double = 0) -> Record {
    Record(time: .milliseconds(ms), receiver: scroll, call: .touchesShouldCancel(view: "v", result: true))
  }

  /// Checks a stream and finishes; returns the violations' descriptions.
  static func violations(_ records: [Record], finish: Bool = true, setUp: (inout InvariantChecker) -> Void = { _ in })
    -> [String]
  {
    var checker = InvariantChecker()
    setUp(&checker)
    for record in records { checker.check(record) }
    if finish { checker.finish() }
    #expect(checker.isValid == checker.violations.isEmpty)
    #expect(checker.recordCount == records.count)
    return checker.violations.map(\.description)
  }

  // MARK: - Valid streams

  @Test func cleanTapIsValid() {
    let records = [
      Self.hit(1, "buy"), Self.touch(.touchesBegan, "buy"), Self.touch(.touchesMoved, "buy", at: 10),
      Self.touch(.touchesMoved, "buy", at: 20), Self.touch(.touchesEnded, "buy", at: 80),
    ]
    #expect(Self.violations(records) == [])
  }

  @Test func sameFingerMayTouchAgainAfterItsTouchEnded() {
    let records = [
      Self.hit(1, "buy"), Self.touch(.touchesBegan, "buy"), Self.touch(.touchesCancelled, "buy", at: 50),
      Self.hit(1, "buy", at: 100), Self.touch(.touchesBegan, "buy", at: 100), Self.touch(.touchesEnded, "buy", at: 180),
    ]
    #expect(Self.violations(records) == [])
  }

  @Test func overlappingTouchesOfOneFingerFire() {
    // Issue 12: a double tap withholds the first lift's touchesEnded (G6) and finger 1 lands
    // again: the log could not tell the touches apart (the model stops such a run, FingerReuse).
    let records = [
      Self.hit(1, "v"), Self.touch(.touchesBegan, "v"), Self.hit(1, "v", at: 200),
      Self.touch(.touchesBegan, "v", at: 200), Self.touch(.touchesCancelled, "v", [1, 1], at: 280),
    ]
    #expect(
      Self.violations(records) == [
        "record 3 (t=200.000, v): second touchesBegan for #1 while its earlier touch is open",
        "record 4 (t=280.000, v): #1 is listed twice in one record: two touches share a finger number",
      ])
  }

  @Test(arguments: [[1, 1], [1, 2, 1], [3, 2, 2], Array(1...20) + [7]])
  func aFingerListedTwiceInOneRecordFires(fingers: [Int]) {
    let repeated = fingers.first { finger in fingers.filter { $0 == finger }.count > 1 }!
    let list = FingerList(fingers)
    let calls: [Call] = [
      .hitTest(touches: list, at: .zero, result: nil),
      .touches(.touchesMoved, touches: list, at: .zero, via: "x"),
      .touchesShouldBegin(touches: list, view: "v", result: true),
      .gestureShouldReceiveTouch(touches: list, result: true),
      .beginTracking(touches: list, at: .zero, result: true),
      .continueTracking(touches: list, at: .zero, result: true),
      .endTracking(touches: list, at: .zero), .nothing(touches: list),
    ]
    for call in calls {
      var checker = InvariantChecker()
      checker.check(Record(time: .zero, receiver: "v", call: call))
      let duplicates = checker.violations.filter { $0.rule == .duplicateFinger }
      #expect(
        duplicates.map(\.message) == ["#\(repeated) is listed twice in one record: two touches share a finger number"],
        "\(call.name)")
    }
  }

  @Test func distinctFingersInOneRecordAreFine() {
    var checker = InvariantChecker()
    checker.check(
      Record(
        time: .zero, receiver: "v", call: .touchesShouldBegin(touches: FingerList(1...40), view: "v", result: true)))
    checker.check(Record(time: .zero, receiver: "v", call: .nothing(touches: [1, 2])))
    #expect(checker.violations.isEmpty)
  }

  @Test func multiTouchRecordsCountEachFinger() {
    let records = [
      Self.hit(1, "v"), Self.hit(2, "v"), Self.touch(.touchesBegan, "v", [1, 2]),
      Self.touch(.touchesMoved, "v", [2], at: 5), Self.touch(.touchesEnded, "v", [1, 2], at: 9),
    ]
    #expect(Self.violations(records) == [])
  }

  @Test func forwardedCallsAreExempt() {
    let records = [
      Self.hit(1, "b"), Self.touch(.touchesBegan, "b"), Self.touch(.touchesEnded, "a", via: "b"),
      Self.touch(.touchesMoved, "VC", via: "a"), Self.touch(.touchesEnded, "b", at: 5),
    ]
    #expect(Self.violations(records) == [])
  }

  @Test func hitTestWithoutViewAndWithholdingAreFine() {
    // A hit view that never hears of its touch (withheld and dropped, MD5) is not an error.
    let records = [Self.hit(1, nil), Self.hit(2, "v", at: 1)]
    #expect(Self.violations(records) == [])
  }

  @Test func legalRecognizerLifeIncludingUnloggedReset() {
    let records = [
      Self.state("pan", .possible, .began), Self.action("pan", .began), Self.state("pan", .began, .changed),
      Self.action("pan", .changed), Self.action("pan", .changed), Self.state("pan", .changed, .ended),
      Self.action("pan", .ended), Self.state("pan", .possible, .failed, at: 1),
      Self.state("pan", .possible, .began, at: 2),
      Self.state("pan", .began, .cancelled, at: 3), Self.action("pan", .cancelled, at: 3),
    ]
    #expect(Self.violations(records) == [])
  }

  // MARK: - Touch sequences

  @Test func endedWithoutBeganFires() {
    let records = [Self.hit(1, "buy"), Self.touch(.touchesEnded, "buy", at: 80)]
    #expect(Self.violations(records) == ["record 1 (t=80.000, buy): touchesEnded without an open touchesBegan for #1"])
  }

  @Test func movedAndCancelledWithoutBeganFire() {
    let records = [Self.touch(.touchesMoved, "v"), Self.touch(.touchesCancelled, "v", [3])]
    #expect(
      Self.violations(records) == [
        "record 0 (t=0.000, v): touchesMoved without an open touchesBegan for #1",
        "record 1 (t=0.000, v): touchesCancelled without an open touchesBegan for #3",
      ])
  }

  @Test func secondBeganFires() {
    let records = [Self.hit(1, "v"), Self.touch(.touchesBegan, "v"), Self.touch(.touchesBegan, "v", at: 1)]
    let found = Self.violations(records, finish: false)
    #expect(found == ["record 2 (t=1.000, v): second touchesBegan for #1"])
  }

  @Test func beganWithoutHitTestFires() {
    let found = Self.violations([Self.touch(.touchesBegan, "v")], finish: false)
    #expect(found == ["record 0 (t=0.000, v): touchesBegan for #1 with no hitTest for a new touch"])
  }

  @Test func callsAfterTheEndFire() {
    let records = [
      Self.hit(1, "v"), Self.touch(.touchesBegan, "v"), Self.touch(.touchesEnded, "v", at: 1),
      Self.touch(.touchesMoved, "v", at: 2), Self.touch(.touchesCancelled, "v", at: 3),
      Self.touch(.touchesBegan, "v", at: 4),
    ]
    #expect(
      Self.violations(records) == [
        "record 3 (t=2.000, v): touchesMoved without an open touchesBegan for #1",
        "record 4 (t=3.000, v): touchesCancelled without an open touchesBegan for #1",
        "record 5 (t=4.000, v): touchesBegan for #1 with no hitTest for a new touch",
      ])
  }

  @Test func fingersAreKeptApartPerView() {
    let records = [
      Self.hit(1, "a"), Self.touch(.touchesBegan, "a"), Self.touch(.touchesEnded, "b"),
      Self.touch(.touchesEnded, "a", [2]), Self.touch(.touchesEnded, "a"),
    ]
    #expect(
      Self.violations(records) == [
        "record 2 (t=0.000, b): touchesEnded without an open touchesBegan for #1",
        "record 3 (t=0.000, a): touchesEnded without an open touchesBegan for #2",
      ])
  }

  @Test func finishReportsUnendedTouchesInRecordOrder() {
    let records = [
      Self.hit(2, "b"), Self.hit(1, "a", at: 1), Self.touch(.touchesBegan, "b", [2], at: 1),
      Self.touch(.touchesBegan, "a", at: 2), Self.hit(3, "c", at: 3), Self.touch(.touchesBegan, "c", [3], at: 3),
      Self.touch(.touchesEnded, "c", [3], at: 4),
    ]
    var checker = InvariantChecker()
    for record in records { checker.check(record) }
    #expect(checker.isValid)
    checker.finish()
    checker.finish()
    #expect(
      checker.violations.map(\.description) == [
        "record 2 (t=1.000, b): touchesBegan for #2 never ended or was cancelled",
        "record 3 (t=2.000, a): touchesBegan for #1 never ended or was cancelled",
      ])
    #expect(checker.violations.allSatisfy { $0.rule == .unendedTouch })
  }

  // MARK: - Recognizers

  @Test func illegalTransitionFires() {
    let found = Self.violations([Self.state("g", .possible, .changed), Self.state("g", .changed, .failed, at: 1)])
    #expect(
      found == [
        "record 0 (t=0.000, g): illegal gestureState possible -> changed (G1)",
        "record 1 (t=1.000, g): illegal gestureState changed -> failed (G1)",
      ])
  }

  @Test func fromMustFollowTheLastState() {
    let records = [
      Self.state("g", .began, .changed), Self.state("h", .possible, .began), Self.state("h", .possible, .failed),
    ]
    #expect(
      Self.violations(records) == [
        "record 0 (t=0.000, g): gestureState from began, but the last recorded state was possible",
        "record 2 (t=0.000, h): gestureState from possible, but the last recorded state was began",
      ])
  }

  @Test func onlyAFinishedRecognizerMayReappearAsPossible() {
    let lives: [[Record]] = [
      [Self.state("g", .possible, .began), Self.state("g", .began, .ended)],
      [Self.state("g", .possible, .began), Self.state("g", .began, .cancelled)],
      [Self.state("g", .possible, .ended)],
      [Self.state("g", .possible, .failed)],
    ]
    for life in lives { #expect(Self.violations(life + [Self.state("g", .possible, .ended)]) == []) }
    let afterFailure = [Self.state("g", .possible, .failed), Self.state("g", .began, .ended)]
    #expect(
      Self.violations(afterFailure) == [
        "record 1 (t=0.000, g): gestureState from began, but the last recorded state was failed"
      ])
  }

  @Test(arguments: [GestureState.possible, .failed])
  func actionForPossibleOrFailedFires(_ state: GestureState) {
    #expect(
      Self.violations([Self.action("tap", state, at: 5)]) == [
        "record 0 (t=5.000, tap): gestureAction for \(state.rawValue) (G2)"
      ])
  }

  @Test(arguments: [GestureState.began, .changed, .ended, .cancelled])
  func actionForActiveStatesIsFine(_ state: GestureState) {
    #expect(Self.violations([Self.action("tap", state)]) == [])
  }

  // MARK: - Time and scroll views

  @Test func timeGoingBackFires() {
    let records = [
      Self.action("g", .ended, at: 10), Self.action("g", .ended, at: 10), Self.action("g", .ended, at: 9.5),
    ]
    #expect(Self.violations(records) == ["record 2 (t=9.500, g): time went back from 10.000 to 9.500"])
  }

  @Test func touchesShouldCancelFollowsNotedAndSetFlags() {
    let setFalse = Record(
      time: .milliseconds(5), receiver: "s", call: .set(property: "canCancelContentTouches", value: .bool(false)))
    let setTrue = Record(
      time: .milliseconds(7), receiver: "s", call: .set(property: "canCancelContentTouches", value: .bool(true)))
    let records = [
      Self.shouldCancel("s"), Self.shouldCancel("t", at: 1), setFalse, Self.shouldCancel("s", at: 6), setTrue,
      Self.shouldCancel("s", at: 8),
    ]
    let found = Self.violations(records) { $0.noteCanCancelContentTouches(false, for: "t") }
    #expect(
      found == [
        "record 1 (t=1.000, t): touchesShouldCancel about v while canCancelContentTouches is false (K3)",
        "record 3 (t=6.000, s): touchesShouldCancel about v while canCancelContentTouches is false (K3)",
      ])
  }

  @Test func didSelectRowSelectsTheRowWillSelectRowAnsweredAtThatInstant() {  // TV4
    func willSelect(_ row: Int, _ result: Int?, at ms: Double) -> Record {
      Record(time: .milliseconds(ms), receiver: "T", call: .willSelectRow(row: row, result: result))
    }
    func didSelect(_ row: Int, at ms: Double, _ table: String = "T") -> Record {
      Record(time: .milliseconds(ms), receiver: table, call: .didSelectRow(row: row))
    }
    let records = [
      willSelect(1, 1, at: 1), didSelect(1, at: 1),  // answered its own row
      willSelect(2, 5, at: 2), didSelect(5, at: 2),  // redirected
      willSelect(3, nil, at: 3), didSelect(3, at: 3),  // refused, yet selected
      willSelect(4, 6, at: 4), didSelect(4, at: 4),  // redirected, yet the lifted row selected
      willSelect(7, nil, at: 5), didSelect(7, at: 6),  // a later selection without asking
      willSelect(8, nil, at: 7), didSelect(8, at: 7, "U"),  // another table
    ]
    #expect(
      Self.violations(records) == [
        "record 5 (t=3.000, T): didSelectRow row 3 after willSelectRow row 3 answered nil (TV4)",
        "record 7 (t=4.000, T): didSelectRow row 4 after willSelectRow row 4 answered row 6 (TV4)",
      ])
  }

  @Test func didFinishAnimatingEndsATransitionThatWillTransitionToBegan() {  // PV9, PV10
    func record(_ call: Call, at ms: Double, _ pager: String = "P") -> Record {
      Record(time: .milliseconds(ms), receiver: pager, call: call)
    }
    let finish = Call.didFinishAnimating(page: 1, previousPage: 0, completed: true)
    let records = [
      record(.willTransitionTo(page: 1), at: 1), record(.willTransitionTo(page: 0), at: 2), record(finish, at: 3),
      record(finish, at: 4),  // no transition open
      record(.willTransitionTo(page: 1), at: 5), record(finish, at: 6, "Q"),  // another pager's
    ]
    #expect(
      Self.violations(records) == [
        "record 3 (t=4.000, P): didFinishAnimating without a willTransitionTo before it (PV10)",
        "record 5 (t=6.000, Q): didFinishAnimating without a willTransitionTo before it (PV10)",
      ])
  }

  @Test func violationCarriesItsFields() {
    var checker = InvariantChecker()
    checker.check(Self.touch(.touchesEnded, "buy", at: 80))
    let violation = checker.violations.first
    #expect(violation?.index == 0)
    #expect(violation?.time == .milliseconds(80))
    #expect(violation?.receiver == "buy")
    #expect(violation?.rule == .touchSequence)
    #expect(violation?.message == "touchesEnded without an open touchesBegan for #1")
  }
}

/// Issue 27's invariants: a recognizer that began ends, and a drag that began ends.
@Suite struct UnendedGestureAndDragTests {
  private static func drag(_ call: ScrollDelegateCall, _ scroll: String = "S", at ms: Double = 0) -> Record {
    Record(
      time: .milliseconds(ms), receiver: scroll,
      call: .scrollDelegate(call, offset: .zero, velocity: nil, willDecelerate: nil, target: nil))
  }

  private static func rules(_ records: [Record]) -> [InvariantRule] {
    var checker = InvariantChecker()
    for record in records { checker.check(record) }
    checker.finish()
    return checker.violations.map(\.rule)
  }

  @Test func aRecognizerLeftInBeganOrChangedIsReportedAtTheEnd() {
    typealias R = InvariantCheckerTests
    #expect(Self.rules([R.state("pan", .possible, .began)]) == [.unendedGesture])
    #expect(
      Self.rules([R.state("pan", .possible, .began, at: 1), R.state("pan", .began, .changed, at: 2)])
        == [.unendedGesture])
  }

  @Test func eachWayOutOfBeganClosesIt() {
    typealias R = InvariantCheckerTests
    for end in [GestureState.ended, .cancelled] {
      #expect(Self.rules([R.state("pan", .possible, .began), R.state("pan", .began, end)]).isEmpty)
      #expect(
        Self.rules([
          R.state("pan", .possible, .began), R.state("pan", .began, .changed), R.state("pan", .changed, end),
        ]).isEmpty)
    }
    #expect(Self.rules([R.state("tap", .possible, .ended)]).isEmpty)
    #expect(Self.rules([R.state("tap", .possible, .failed)]).isEmpty)
  }

  @Test func aSecondGestureOfTheSameRecognizerIsCheckedToo() {
    typealias R = InvariantCheckerTests
    let records = [
      R.state("pan", .possible, .began, at: 1), R.state("pan", .began, .ended, at: 2),
      R.state("pan", .possible, .began, at: 3),
    ]
    let violations = InvariantCheckerTests.violations(records)
    #expect(violations.count == 1 && violations[0].hasPrefix("record 2 (t=3.000, pan)"))
  }

  @Test func aResetFromBeganIsATransitionViolation() {
    typealias R = InvariantCheckerTests
    let rules = Self.rules([R.state("pan", .possible, .began, at: 1), R.state("pan", .possible, .began, at: 2)])
    #expect(rules.contains(.gestureTransition) && rules.contains(.unendedGesture))
  }

  @Test func everyDragThatBeginsEnds() {
    #expect(Self.rules([Self.drag(.scrollViewWillBeginDragging)]) == [.unendedDrag])
    #expect(Self.rules([Self.drag(.scrollViewWillBeginDragging), Self.drag(.scrollViewDidEndDragging)]).isEmpty)
    #expect(Self.rules([Self.drag(.scrollViewDidEndDragging)]) == [.unendedDrag])
    #expect(
      Self.rules([Self.drag(.scrollViewWillBeginDragging, at: 1), Self.drag(.scrollViewWillBeginDragging, at: 2)])
        == [.unendedDrag, .unendedDrag])
    // Drags of two scroll views are kept apart.
    #expect(
      Self.rules([
        Self.drag(.scrollViewWillBeginDragging, "A"), Self.drag(.scrollViewWillBeginDragging, "B"),
        Self.drag(.scrollViewDidEndDragging, "B"), Self.drag(.scrollViewDidEndDragging, "A"),
      ]).isEmpty)
  }
}
