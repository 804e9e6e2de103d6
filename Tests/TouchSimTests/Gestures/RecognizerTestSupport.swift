import TouchSimTestSupport

@testable import TouchSim

/// A window whose root has one handling leaf view and the given recognizers on the leaf.
func recognizerTree(_ recognizers: [GestureRecognizer], on viewName: String = "leaf") -> TreeBuilder {
  let builder = TreeBuilder()
  let leaf = builder.add(View(name: "leaf"), frame: Rect(x: 0, y: 0, width: 390, height: 600))
  leaf.touchHandling = .handle
  leaf.isMultipleTouchEnabled = true
  let target = viewName == "root" ? builder.root : leaf
  for recognizer in recognizers {
    target.addGestureRecognizer(recognizer)
    builder.window.register(recognizer)
  }
  return builder
}

extension TreeBuilder {
  /// "name from -> to" for every gestureState record, in order.
  var stateChanges: [String] {
    window.recorder.records.compactMap {
      if case .gestureState(let from, let to) = $0.call { return "\($0.receiver) \(from.rawValue) -> \(to.rawValue)" }
      return nil
    }
  }

  /// "name state @ms" for every gestureAction record.
  var actions: [String] {
    window.recorder.records.compactMap {
      if case .gestureAction(let state) = $0.call { return "\($0.receiver) \(state.rawValue) @\($0.time)" }
      return nil
    }
  }
}
