/// Checks a record stream, one record at a time, against the invariants every run must keep
/// (G1, G2, G12, MD4, MD5, MD20, K3, DL1): each touch reaches its hit view as one `touchesBegan`,
/// moves, and exactly one `touchesEnded` or `touchesCancelled`; no record lists a finger twice
/// and a finger has one open touch per view at a time (issue 12); recognizer states follow the
/// legal table; actions only for began, changed, ended and cancelled; time never goes back;
/// no `touchesShouldCancel` while `canCancelContentTouches` is false; a `didSelectRow` that
/// follows the table's `willSelectRow` at the same instant selects the row it answered (TV4);
/// a page view controller's `didFinishAnimating` ends a transition its `willTransitionTo`
/// began (PV9, PV10); a recognizer that began ends, is cancelled or fails, and every
/// `scrollViewWillBeginDragging` has its `scrollViewDidEndDragging` (issue 27).
///
/// ```swift
/// var checker = InvariantChecker()
/// for record in window.recorder.records { checker.check(record) }
/// checker.finish()
/// if !checker.isValid { print(checker.violations.map(\.description).joined(separator: "\n")) }
/// ```
///
/// Each record costs O(1) amortized (dictionary look-ups by receiver and finger), and the
/// checker's memory grows with the touches open at once, not with the run's length; violations
/// come in record order, then `finish()` adds the touches that never ended.
public struct InvariantChecker: Sendable {
  /// The violations found so far, in record order.
  public private(set) var violations: [InvariantViolation] = []
  /// How many records were checked; the next record's index.
  public private(set) var recordCount = 0

  private var ledgers: [TouchKey: TouchLedger] = [:]
  private var gestureStates: [String: GestureState] = [:]
  private var canCancelContentTouches: [String: Bool] = [:]
  /// Per table, the last `willSelectRow` answer not yet followed by its `didSelectRow`.
  private var willSelectAnswers: [String: (time: SimTime, row: Int, result: Int?)] = [:]
  /// The page view controllers with a `willTransitionTo` not yet followed by `didFinishAnimating`.
  private var openTransitions: Set<String> = []
  /// The recognizers in began or changed, with the record that took them there (issue 27: a
  /// recognizer that began reaches ended, cancelled or failed before it resets).
  private var openGestures: [String: (index: Int, time: SimTime)] = [:]
  /// The scroll views between `scrollViewWillBeginDragging` and `scrollViewDidEndDragging`
  /// (issue 27: every drag that begins ends, DL1).
  private var openDrags: [String: (index: Int, time: SimTime)] = [:]
  private var lastTime: SimTime?
  private var finished = false

  /// Creates a checker that has seen no records.
  public init() {}

  /// Whether no invariant was broken.
  public var isValid: Bool { violations.isEmpty }

  /// Tells the checker a scroll view's `canCancelContentTouches` (the log shows only changes
  /// that `set` records make, which the checker follows by itself).
  public mutating func noteCanCancelContentTouches(_ value: Bool, for scrollView: String) {
    canCancelContentTouches[scrollView] = value
  }

