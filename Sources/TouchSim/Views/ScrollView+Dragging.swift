/// Where a drag started and which axes it may move.
struct DragState {
  var startOffset: Point
  var movesX: Bool
  var movesY: Bool
  /// The finger translation the offset last followed.
  var translation = Point.zero
  /// SH5: the sheet this drag may move (UIKit's `_scrollableAncestor`, looked up per drag).
  weak var ancestor: (any ScrollableAncestor)?
}

extension ScrollView {
  /// The pan's action (`handlePan:`): the drag and its delegate calls (DL1-DL3), also for
  /// the scroll views that share this pan (seed 003).
  func handlePan(_ state: GestureState, translation: Point, liftVelocity: Point) {
    applyPan(state, translation: translation, liftVelocity: liftVelocity)
    for follower in followers {
      if state == .began { follower.isTracking = true }
      follower.applyPan(state, translation: translation, liftVelocity: liftVelocity)
    }
  }

  func applyPan(_ state: GestureState, translation: Point, liftVelocity: Point) {
    switch state {
    case .began:
      isDragging = true
      // DL1: before the first offset change
      notify(
        .scrollViewWillBeginDragging,
        because: .scrollView(.dragBegan(pan: panGestureRecognizer.name, cause: panGestureRecognizer.lastReason)))
      // P3, DC8: a drag that catches a bounce starts from the raw offset the rubber band
      // displays where the content is, so the band is not applied a second time
      drag = DragState(startOffset: unbanded(contentOffset), movesX: canScrollHorizontally, movesY: canScrollVertically)
      drag?.ancestor = scrollableAncestor()
      lockDirection(translation)
      updateDrag(translation, step: .began)  // P3
    case .changed:
      updateDrag(translation, step: .followed)  // DL1
    case .ended:
      updateDrag(translation, step: .lifted)  // MD19: a lift at a new place moves the content there first
      endDrag(liftVelocity: liftVelocity)
    case .cancelled:
      endDrag(liftVelocity: .zero)
    default:
      break
    }
  }

  /// P4: with directional lock, a drag that starts within ~20° of an axis moves only along it.
  private func lockDirection(_ translation: Point) {
    guard isDirectionalLockEnabled, var current = drag, current.movesX && current.movesY else { return }
    let angle = Angle.atan2(translation.y.magnitude, translation.x.magnitude)
    if angle < ScrollViewConstants.lockHorizontalAngle { current.movesY = false }
    if angle > ScrollViewConstants.lockVerticalAngle { current.movesX = false }
    drag = current
  }

  /// P3, B2, B3: the offset follows the finger, rubber-banded past the edges (or clamped
  /// without `bounces`).
  private func updateDrag(_ translation: Point, step: ScrollViewReason.DragStep) {
    guard var drag else { return }
    drag.translation = translation
    self.drag = drag
    var raw = drag.startOffset
    if drag.movesX { raw.x -= translation.x }
    if drag.movesY { raw.y -= translation.y }
    if drag.movesY, let ancestor = drag.ancestor,
      let y = ancestor.adjustedOffset(
        for: self, proposed: raw.y, start: drag.startOffset.y, velocityY: panGestureRecognizer.velocity(in: nil).y)
    {
      raw.y = y  // SH5: the sheet takes its part of the drag
    }
    let banded = rubberBanded(raw)
    setContentOffset(
      banded,
      because: .scrollView(
        .dragged(
          step: step, translation: translation,
          edge: banded == raw ? nil : self.bounces ? .rubberBanded : .clamped)))
  }

  /// B2: overshoot x displays as x·d·c / (d + c·x), d the bounds dimension.
  func rubberBanded(_ raw: Point) -> Point {
    let minimum = minimumOffset
    let maximum = maximumOffset
    func band(_ value: Double, _ low: Double, _ high: Double, _ dimension: Double) -> Double {
      let c = ScrollViewConstants.rubberBandCoefficient
      func displayed(_ x: Double) -> Double { x * dimension * c / (dimension + c * x) }
      if value < low { return bounces ? low - displayed(low - value) : low }
      if value > high { return bounces ? high + displayed(value - high) : high }
      return value
    }
    return Point(
      x: band(raw.x, minimum.x, maximum.x, frame.size.width), y: band(raw.y, minimum.y, maximum.y, frame.size.height))
  }

  /// B2's inverse (UIKit's `_offsetWithoutDecorationForRubberBandOffset:`): the raw offset
  /// whose rubber band displays as `displayed`, x = b·d / (c·(d − b)) for an overshoot b.
  /// Without `bounces`, or for an overshoot of a whole bounds dimension or more (only an
  /// offset set from outside gets there), the offset is taken as it is.
  func unbanded(_ displayed: Point) -> Point {
    guard bounces else { return displayed }
    let minimum = minimumOffset
    let maximum = maximumOffset
    func raw(_ value: Double, _ low: Double, _ high: Double, _ dimension: Double) -> Double {
      let c = ScrollViewConstants.rubberBandCoefficient
      let overshoot = value < low ? low - value : value > high ? value - high : 0
      guard overshoot > 0, overshoot < dimension else { return value }
      let x = overshoot * dimension / (c * (dimension - overshoot))
      return value < low ? low - x : high + x
    }
    return Point(
      x: raw(displayed.x, minimum.x, maximum.x, frame.size.width),
      y: raw(displayed.y, minimum.y, maximum.y, frame.size.height))
  }

