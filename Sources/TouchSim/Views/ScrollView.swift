/// A scroll view (`UIScrollView`): content that moves under a delay recognizer and a pan
/// recognizer, so that its touch rules follow from UIKit's structure (S1-S7, D, K, X, P,
/// DL, DC, B, PG, N).
///
/// Its `@exclusivity(unchecked)` stored properties (the hot ones) rely on the model running on
/// one thread and never holding an `inout` access to them across a call; without them the
/// benchmarks run 66-80% more instructions (Docs/Performance.md, "Exclusivity checking").
open class ScrollView: View {
  /// The content's size (S6).
  @exclusivity(unchecked) public var contentSize = Size.zero
  /// The content inset, top/left/bottom/right (S6).
  @exclusivity(unchecked) public var contentInset = EdgeInsets.zero
  /// Delay content touches by 150 ms (D1); default true (S2).
  @exclusivity(unchecked) public var delaysContentTouches = true
  /// Let dragging cancel content touches (K3, K5); default true (S2).
  @exclusivity(unchecked) public var canCancelContentTouches = true
  /// Let content be dragged past the edges (B1-B4); default true.
  @exclusivity(unchecked) public var bounces = true
  /// Make the vertical axis scrollable even when the content fits (B1, S6).
  @exclusivity(unchecked) public var alwaysBounceVertical = false
  /// Make the horizontal axis scrollable even when the content fits (B1, S6).
  @exclusivity(unchecked) public var alwaysBounceHorizontal = false
  /// Lock a drag to its dominant axis (P4).
  @exclusivity(unchecked) public var isDirectionalLockEnabled = false
  /// Settle on pages of the bounds size (PG1).
  @exclusivity(unchecked) public var isPagingEnabled = false
  /// N4 (iOS 17.4): at its top or bottom edge, leave a vertical drag that pushes past the edge
  /// to the parent scroll view tracking the same touch; default true.
  @exclusivity(unchecked) public var transfersVerticalScrollingToParent = true
  /// N4 (iOS 17.4): the same for a horizontal drag at the left or right edge; default true.
  @exclusivity(unchecked) public var transfersHorizontalScrollingToParent = true
  /// Per-ms velocity retention: 0.998 normal, 0.99 fast (DC1; other values snap).
  public var decelerationRate = ScrollViewConstants.normalDecelerationRate {
    didSet {
      decelerationRate =
        decelerationRate < ScrollViewConstants.decelerationRateSnap
        ? ScrollViewConstants.fastDecelerationRate : ScrollViewConstants.normalDecelerationRate
    }
  }
  /// The app's `touchesShouldBegin(_:with:in:)` override, if any (K1): asked with the
  /// touches and the content view; an answer of `nil` is UIScrollView's own (`true`).
  @exclusivity(unchecked) public var touchesShouldBeginOverride: (([Touch], View) -> AppAnswer<Bool?>)?
  /// The app's `touchesShouldCancel(in:)` override, if any (K3, C8): asked with the content
  /// view; an answer of `nil` is UIScrollView's own (K4).
  @exclusivity(unchecked) public var touchesShouldCancelOverride: ((View) -> AppAnswer<Bool?>)?
  /// The delegate (`UIScrollViewDelegate`, or `UITableViewDelegate` for a table), held weakly
  /// as UIKit holds it: called right after each delegate call's record, before the reactions
  /// added with `onDelegateCall(_:)`.
  public weak var delegate: ScrollViewDelegate? {
    didSet { hasDelegate = delegate != nil }
  }
  /// Whether a delegate was set: a weak load costs a trip through the runtime's side table,
  /// so a scroll view without a delegate does not make one per delegate call (issue 15's figure).
  @exclusivity(unchecked) var hasDelegate = false
  /// The app's scroll-view delegate as code: run after every delegate call's record, in the
  /// order added (`onDelegateCall(_:)`).
  @exclusivity(unchecked) public private(set) var delegateReactions: [(ScrollView, ScrollDelegateCall) -> Void] = []
  /// Scroll views whose drags this one's pan also drives (seed 003's linked scroll views).
  @exclusivity(unchecked) public internal(set) var followers: [ScrollView] = []

  /// True from touch-down until the pan fails or the drag ends (S3).
  @exclusivity(unchecked) public internal(set) var isTracking = false
  /// True once the pan began, until the drag ends (S4).
  @exclusivity(unchecked) public internal(set) var isDragging = false
  /// True while moving after the finger lifted; also while a caught fling is paused (S5).
  @exclusivity(unchecked) public internal(set) var isDecelerating = false