  /// Checks the next record of the stream.
  public mutating func check(_ record: Record) {
    let index = recordCount
    recordCount += 1
    if let lastTime, record.time < lastTime {
      report(index, record, .timeOrder, "time went back from \(lastTime) to \(record.time)")
    }
    lastTime = record.time
    if let finger = Self.repeatedFinger(in: record.call) {
      report(
        index, record, .duplicateFinger, "#\(finger) is listed twice in one record: two touches share a finger number")
    }
    switch record.call {
    case .hitTest(let fingers, _, let result?):
      for finger in fingers { ledgers[TouchKey(receiver: result, finger: finger), default: TouchLedger()].newHit() }
    case .touches(let method, let fingers, _, nil):
      for finger in fingers { checkTouch(method, finger: finger, index, record) }
    case .gestureState(let from, let to):
      checkGestureState(from: from, to: to, index, record)
    case .gestureAction(let state):
      if !(state == .began || state == .changed || state == .ended || state == .cancelled) {
        report(index, record, .gestureAction, "gestureAction for \(state.rawValue) (G2)")
      }
    case .touchesShouldCancel(let view, _):
      if canCancelContentTouches[record.receiver] == false {
        report(
          index, record, .touchesShouldCancel,
          "touchesShouldCancel about \(view) while canCancelContentTouches is false (K3)")
      }
    case .set("canCancelContentTouches", .bool(let value)):
      canCancelContentTouches[record.receiver] = value
    case .willSelectRow(let row, let result):
      willSelectAnswers[record.receiver] = (record.time, row, result)
    case .didSelectRow(let row):
      checkSelection(of: row, index, record)
    case .scrollDelegate(.scrollViewWillBeginDragging, _, _, _, _):
      if openDrags[record.receiver] != nil {
        report(
          index, record, .unendedDrag,
          "scrollViewWillBeginDragging while the last drag has had no scrollViewDidEndDragging (DL1)")
      }
      openDrags[record.receiver] = (index, record.time)
    case .scrollDelegate(.scrollViewDidEndDragging, _, _, _, _):
      if openDrags.removeValue(forKey: record.receiver) == nil {
        report(index, record, .unendedDrag, "scrollViewDidEndDragging without a scrollViewWillBeginDragging (DL1)")
      }
    case .willTransitionTo:
      openTransitions.insert(record.receiver)
    case .didFinishAnimating:
      if openTransitions.remove(record.receiver) == nil {
        report(index, record, .pageTransition, "didFinishAnimating without a willTransitionTo before it (PV10)")
      }
    default:
      break
    }
  }

  /// Reports every (view, finger) that got `touchesBegan` but neither `touchesEnded` nor
  /// `touchesCancelled`, in the order of those `touchesBegan` records, then every recognizer
  /// left in began or changed and every drag with no `scrollViewDidEndDragging`, in the order
  /// of the records that opened them; call it once, after the last record (later calls do
  /// nothing).
  public mutating func finish() {
    guard !finished else { return }
    finished = true
    defer { finishGesturesAndDrags() }
    var open: [(index: Int, time: SimTime, key: TouchKey)] = []
    for (key, ledger) in ledgers {
      for begin in ledger.openBegins() { open.append((begin.index, begin.time, key)) }
    }
    open.sort { ($0.index, $0.key.finger) < ($1.index, $1.key.finger) }
    for entry in open {
      violations.append(
        InvariantViolation(
          index: entry.index, time: entry.time, receiver: entry.key.receiver, rule: .unendedTouch,
          message: "touchesBegan for #\(entry.key.finger) never ended or was cancelled"))
    }
  }

  /// Recognizers still in began or changed, and drags never ended, once the stream is over.
  private mutating func finishGesturesAndDrags() {
    let gestures = openGestures.sorted { ($0.value.index, $0.key) < ($1.value.index, $1.key) }
    for (receiver, opened) in gestures {
      let state = gestureStates[receiver]?.rawValue ?? "began"
      violations.append(
        InvariantViolation(
          index: opened.index, time: opened.time, receiver: receiver, rule: .unendedGesture,
          message: "the recognizer began and is still \(state) at the end: no ended, cancelled or failed (G1)"))
    }
    let drags = openDrags.sorted { ($0.value.index, $0.key) < ($1.value.index, $1.key) }
    for (receiver, opened) in drags {
      violations.append(
        InvariantViolation(
          index: opened.index, time: opened.time, receiver: receiver, rule: .unendedDrag,
          message: "scrollViewWillBeginDragging never followed by scrollViewDidEndDragging (DL1)"))
    }
  }

  // MARK: - Touches

