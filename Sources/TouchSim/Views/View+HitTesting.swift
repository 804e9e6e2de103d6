extension View {
  /// Whether hit testing may enter this view at all (H2, H5; controls add H6).
  public var isHitTestable: Bool {
    !isHidden && alpha >= HitTestingConstants.minimumAlpha && isUserInteractionEnabled
      && additionalHitTestCondition
  }

  /// `point(inside:with:)` without an event: calls the override point, so an app class's
  /// override answers (H1).
  public func point(inside point: Point) -> Bool { self.point(inside: point, with: nil) }

  /// UIView's `point(inside:with:)` (`super`): the bounds, or the answer the view was given
  /// (H1, MD16): the code in `pointInsideAnswer`, asked with the bounds' answer, or else
  /// `pointInsideOverride`.
  func pointInsideAsGiven(_ point: Point) -> Bool {
    if let answer = pointInsideAnswer {
      let app = answer(self, point, bounds.contains(point))
      if let reason = app.reason, let window, window.explains { window.hitTestAppReasons.append(reason) }
      return app.value
    }
    switch pointInsideOverride {
    case .never?: return false
    case .insets(let insets)?: return bounds.inset(by: insets).contains(point)
    case nil: return bounds.contains(point)
    }
  }

  /// `hitTest(_:with:)`: the deepest view that contains the point, or `nil` (H1-H6).
  ///
  /// Subviews are tried front to back (H4); a view whose own `point(inside:)` is false is
  /// not entered, so parts of subviews outside it are never hit (H3). The walk is
  /// iterative, so a tree 10,000 levels deep does not overflow the stack.
  ///
  /// An app class's `hitTest(_:with:)` override is called wherever UIKit calls it (on each
  /// subview tried); the model's own classes are walked without a call per view.
  ///
  /// - Complexity: O(views visited).
  public func hitTest(_ point: Point) -> View? {
    if callsTouchMethods { return hitTest(point, with: nil) }
    return walkHitTest(point, asksOwnOverride: true)
  }

  /// The walk. `asksOwnOverride` false is `super.hitTest` inside this view's own override
  /// (`hitTestAnswer`); `callsOwnMethod` false is UIView's `hitTest(_:with:)` itself.
  func walkHitTest(_ point: Point, asksOwnOverride: Bool, callsOwnMethod: Bool = false) -> View? {
    var stack: [HitTestFrame] = []
    var visited = 1  // units of work (issue 27: a touch-down may try every view of a wide tree)
    defer { window?.spendWork(visited) }
    switch enterHitTest(point, asksOwnOverride: asksOwnOverride, callsOwnMethod: callsOwnMethod) {
    case .hit(let view): return view
    case .miss: return nil
    case .descend(let frame): stack.append(frame)
    }
    while !stack.isEmpty {
      let top = stack.count - 1
      let childIndex = stack[top].nextChild
      if childIndex >= 0 {
        stack[top].nextChild -= 1
        let parent = stack[top].view
        let child = parent.subviews[childIndex]
        visited += 1
        switch child.enterHitTest(parent.pointInSubview(stack[top].point, child)) {
        case .hit(let view): return view
        case .miss: continue
        case .descend(let frame): stack.append(frame)
        }
      } else {
        let frame = stack.removeLast()
        if frame.view.hitTestOverride != .transparent { return frame.view }
      }
    }
    return nil
  }

  /// The checks a view makes before looking at its subviews.
  private func enterHitTest(_ point: Point, asksOwnOverride: Bool = true, callsOwnMethod: Bool = true) -> HitTestStep {
    if callsOwnMethod && callsTouchMethods {
      // An app class's override runs whatever the view's state, as UIKit calls `hitTest` on
      // every subview it tries; its `super` is the walk below. A view outside the window
      // counts as nil.
      guard let view = hitTest(point, with: nil), view.window === window, window != nil else { return .miss }
      return .hit(view)
    }
    if asksOwnOverride, let answer = hitTestAnswer {
      // The override runs whatever the view's state, as UIKit calls `hitTest` on every subview;
      // its `super` is the walk below, which applies H2-H6.
      let app = answer(self, point, walkHitTest(point, asksOwnOverride: false))
      if let reason = app.reason, let window, window.explains { window.hitTestAppReasons.append(reason) }
      guard let view = app.value, view.window === window, window != nil else { return .miss }
      return .hit(view)
    }
    if !animations.isEmpty, let window, let inside = animationHitTest(point, now: window.scheduler.now) {
      // AN1: the eating branch of UIView's hitTest, on the presentation shape.
      guard inside else { return .miss }
      window.touchEater = self
      return .hit(self)
    }
    guard isHitTestable else { return .miss }
    switch hitTestOverride {
    case .returnsSelf?:
      return .hit(self)
    case .prefer(let names)?:
      for name in names {
        guard let preferred = window?.view(named: name) else { continue }
        if preferred.point(inside: convert(point, to: preferred)) { return .hit(preferred) }
      }
    case .transparent?, nil:
      break
    }
    guard self.point(inside: point) else { return .miss }
    return .descend(HitTestFrame(view: self, point: point, nextChild: subviews.count - 1))
  }
}

/// The constants of hit testing.
public enum HitTestingConstants {
  /// Views with alpha below this are skipped; 0.01 itself is still hittable (H2).
  public static let minimumAlpha = 0.01
}

private struct HitTestFrame {
  let view: View
  let point: Point
  var nextChild: Int
}

private enum HitTestStep {
  case hit(View)
  case miss
  case descend(HitTestFrame)
}
