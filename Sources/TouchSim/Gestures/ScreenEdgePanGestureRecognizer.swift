/// `UIScreenEdgePanGestureRecognizer`: a pan that starts at an edge of the screen (NV2, NV3).
///
/// It tracks one finger (`maximumNumberOfTouches` 1) and delays `touchesBegan` (NV2). At
/// touch-down the finger must lie within `edgeRegionSize` (13 pt) of one of its `edges`, in
/// the window's coordinates, else it fails at once (NV3: UIKit's back-projection of the start
/// point along the velocity is approximated by the touch-down point). It begins when the finger
/// has moved `edgeHysteresis` (15 pt) away from such an edge along the edge's normal axis, and
/// its translation is reported net of those 15 pt (NV3, as G14). Moving along the edge, or
/// towards it, does not begin it.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// NV3: the width of the edge region, `_UISEGestureFeatureSettings`' `edgeRegionSize`.
  public static let defaultEdgeRegionSize = 13.0
  /// NV3: the travel away from the edge that begins it (`_resetHystersis` sets 15).
  public static let edgeHysteresis = 15.0

  /// `edges`: the edges it starts from (NV3); set it before the gesture starts.
  public var edges: RectEdge = []
  /// The width of the edge region in points (NV3, 13 pt by default).
  public var edgeRegionSize = ScreenEdgePanGestureRecognizer.defaultEdgeRegionSize
  /// The edges the touch-down lay near, this sequence (NV3).
  public private(set) var startEdges: RectEdge = []
  /// NV21: UIKit's `_recognizesWithoutEdge` (the content-wide back swipe): no edge region at
  /// touch-down; every one of `edges` counts as the start edge.
  var recognizesWithoutEdge = false

  /// A screen-edge pan with no edges yet (UIKit's `init(target:action:)`): one touch at most
  /// and `delaysTouchesBegan` on (NV2).
  public override init(name: String) {
    super.init(name: name)
    maximumNumberOfTouches = 1
    delaysTouchesBegan = true
  }

  /// A screen-edge pan on `edges`.
  public convenience init(name: String, edges: RectEdge) {
    self.init(name: name)
    self.edges = edges
  }

  open override var className: String { "UIScreenEdgePanGestureRecognizer" }

  override var hysteresis: Double { Self.edgeHysteresis }
  override var hysteresisRule: RuleID { .nv3 }

  override func hysteresisReason(_ raw: Point, _ axes: (x: Bool, y: Bool)) -> Reason {
    let distance = axes.x ? raw.x.magnitude : raw.y.magnitude
    return .navigation(.movedAwayFromEdge(distance: distance, edges: startEdges.names))
  }

  /// NV3: the edges of `edges` whose region holds `point` (window coordinates).
  public func edges(near point: Point) -> RectEdge {
    guard let window = view?.window else { return [] }
    let bounds = window.bounds
    var near: RectEdge = []
    for edge in edges.members {
      let distance: Double
      switch edge {
      case .top: distance = point.y - bounds.minY
      case .left: distance = point.x - bounds.minX
      case .bottom: distance = bounds.maxY - point.y
      default: distance = bounds.maxX - point.x
      }
      if distance <= edgeRegionSize { near.insert(edge) }
    }
    return near
  }

  open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible, openTouches.count == touches.count, let touch = touches.first else { return }
    startEdges = recognizesWithoutEdge ? edges : edges(near: touch.location)
    if startEdges.isEmpty {
      let location = touch.location
      let edgeNames = edges.names
      let region = edgeRegionSize
      setState(
        .failed,
        because: .navigation(.notNearEdge(location: location, region: region, edges: edgeNames)))
    }
  }

  /// NV3 (model decision): a finger that travels the hysteresis on an axis without moving
  /// away from its edge (along the edge, or back towards it) fails it, so that the delayed
  /// `touchesBegan` (NV2) reaches the content.
  open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
    super.touchesMoved(touches, with: event)
    guard state == .possible else { return }
    let raw = rawTranslation
    let h = Self.edgeHysteresis
    guard raw.x.magnitude >= h || raw.y.magnitude >= h else { return }
    setState(.failed, because: notAwayFromEdgeReason(distance: max(raw.x.magnitude, raw.y.magnitude)))
  }

  /// `--explain`: why a finger that travelled `distance` without moving away fails it.
  func notAwayFromEdgeReason(distance: Double) -> Reason {
    .navigation(.notAwayFromEdge(distance: distance, edges: startEdges.names))
  }

  /// NV3: only motion away from an edge the touch started near counts, along that edge's
  /// normal axis.
  open override func axesPastHysteresis(_ translation: Point) -> (x: Bool, y: Bool) {
    let h = Self.edgeHysteresis
    var x = false
    var y = false
    if startEdges.contains(.left) && translation.x >= h { x = true }
    if startEdges.contains(.right) && translation.x <= -h { x = true }
    if startEdges.contains(.top) && translation.y >= h { y = true }
    if startEdges.contains(.bottom) && translation.y <= -h { y = true }
    return (x, y)
  }

  open override func reset() {
    super.reset()
    startEdges = []
  }
}

/// `UIScreenEdgePanGestureRecognizer`: `ScreenEdgePanGestureRecognizer`.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