  /// A finger number that a record lists more than once (issue 12: the log names each
  /// touch by its finger, so one record never holds two touches of one finger).
  static func repeatedFinger(in call: Call) -> Int? {
    let fingers: FingerList
    switch call {
    case .hitTest(let touches, _, _), .touches(_, let touches, _, _), .touchesShouldBegin(let touches, _, _),
      .gestureShouldReceiveTouch(let touches, _), .beginTracking(let touches, _, _),
      .continueTracking(let touches, _, _),
      .endTracking(let touches, _), .nothing(let touches):
      fingers = touches
    default:
      return nil
    }
    guard fingers.count > 1 else { return nil }
    if fingers.count <= 16 {  // the usual handful: no allocation
      for i in fingers.indices.dropLast() where fingers[(i + 1)...].contains(fingers[i]) { return fingers[i] }
      return nil
    }
    var seen = Set<Int>()
    for finger in fingers where !seen.insert(finger).inserted { return finger }
    return nil
  }

  private mutating func checkTouch(_ method: TouchMethod, finger: Int, _ index: Int, _ record: Record) {
    let key = TouchKey(receiver: record.receiver, finger: finger)
    var ledger = ledgers[key, default: TouchLedger()]
    var closed = false
    defer { ledgers[key] = closed ? nil : ledger }
    if method == .touchesBegan {
      if ledger.unbegunHits > 0 {
        ledger.unbegunHits -= 1
        ledger.open(TouchLedger.Begin(index: index, time: record.time))
        if ledger.openCount > 1 {  // issue 12: a finger names one open touch at a time
          report(index, record, .touchSequence, "second touchesBegan for #\(finger) while its earlier touch is open")
        }
      } else if ledger.openCount == 0 {
        report(index, record, .touchSequence, "touchesBegan for #\(finger) with no hitTest for a new touch")
      } else {
        report(index, record, .touchSequence, "second touchesBegan for #\(finger)")
      }
      return
    }
    guard ledger.openCount > 0 else {
      report(index, record, .touchSequence, "\(method.rawValue) without an open touchesBegan for #\(finger)")
      return
    }
    if method == .touchesEnded || method == .touchesCancelled {
      ledger.closeOldest()
      // A ledger with nothing open is dropped: the checker holds the fingers that are down,
      // not every finger of the run (issue 12: 25,000 fingers one after another).
      if ledger.openCount == 0 && ledger.unbegunHits == 0 { closed = true }
    }
  }

  // MARK: - Tables

  /// TV4: the delegate's `willSelectRowAt` answer, asked at this instant, is the row selected
  /// (`nil`: none).
  private mutating func checkSelection(of row: Int, _ index: Int, _ record: Record) {
    guard let asked = willSelectAnswers.removeValue(forKey: record.receiver), asked.time == record.time else { return }
    if asked.result != row {
      let answer = asked.result.map { "row \($0)" } ?? "nil"
      report(
        index, record, .rowSelection,
        "didSelectRow row \(row) after willSelectRow row \(asked.row) answered \(answer) (TV4)")
    }
  }

  // MARK: - Recognizers

  private mutating func checkGestureState(from: GestureState, to: GestureState, _ index: Int, _ record: Record) {
    if !GestureStateTransitions.isLegal(from: from, to: to) {
      report(index, record, .gestureTransition, "illegal gestureState \(from.rawValue) -> \(to.rawValue) (G1)")
    }
    let last = gestureStates[record.receiver] ?? .possible
    let wasReset = last.isFinished && from == .possible  // G12: resets are not logged
    if from != last && !wasReset {
      report(
        index, record, .gestureTransition,
        "gestureState from \(from.rawValue), but the last recorded state was \(last.rawValue)")
    }
    gestureStates[record.receiver] = to
    if to == .began {
      openGestures[record.receiver] = (index, record.time)
    } else if to != .changed {
      openGestures[record.receiver] = nil
    }
  }

  private mutating func report(_ index: Int, _ record: Record, _ rule: InvariantRule, _ message: String) {
    violations.append(
      InvariantViolation(index: index, time: record.time, receiver: record.receiver, rule: rule, message: message))
  }
}

