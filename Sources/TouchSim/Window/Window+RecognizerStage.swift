/// The recognizer stage (MD4 steps 1 and 3): every recognizer processes its touches of the
/// event, and later the actions of the recognizers whose state changed are sent.
extension Window {
  /// Step 1: each recognizer, in MD4 order, processes its touches of the event.
  func deliverToRecognizers(_ event: TouchEvent) {
    gestureEnvironment.currentEvent = event  // Q4: order rivals are looked for in it
    defer { gestureEnvironment.currentEvent = nil }
    if event.changedTouches.count == 1 {
      deliverToRecognizers(event.changedTouches[0], event)
      return
    }
    // Each recognizer's touches of the event by phase, in event order, gathered in one pass
    // over the touches' recognizer lists (issue 12: no filtering of the event per recognizer).
    var involved: [GestureRecognizer] = []
    var slots: [ObjectIdentifier: Int] = [:]
    var byPhase: [[Touch]] = []
    for touch in event.changedTouches {
      spendWork(touch.gestureRecognizers.count)
      for recognizer in touch.gestureRecognizers {
        let slot: Int
        if let known = slots[ObjectIdentifier(recognizer)] {
          slot = known
        } else {
          slot = involved.count
          slots[ObjectIdentifier(recognizer)] = slot
          involved.append(recognizer)
          byPhase.append(contentsOf: [[], [], [], []])
        }
        if let index = Self.phaseIndex(touch.phase) { byPhase[slot * 4 + index].append(touch) }
      }
    }
    for (slot, recognizer) in involved.enumerated() {
      guard !isOverBudget else { return }  // the run is stopping (issue 27)
      for (index, phase) in [TouchPhase.began, .moved, .ended, .cancelled].enumerated() {
        // A recognition waiting on failure requirements (G10) still sees its touches: a pan
        // whose fingers lift while it waits fails, as any pan that has not begun (G15).
        guard recognizer.state.isInPlay, recognizer.isEnabled else { break }
        // A recognizer reset during this step (D5) has let go of every touch.
        let touches = recognizer.trackedTouches.isEmpty ? [] : byPhase[slot * 4 + index]
        guard !touches.isEmpty else { continue }
        recognizer.receive(phase, touches, event)
      }
    }
  }

  private static func phaseIndex(_ phase: TouchPhase) -> Int? {
    switch phase {
    case .began: 0
    case .moved: 1
    case .ended: 2
    case .cancelled: 3
    case .stationary: nil
    }
  }

  /// Step 1 for the common event of one touch: every recognizer that has it gets it, with
  /// one shared array (no per-recognizer filtering or allocation, issue 7).
  func deliverToRecognizers(_ touch: Touch, _ event: TouchEvent) {
    var touches: [Touch] = []  // the spare list's memory: no allocation per event (issue 15)
    swap(&touches, &gestureEnvironment.spareTouches)
    touches.append(touch)
    defer {
      touches.removeLast()
      gestureEnvironment.spareTouches = touches
    }
    spendWork(touch.gestureRecognizers.count)
    for recognizer in touch.gestureRecognizers {
      guard recognizer.state.isInPlay, recognizer.isEnabled, !isOverBudget else { continue }
      recognizer.receive(touch.phase, touches, event)
    }
  }

  /// Step 3: the actions of recognizers whose state changed, in recognizer order (G2).
  func sendActions() {
    let environment = gestureEnvironment
    // Take the list and leave an empty one in its place, reusing spare memory: actions queued
    // while these run go to the new list, for the next pass.
    var recognizers: [GestureRecognizer] = []
    swap(&recognizers, &environment.spareRecognizers)
    swap(&recognizers, &environment.recognizersWithActions)
    defer {
      recognizers.empty()
      environment.spareRecognizers = recognizers
    }
    for recognizer in recognizers where !isOverBudget {
      var states: [GestureState] = []
      swap(&states, &environment.spareStates)
      swap(&states, &recognizer.pendingActions)
      defer {
        states.empty()
        environment.spareStates = states
      }
      for state in states {
        if recognizer.logsActions || !recognizer.targets.isEmpty {
          record(
            recognizer.name, .gestureAction(state: state),
            why: .window(.action(state)))
        }
        recognizer.performAction(for: state)
        let outer = recognizer.actionState
        recognizer.actionState = state
        for target in recognizer.targets {
          runReactions(of: recognizer.name, to: "gestureAction") { target(recognizer) }
        }
        recognizer.actionState = outer
      }
    }
  }
}
