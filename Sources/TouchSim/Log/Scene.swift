/// What the window looked like at one moment of a run, as the model saw it: every view's
/// frame in window coordinates (content offsets applied), whether it shows, each recognizer's
/// state, each scroll view's offset and delayed-touches state, and each touch with its view
/// and responder chain. `touchsim replay` draws its page from these facts and the record
/// stream; nothing is recomputed outside the model.
///
/// Taken by a `SceneRecorder` while a run goes on; a scene shows the state after the first
/// `recordCount` records of the run.
public struct Scene: Sendable, Equatable {
  /// When it was taken.
  public var time: SimTime
  /// How many records the run had made when it was taken.
  public var recordCount: Int
  /// Every view of the window, depth first in subview order (the window first).
  public var views: [ViewFacts]
  /// Every recognizer of those views, in view order then in the order added.
  public var recognizers: [RecognizerFacts]
  /// Every scroll view (table and collection views included), in view order.
  public var scrollViews: [ScrollFacts]
  /// The touches down, and lifted ones whose delivery is still withheld, in order of
  /// touch-down.
  public var touches: [TouchFacts]

  /// A view: where it is on the screen and whether it shows.
  public struct ViewFacts: Sendable, Equatable {
    /// What kind of object the wireframe draws.
    public enum Kind: String, Sendable, CaseIterable {
      case window, view, control, scrollView, cell
    }
    /// The view's log name.
    public var name: String
    /// Its UIKit class name (`UIButton`, an app's class).
    public var className: String
    public var kind: Kind
    /// The index of its superview in `views`; nil for the window.
    public var parent: Int?
    /// Its frame in window coordinates: its superviews' frames and bounds origins (content
    /// offsets) applied.
    public var frame: Rect
    /// The part of the window it may draw in: the intersection of its clipping ancestors'
    /// frames (scroll views clip to their bounds); nil when nothing clips it.
    public var clip: Rect?
    /// Hidden itself or through an ancestor.
    public var isHidden: Bool
    /// Its alpha times its ancestors'.
    public var alpha: Double
    /// Its own `isUserInteractionEnabled`.
    public var isUserInteractionEnabled: Bool
    /// The names of its recognizers, in the order added.
    public var recognizers: [String]
    /// The name of its view controller, if it has one.
    public var controller: String?
  }

  /// A recognizer's state.
  public struct RecognizerFacts: Sendable, Equatable {
    public var name: String
    public var className: String
    /// The name of the view it is attached to.
    public var view: String?
    public var state: GestureState
    public var isEnabled: Bool
    /// The fingers it tracks.
    public var fingers: [Int]
  }

  /// A scroll view's scrolling and delayed-touches state.
  public struct ScrollFacts: Sendable, Equatable {
    public var name: String
    public var contentOffset: Point
    public var contentSize: Size
    public var isTracking: Bool
    public var isDragging: Bool
    public var isDecelerating: Bool
    /// Whether it delays its content's touches (`delaysContentTouches`).
    public var delaysContentTouches: Bool
    /// The state of its delayed-touches recognizer (`S.delay`, D1-D5).
    public var delayState: GestureState
    /// The fingers whose `touchesBegan` its delay withholds now (the delay window is open
    /// while this is not empty).
    public var withheldFingers: [Int]
  }

  /// A touch the window holds.
  public struct TouchFacts: Sendable, Equatable {
    public var finger: Int
    /// Where the finger is, in window coordinates.
    public var location: Point
    public var phase: TouchPhase
    /// The view hit-testing bound it to (the hit-test result), if any.
    public var view: String?
    /// The responder chain from its view: the view, its superviews and controllers, the
    /// window and the application (RC1-RC3).
    public var responderChain: [String]
    /// The recognizers it is delivered to.
    public var recognizers: [String]
    /// Whether its `touchesBegan` is withheld (G5, D3).
    public var beganWithheld: Bool
    /// Whether its `touchesEnded` is withheld (G6).
    public var endedWithheld: Bool
  }
}