  /// DL1-DL3, DC2, PG1, B4, MD6: the lift. Velocity in pt/ms in the direction of increasing
  /// offset, zero on axes that cannot scroll (P5) and below 0.25 pt/ms (DL2).
  private func endDrag(liftVelocity: Point) {
    let movesX = drag?.movesX ?? canScrollHorizontally
    let ancestor = drag?.ancestor
    let drivesSheet = ancestor?.isDriven(by: self) ?? false
    // SH5: the sheet zeroed the vertical velocity of a drag it takes
    let movesY = (drag?.movesY ?? canScrollVertically) && !drivesSheet
    let velocity = Point(
      x: Self.flingComponent(-liftVelocity.x, moves: movesX), y: Self.flingComponent(-liftVelocity.y, moves: movesY))
    let offset = contentOffset
    let target: Point
    var willDecelerate: Bool
    var pageTarget: Point?
    if isPagingEnabled {
      let page = pagingTarget(offset: offset, velocity: velocity)
      pageTarget = page
      target = page
      willDecelerate = page != offset
    } else {
      target = clamped(Point(x: offset.x + coastDistance(velocity.x), y: offset.y + coastDistance(velocity.y)))
      willDecelerate = velocity != .zero || isOutOfBounds
    }
    let appTarget = notify(
      .scrollViewWillEndDragging, velocity: velocity, target: target,
      because: .scrollView(
        .willEndDragging(
          liftVelocity: Point(x: -liftVelocity.x, y: -liftVelocity.y),
          zeroed: velocity != Point(x: -liftVelocity.x, y: -liftVelocity.y), paging: pageTarget != nil)))
    // S10: a delegate that moves `targetContentOffset` makes the scroll view settle there.
    if let appTarget, appTarget != target {
      pageTarget = clamped(appTarget)
      willDecelerate = pageTarget != offset
    }
    isDragging = false  // S4: false by the time didEndDragging runs
    notify(
      .scrollViewDidEndDragging, willDecelerate: willDecelerate,
      because: .scrollView(
        .didEndDragging(
          willDecelerate ? (pageTarget != nil ? .page : velocity != .zero ? .coast : .springBack) : nil)))
    isTracking = false  // S3: still true inside didEndDragging
    drag = nil
    if drivesSheet { _ = ancestor?.scrollViewDragEnded(self, velocityY: liftVelocity.y * 1000) }  // SH8
    let caught = caughtMotion
    caughtMotion = false
    if willDecelerate {
      startMotion(velocity: velocity, pageTarget: pageTarget)
    } else if caught && isDecelerating {
      motion = nil
      isDecelerating = false
      notify(
        .scrollViewDidEndDecelerating,
        because: .scrollView(.pausedDecelerationEnded))  // MD6
    }
  }

  /// SH5: the sheet whose card holds this scroll view, when it drives it
  /// (`_shouldBeFoundByDescendentScrollView:`).
  func scrollableAncestor() -> (any ScrollableAncestor)? {
    var ancestor = superview
    while let view = ancestor {
      if let card = view as? SheetCardView, let sheet = card.sheet {
        return sheet.shouldBeFound(by: self) ? sheet : nil
      }
      ancestor = view.superview
    }
    return nil
  }

  /// P5, DL2: a lift velocity component, zero on an axis that does not move and below
  /// 0.25 pt/ms.
  static func flingComponent(_ value: Double, moves: Bool) -> Double {
    guard moves, value.magnitude >= ScrollViewConstants.minimumFlingVelocity else { return 0 }
    return value
  }

  /// DC2: the predicted coast, (v − 0.01·sign v) / −ln f.
  private func coastDistance(_ velocity: Double) -> Double {
    guard velocity != 0 else { return 0 }
    let stop = ScrollViewConstants.stopVelocity
    return (velocity - (velocity < 0 ? -stop : stop)) / -logDecelerationRate
  }

  /// PG1: the next or previous page on a flick faster than 0.3 pt/ms, else the nearest.
  private func pagingTarget(offset: Point, velocity: Point) -> Point {
    func page(_ value: Double, _ speed: Double, _ size: Double, _ low: Double, _ high: Double) -> Double {
      guard size > 0 else { return value }
      let current = (value / size).rounded(.down)
      var index = (value / size).rounded()
      if speed > ScrollViewConstants.pagingFlickVelocity { index = current + 1 }
      if speed < -ScrollViewConstants.pagingFlickVelocity { index = current + (value / size == current ? -1 : 0) }
      return min(max(index * size, low), high)
    }
    let minimum = minimumOffset
    let maximum = maximumOffset
    return Point(
      x: page(offset.x, velocity.x, frame.size.width, minimum.x, maximum.x),
      y: page(offset.y, velocity.y, frame.size.height, minimum.y, maximum.y))
  }

  /// ln of the deceleration rate (only the two snapped values exist, DC1).
  var logDecelerationRate: Double {
    decelerationRate == ScrollViewConstants.fastDecelerationRate
      ? ScrollViewConstants.logFastRate : ScrollViewConstants.logNormalRate
  }
}

extension ScrollView {
  /// The app sets the offset (`contentOffset = p`, `setContentOffset(_:animated: false)`):
  /// `scrollViewDidScroll` at once when it changed (S8), and a drag in progress continues
  /// from the new offset rather than jumping back to where the finger's translation would
  /// put it (S9, a model decision: UIKit applies the finger's movement to the offset the app
  /// left, which is what sheets that pin an inner table rely on).
  func setContentOffsetByApp(_ offset: Point, because reason: @autoclosure () -> Reason) {
    setContentOffset(offset, because: reason())
    guard var current = drag else { return }
    let raw = unbanded(contentOffset)
    if current.movesX { current.startOffset.x = raw.x + current.translation.x }
    if current.movesY { current.startOffset.y = raw.y + current.translation.y }
    drag = current
  }
}