  /// The delayed-touches recognizer (`<id>.delay`).
  @exclusivity(unchecked) public private(set) var delayRecognizer: ScrollViewDelayedTouchesRecognizer!
  /// The pan recognizer (`<id>.pan`).
  @exclusivity(unchecked) public private(set) var panGestureRecognizer: ScrollViewPanGestureRecognizer!

  @exclusivity(unchecked) var drag: DragState?
  @exclusivity(unchecked) var motion: Motion?
  /// The label of the deceleration ticks' timers, built once (issue 15: not at every tick).
  lazy var tickLabel = name + " tick"
  /// A touch caught the scroll view moving: its pan begins at touch-down (DC5, DC8).
  @exclusivity(unchecked) var caughtMotion = false

  /// Creates a scroll view with UIKit's defaults (S2): multiple touch on, its delay
  /// recognizer added before its pan (S1, MD4).
  public override init(name: String, frame: Rect = .zero) {
    super.init(name: name, frame: frame)
    isMultipleTouchEnabled = true
    delayRecognizer = ScrollViewDelayedTouchesRecognizer(scrollView: self)
    panGestureRecognizer = ScrollViewPanGestureRecognizer(scrollView: self)
    addGestureRecognizer(delayRecognizer)
    addGestureRecognizer(panGestureRecognizer)
  }

  open override var className: String { "UIScrollView" }

  /// The content offset: the bounds origin. Setting it is the app's
  /// `setContentOffset(_:animated: false)`: `scrollViewDidScroll` when it changes (S8), and a
  /// drag continues from it (S9). A scenario's definition sets `boundsOrigin`, without a call.
  public var contentOffset: Point {
    get { boundsOrigin }
    set { setContentOffsetByApp(newValue, because: .app(HandlerReason.contentOffset)) }
  }

  /// S7: disabling scrolling disables both recognizers at once (a recognizing pan is
  /// cancelled, G11) and ends tracking.
  public var isScrollEnabled: Bool {
    get { panGestureRecognizer.isEnabled }
    set {
      delayRecognizer.isEnabled = newValue
      panGestureRecognizer.isEnabled = newValue
      if !newValue && !isDragging { isTracking = false }
    }
  }

  /// Makes this scroll view's pan also drive another scroll view (seed 003's linked scroll
  /// views: both get the drag and scroll together).
  public func addFollower(_ follower: ScrollView) {
    if !followers.contains(where: { $0 === follower }) { followers.append(follower) }
  }