/// A (receiver, finger) pair: the key of the touch ledgers.
private struct TouchKey: Hashable, Sendable {
  let receiver: String
  let finger: Int
}

/// What one view has heard of the touches of one finger number.
///
/// The ledger counts hit tests not yet begun and the `touchesBegan` records not yet ended,
/// oldest first. More than one open `touchesBegan` per finger is a violation: a finger number
/// names one open touch at a time (issue 12; the run stops on a finger reused while its
/// touch is open, `FingerReuse`), but the count keeps the later records readable.
///
/// The usual ledger holds at most one open `touchesBegan`, kept inline: a run of n fingers
/// allocates nothing per ledger (issue 12's scaling figures).
private struct TouchLedger: Sendable {
  struct Begin: Sendable {
    let index: Int
    let time: SimTime
  }

  var unbegunHits = 0
  /// The oldest open `touchesBegan`, then the newer ones (only in a broken stream).
  private var oldest: Begin?
  private var newer: [Begin] = []
  /// How many `touchesBegan` records are open.
  var openCount: Int { oldest == nil ? 0 : 1 + newer.count }

  /// The open `touchesBegan` records, oldest first.
  func openBegins() -> [Begin] { oldest.map { [$0] + newer } ?? [] }

  mutating func newHit() { unbegunHits += 1 }

  mutating func open(_ begin: Begin) {
    if oldest == nil { oldest = begin } else { newer.append(begin) }
  }

  mutating func closeOldest() {
    oldest = newer.isEmpty ? nil : newer.removeFirst()
  }
}

/// The invariant a violation breaks.
public enum InvariantRule: String, Sendable, CaseIterable {
  /// A view's touch calls for one finger: one began, moves, one ended or cancelled.
  case touchSequence
  /// A touch that began at a view never ended there (reported by `finish()`).
  case unendedTouch
  /// A record that lists one finger number twice (issue 12: two open touches of one finger).
  case duplicateFinger
  /// A `gestureState` record outside the legal table, or not following the last state.
  case gestureTransition
  /// A `gestureAction` for `possible` or `failed` (G2).
  case gestureAction
  /// A record earlier than the one before it.
  case timeOrder
  /// `touchesShouldCancel` asked while `canCancelContentTouches` is false (K3).
  case touchesShouldCancel
  /// A `didSelectRow` of another row than the one `willSelectRow` answered at the same instant
  /// (TV4).
  case rowSelection
  /// A page view controller's `didFinishAnimating` with no `willTransitionTo` open (PV10).
  case pageTransition
  /// A recognizer that began and never reached ended, cancelled or failed (issue 27; G1).
  case unendedGesture
  /// A `scrollViewWillBeginDragging` with no `scrollViewDidEndDragging` after it, or the
  /// other way round (issue 27; DL1).
  case unendedDrag
  /// A touch method sent to a view that is not in the window (issue 27), found by the
  /// runner, which knows the window (the log names receivers only).
  case touchOutsideWindow
}

/// One broken invariant: where in the stream, who received the record, and what was wrong.
public struct InvariantViolation: Sendable, Equatable, CustomStringConvertible {
  /// The record's index in the stream, from 0.
  public var index: Int
  /// The record's time.
  public var time: SimTime
  /// The record's receiver.
  public var receiver: String
  /// The invariant broken.
  public var rule: InvariantRule
  /// What was wrong.
  public var message: String

  /// Creates a violation.
  public init(index: Int, time: SimTime, receiver: String, rule: InvariantRule, message: String) {
    self.index = index
    self.time = time
    self.receiver = receiver
    self.rule = rule
    self.message = message
  }

  /// For example `record 12 (t=80.000, buy): touchesEnded without an open touchesBegan for #1`.
  public var description: String { "record \(index) (t=\(time), \(receiver)): \(message)" }
}
