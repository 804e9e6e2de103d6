/// A segmented control (`UISegmentedControl`): segments of equal width across its bounds, one
/// of them selected (SC1-SC7).
///
/// It does not use UIControl's tracking (SC2): its touch methods highlight the segment under
/// the finger, select the highlighted segment at lift and never call `super`, so it sends no
/// `touchDown`, drag or touch-up event and passes no touch up the responder chain. The only
/// event it sends is `valueChanged`, at lift, when the selected index changes (SC3, SC4).
/// A drag that starts on the selected segment drags the selection anywhere (SC3, iOS 13's
/// sliding selection); other drags follow the finger only while it is mostly inside.
/// It refuses an ancestor's single tap and, as its decompiled `gestureRecognizerShouldBegin`
/// reads, single-finger pans (SC6).
open class SegmentedControl: Control {
  /// `UISegmentedControl.noSegment`: the index of no segment (SC1).
  public static let noSegment = -1

  /// The number of segments (SC1); UIKit's `init(frame:)` makes none. Lowering it below the
  /// selected segment deselects (`noSegment`).
  public var numberOfSegments = 0 {
    didSet {
      numberOfSegments = max(0, numberOfSegments)
      if storedSelection >= numberOfSegments { storedSelection = Self.noSegment }
      if highlightedSegmentIndex >= numberOfSegments { highlightedSegmentIndex = Self.noSegment }
    }
  }

  /// `selectedSegmentIndex` (SC1): `noSegment` (−1) until a segment is selected. Setting it
  /// sends no event, as in UIKit; a value outside −1 ..< `numberOfSegments` is ignored.
  public var selectedSegmentIndex: Int {
    get { storedSelection }
    set {
      guard newValue >= Self.noSegment && newValue < numberOfSegments else { return }
      storedSelection = newValue
    }
  }

  /// `isMomentary` (SC5): segments do not stay selected; a touch still sends `valueChanged`
  /// with the touched segment, and the drag of the selection is off.
  public var isMomentary = false

  /// The segment the touch highlights (SC3): the one a lift selects. `noSegment` when no
  /// touch is on the control.
  public private(set) var highlightedSegmentIndex = SegmentedControl.noSegment

  /// Whether a touch began on the control while it could track (UIKit's flag `0x10`): the
  /// later moves, the lift and the pan veto (SC6) depend on it.
  public private(set) var isTrackingTouch = false

  /// Whether the touch began on the selected segment of a non-momentary control, so the
  /// selection follows it anywhere (UIKit's flag `0x1000`, SC3).
  public private(set) var isDraggingSelection = false

  private var storedSelection = SegmentedControl.noSegment

  open override var className: String { "UISegmentedControl" }

  /// SC2-SC4: the segmented control's own touch methods; none calls `super`, so no call is
  /// passed on (the return value is always false) and no UIControl tracking event is sent.
  open override func builtInTouches(_ method: TouchMethod, _ touches: [Touch], at windowPoint: Point) -> Bool {
    let point = convertFromWindow(windowPoint)
    switch method {
    case .touchesBegan:
      isTrackingTouch = isEnabled && isUserInteractionEnabled  // UIControl's shouldTrack (C2)
      if isTrackingTouch { highlightSegment(at: point, touchDown: true) }
    case .touchesMoved:
      guard isTrackingTouch else { return false }
      // SC3: the highlight follows the finger while it drags the selection or is mostly
      // inside; outside, the segment only looks unhighlighted and stays the one a lift picks.
      if isDraggingSelection || isMostlyInside(point) { highlightSegment(at: point, touchDown: false) }
    case .touchesEnded:
      guard isTrackingTouch else { return false }
      let dragged = isDraggingSelection
      isTrackingTouch = false
      isDraggingSelection = false
      if dragged || isMostlyInside(point) { selectSegment(highlightedSegmentIndex, dragged: dragged) }
      highlightedSegmentIndex = Self.noSegment
    case .touchesCancelled:
      // SC4: a cancel clears the highlight and changes nothing.
      guard isTrackingTouch else { return false }
      isTrackingTouch = false
      isDraggingSelection = false
      highlightedSegmentIndex = Self.noSegment
    }
    return false
  }

  /// The frame of segment `index` in the control's coordinates (SC1: equal widths, full height).
  public func frameOfSegment(_ index: Int) -> Rect {
    let width = numberOfSegments > 0 ? bounds.size.width / Double(numberOfSegments) : 0
    return Rect(x: bounds.minX + Double(index) * width, y: bounds.minY, width: width, height: bounds.size.height)
  }

  /// SC1: UIKit's `_closestSegmentIndexAtPoint:`: the segment containing the point, else the
  /// nearest one (the first of equals); `noSegment` without segments.
  public func closestSegment(to point: Point) -> Int {
    var closest = Self.noSegment
    var best = Double.infinity
    for index in 0..<numberOfSegments {
      let frame = frameOfSegment(index)
      if frame.contains(point) { return index }
      let dx = max(frame.minX - point.x, 0, point.x - frame.maxX)
      let dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
      let distance = (dx * dx + dy * dy).squareRoot()
      if distance < best {
        best = distance
        closest = index
      }
    }
    return closest
  }

  /// UIKit's `_tapSegmentAtPoint:touchDown:` on a tracking control (SC3): at touch-down, the
  /// drag of the selection starts when the touched segment is the selected one (not for a
  /// momentary control); then the closest segment is highlighted.
  private func highlightSegment(at point: Point, touchDown: Bool) {
    let index = closestSegment(to: point)
    guard index != Self.noSegment else { return }
    if touchDown && !isMomentary { isDraggingSelection = storedSelection == index }
    highlightedSegmentIndex = index
  }

  /// UIKit's `_setSelectedSegmentIndex:notify:animate:` (SC4, SC5): a change of index sends
  /// `valueChanged` with the new index; the same index sends nothing. A momentary control
  /// returns to `noSegment` once the actions have run (model decision, SC5).
  private func selectSegment(_ index: Int, dragged: Bool) {
    guard index >= 0 && index < numberOfSegments, index != storedSelection else { return }
    storedSelection = index
    send(
      .valueChanged, value: .number(Double(index)),
      because: .control(.segmentSelected(segment: index, dragged: dragged, momentary: isMomentary)))
    if isMomentary { storedSelection = Self.noSegment }
  }

  /// SC6: UISegmentedControl's `gestureRecognizerShouldBegin(_:)` refuses (a) a single-finger
  /// single tap attached to another view, (b) a pan with `minimumNumberOfTouches` of at most 1
  /// while a touch is on the control, and (c) such a pan before that when the pan's location
  /// is inside the bounds and its translation more horizontal than vertical. UIKit asks the
  /// touched view only for recognizers that cancel touches in their view (MD13).
  open override func gestureRecognizerShouldBeginAnswer(_ recognizer: GestureRecognizer) -> Bool? {
    if let explicit = super.gestureRecognizerShouldBeginAnswer(recognizer) { return explicit }
    if recognizer.isSingleFingerSingleTap && recognizer.view !== self { return false }
    guard let pan = recognizer as? PanGestureRecognizer, pan.minimumNumberOfTouches <= 1 else { return nil }
    if isTrackingTouch { return false }
    guard isEnabled && isUserInteractionEnabled, bounds.contains(pan.location(in: self)) else { return nil }
    let travel = pan.rawTranslation
    return travel.x.magnitude > travel.y.magnitude ? false : nil
  }
}

/// UIKit's name for `SegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