  /// `touchesShouldBegin(_:with:in:)`: whether the content view may get the touches the
  /// delay recognizer withheld (K1, K2); asked with the scroll view itself as content view too
  /// (MD11). The default (`super`) is the answer the scroll view was given
  /// (`touchesShouldBeginOverride`), else UIScrollView's `true`. The log shows each question.
  open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
    given(touchesShouldBeginOverride?(touches.inTouchDownOrder, view), default: true)
  }

  /// `touchesShouldCancel(in:)`: whether the drag may cancel the touches of a content view
  /// (K3, K5). The default (`super`) is the answer the scroll view was given
  /// (`touchesShouldCancelOverride`), else UIScrollView's: `false` for an enabled control,
  /// `true` for everything else (K4, MD3). Asked only when `canCancelContentTouches` is true
  /// (K5), once per content view, as the pan would begin.
  ///
  /// ```swift
  /// final class ButtonFriendlyScrollView: UIScrollView {
  ///   override func touchesShouldCancel(in view: UIView) -> Bool {
  ///     view is UIControl ? true : super.touchesShouldCancel(in: view)
  ///   }
  /// }
  /// ```
  open func touchesShouldCancel(in view: View) -> Bool {
    given(touchesShouldCancelOverride?(view), default: Self.defaultTouchesShouldCancel(in: view))
  }

  /// RC4: UIScrollView's touch methods do not forward to the next responder.
  open override func builtInTouches(_ method: TouchMethod, _ touches: [Touch], at windowPoint: Point) -> Bool {
    false
  }

  // MARK: - Scrollable range (S6)

  /// S6: the horizontal axis scrolls when the content is wider than the bounds, or always
  /// bounces.
  public var canScrollHorizontally: Bool {
    contentSize.width + contentInset.left + contentInset.right > frame.size.width + 1e-6
      || (alwaysBounceHorizontal && bounces)
  }

  /// S6: the vertical axis scrolls when the content is taller than the bounds, or always
  /// bounces.
  public var canScrollVertically: Bool {
    contentSize.height + contentInset.top + contentInset.bottom > frame.size.height + 1e-6
      || (alwaysBounceVertical && bounces)
  }

  /// The smallest in-bounds offset.
  public var minimumOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

  /// The largest in-bounds offset.
  public var maximumOffset: Point {
    let minimum = minimumOffset
    return Point(
      x: max(minimum.x, contentSize.width + contentInset.right - frame.size.width),
      y: max(minimum.y, contentSize.height + contentInset.bottom - frame.size.height))
  }

  /// The offset clamped to the content range.
  func clamped(_ offset: Point) -> Point {
    let minimum = minimumOffset
    let maximum = maximumOffset
    return Point(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
  }

  /// Whether the offset is out of the content range (bouncing).
  var isOutOfBounds: Bool { clamped(contentOffset) != contentOffset }

  /// Sets the offset rounded to device pixels; `scrollViewDidScroll` when it changed (P3, MD15).
  func setContentOffset(_ offset: Point, because reason: @autoclosure () -> Reason) {
    let scale = ScrollViewConstants.pixelsPerPoint
    let rounded = Point(x: (offset.x * scale).rounded() / scale, y: (offset.y * scale).rounded() / scale)
    guard rounded != boundsOrigin else { return }
    boundsOrigin = rounded
    notify(.scrollViewDidScroll, because: .scrollView(.scrolled(cause: reason())))
  }

  /// Logs a delegate call with the current offset; `reason` is its `--explain` reason.
  /// The delegate, then the reactions, run right after the record, nested no deeper than
  /// `RunLimits.maxReactionDepth` (S8). Returns the target offset after the delegate's
  /// `scrollViewWillEndDragging` (the given one otherwise).
  @discardableResult
  func notify(
    _ call: ScrollDelegateCall, velocity: Point? = nil, target: Point? = nil, willDecelerate: Bool? = nil,
    because reason: @autoclosure () -> Reason
  ) -> Point? {
    guard let window = home else { return target }
    window.record(
      name,
      .scrollDelegate(call, offset: contentOffset, velocity: velocity, willDecelerate: willDecelerate, target: target),
      why: reason())
    var result = target
    if hasDelegate {
      window.runReactions(of: name, to: call.rawValue) {
        result = callDelegate(call, velocity: velocity, target: target, willDecelerate: willDecelerate)
      }
    }
    for reaction in delegateReactions {
      window.runReactions(of: name, to: call.rawValue) { reaction(self, call) }
    }
    return result
  }
}

/// An app override that answers per content view: a constant, or a map by view id with an
/// optional `"*"` for the rest (Docs/ScenarioFormat.md).
public enum ViewAnswers: Sendable, Equatable {
  /// The same answer for every view.
  case always(Bool)
  /// Answers by view id; views not listed use `otherwise`, or UIKit's default if `nil`.
  case byView([String: Bool], otherwise: Bool?)

  /// The answer for a view, or `nil` for UIKit's default.
  public func answer(for view: View) -> Bool? {
    switch self {
    case .always(let value): return value
    case .byView(let answers, let otherwise): return answers[view.name] ?? otherwise
    }
  }

  /// The override that gives these answers (`ScrollView.touchesShouldCancelOverride`).
  public var override: (View) -> AppAnswer<Bool?> { { view in AppAnswer(answer(for: view)) } }
}

extension ScrollView {
  /// Runs `body` inside every `UIScrollViewDelegate` call this scroll view makes (S1-S5),
  /// right after the call's record; read the scroll view's state (`contentOffset`,
  /// `isDragging`, ...) as the delegate would. Setting `contentOffset` from inside
  /// `scrollViewDidScroll` calls it again at once (S8), bounded by `RunLimits.maxReactionDepth`.
  ///
  /// ```swift
  /// table.onDelegateCall { table, call in
  ///   if call == .scrollViewDidScroll && table.contentOffset.y < 0 { table.contentOffset = .zero }
  /// }
  /// ```
  public func onDelegateCall(_ body: @escaping (ScrollView, ScrollDelegateCall) -> Void) {
    delegateReactions.append(body)
  }
}