extension Window {
  /// The window as it is now, after `recordCount` records.
  ///
  /// - Complexity: O(views + recognizers + touches × chain length).
  public func scene(recordCount: Int) -> Scene {
    var views: [Scene.ViewFacts] = []
    var recognizers: [Scene.RecognizerFacts] = []
    var scrollViews: [Scene.ScrollFacts] = []
    // Depth first; each entry carries the window position of its superview's bounds origin.
    var stack: [(view: View, parent: Int?, origin: Point, clip: Rect?, hidden: Bool, alpha: Double)] = [
      (self, nil, .zero, nil, false, 1)
    ]
    while let (view, parent, origin, clip, hiddenAbove, alphaAbove) = stack.popLast() {
      let frame = Rect(
        x: origin.x + view.frame.origin.x, y: origin.y + view.frame.origin.y, width: view.frame.size.width,
        height: view.frame.size.height)
      let hidden = hiddenAbove || view.isHidden
      let alpha = alphaAbove * view.alpha
      let index = views.count
      views.append(
        Scene.ViewFacts(
          name: view.name, className: view.className, kind: Self.kind(of: view), parent: parent, frame: frame,
          clip: clip, isHidden: hidden, alpha: alpha, isUserInteractionEnabled: view.isUserInteractionEnabled,
          recognizers: view.gestureRecognizers.map(\.name), controller: view.viewController?.name))
      for recognizer in view.gestureRecognizers {
        recognizers.append(
          Scene.RecognizerFacts(
            name: recognizer.name, className: recognizer.className, view: view.name, state: recognizer.state,
            isEnabled: recognizer.isEnabled, fingers: recognizer.trackedTouches.map(\.finger)))
      }
      var childClip = clip
      if let scroll = view as? ScrollView {
        let delay = scroll.delayRecognizer!
        scrollViews.append(
          Scene.ScrollFacts(
            name: scroll.name, contentOffset: scroll.contentOffset, contentSize: scroll.contentSize,
            isTracking: scroll.isTracking, isDragging: scroll.isDragging, isDecelerating: scroll.isDecelerating,
            delaysContentTouches: scroll.delaysContentTouches, delayState: delay.state,
            withheldFingers: delay.state == .possible
              ? delay.trackedTouches.filter(\.delivery.beganWithheld).map(\.finger) : []))
        childClip = Self.intersection(clip, frame)
      }
      let childOrigin = Point(x: frame.origin.x - view.boundsOrigin.x, y: frame.origin.y - view.boundsOrigin.y)
      for subview in view.subviews.reversed() {
        stack.append((subview, index, childOrigin, childClip, hidden, alpha))
      }
    }
    // A lifted touch stays in the window's list until compaction; it is shown only while a
    // delivery of it is still withheld.
    let held = activeTouches.filter { !$0.isFinished || $0.delivery.beganWithheld || $0.delivery.endedWithheld }
    let touches = held.map { touch in
      var chain: [String] = []
      var responder: Responder? = touch.view
      while let current = responder, chain.count < 10_000 {
        chain.append(current.name)
        responder = current.next
      }
      return Scene.TouchFacts(
        finger: touch.finger, location: touch.location, phase: touch.phase, view: touch.view?.name,
        responderChain: chain, recognizers: touch.gestureRecognizers.map(\.name),
        beganWithheld: touch.delivery.beganWithheld,
        endedWithheld: touch.delivery.endedWithheld)
    }
    return Scene(
      time: scheduler.now, recordCount: recordCount, views: views, recognizers: recognizers,
      scrollViews: scrollViews, touches: touches)
  }

  private static func kind(of view: View) -> Scene.ViewFacts.Kind {
    switch view {
    case is Window: return .window
    case is TableViewCell, is CollectionViewCell: return .cell
    case is ScrollView: return .scrollView
    case is Control: return .control
    default: return .view
    }
  }

  private static func intersection(_ clip: Rect?, _ rect: Rect) -> Rect {
    guard let clip else { return rect }
    let minX = max(clip.minX, rect.minX)
    let minY = max(clip.minY, rect.minY)
    let maxX = max(min(clip.maxX, rect.maxX), minX)
    let maxY = max(min(clip.maxY, rect.maxY), minY)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// Takes a `Scene` of a window before each record and after each event of a run, keeping one
/// only when something changed, so that a picture of the run can show the screen at any
/// record or time (`touchsim replay`). Costs O(views) per record: for pictures, not for
/// benchmarks.
///
/// ```swift
/// let scenes = SceneRecorder(window: window, simulation: simulation)
/// _ = simulation.run()
/// scenes.scenes  // the first at time 0 before any record
/// ```
public final class SceneRecorder {
  /// The scenes taken, in run order; each differs from the one before it in more than its
  /// time and record count.
  public private(set) var scenes: [Scene] = []
  /// Scenes not kept because `limit` scenes were kept already.
  public private(set) var dropped = 0
  /// The most scenes kept.
  public let limit: Int
  private unowned let window: Window

  /// Starts taking scenes of the window of `simulation` (before it runs).
  public init(simulation: Simulation, limit: Int = 20_000) {
    self.window = simulation.window
    self.limit = limit
    let recorder = window.recorder
    let previous = recorder.sink
    // The recorder owns its sink: the closure must not own the recorder back (a cycle that kept
    // every record and reason of a replayed run alive; libFuzzer's leak check found it).
    recorder.sink = { [unowned self, unowned recorder] record in
      previous?(record)
      self.take(recordCount: recorder.count - 1)
    }
    let previousEnd = simulation.afterEachEvent
    simulation.afterEachEvent = { [unowned self, unowned recorder] in
      previousEnd?()
      self.take(recordCount: recorder.count)
    }
    take(recordCount: 0)
  }

  private func take(recordCount: Int) {
    let scene = window.scene(recordCount: recordCount)
    if let last = scenes.last, last.views == scene.views, last.recognizers == scene.recognizers,
      last.scrollViews == scene.scrollViews, last.touches == scene.touches
    {
      return
    }
    guard scenes.count < limit else {
      dropped += 1
      return
    }
    scenes.append(scene)
  }
}
