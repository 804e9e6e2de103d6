/// UIKit's name for `RefreshControl`.
public typealias UIRefreshControl = RefreshControl

/// A refresh control (`UIRefreshControl`, RF1-RF7): a control attached to a scroll view
/// (`ScrollView.refreshControl`) that follows the scroll view's offset and sends
/// `valueChanged` when the user pulls the top of the content far enough down.
///
/// It has no touch handling of its own: it watches the scroll view's offset (RF2), which UIKit
/// reports to it at every offset change. The pull is the distance the content is dragged past
/// its top edge; once the pull is past 5 pt the control is revealing, and while the finger is
/// still down a pull of the snapping height (RF3) sets `isRefreshing` and sends `valueChanged`
/// at once, during the drag (RF4). It stays refreshing until the app calls `endRefreshing()`;
/// `beginRefreshing()` sets it refreshing without sending anything (RF5).
///
/// ```swift
/// let refresh = UIRefreshControl(name: "refresh")
/// table.refreshControl = refresh
/// refresh.addTarget(for: .valueChanged) { control in reload { (control as! UIRefreshControl).endRefreshing() } }
/// ```
public final class RefreshControl: Control {
  /// UIKit's `refreshControlState` (RF2): the numbers are UIKit's own.
  public enum State: Int, Sendable {
    /// Hidden or at rest (0).
    case idle = 0
    /// The user is pulling; not yet far enough (1).
    case revealing = 1
    /// Pulled to the snapping height while tracking; passes to `refreshing` at once (2).
    case armed = 2
    /// Refreshing, until `endRefreshing()` (3).
    case refreshing = 3
    /// Refreshing ended while the control showed, the finger up: hiding (4).
    case hiding = 4
    /// Refreshing ended while the finger was still down (5).
    case endedWhileTracking = 5
    /// Revealed by a bounce at the top after a fling, which never refreshes (6).
    case revealedByBounce = 6
  }

  /// The state (RF2); `isRefreshing` is `state == .refreshing`.
  public private(set) var state = State.idle
  /// How far the content is pulled past its top edge, in points (RF2): UIKit's `_visibleHeight`.
  public private(set) var visibleHeight = 0.0
  /// The scroll view the control is attached to (`ScrollView.refreshControl`).
  public private(set) weak var scrollView: ScrollView?
  /// The scroll view whose delegate calls already update this control (attached once).
  private weak var observedScrollView: ScrollView?

  /// Creates a refresh control with UIKit's modern style's frame, 320×60 (RF1); attached to
  /// a scroll view it takes the scroll view's width.
  public override init(name: String, frame: Rect = Rect(x: 0, y: 0, width: 320, height: RefreshControlConstants.height))
  {
    super.init(name: name, frame: frame)
  }

  public override var className: String { "UIRefreshControl" }

  /// RF2: whether a refresh was triggered and has not ended (UIKit's `isRefreshing`).
  public var isRefreshing: Bool { state == .refreshing }

  /// RF7: the touched view of a showing refresh control is its content view, a plain view, so
  /// a scroll view's default `touchesShouldCancel(in:)` is true for it (model decision, as SW7);
  /// the control tracks the touches its content view passes up as any control (C3-C6).
  override var scrollViewMayCancelByDefault: Bool { true }

  /// RF5: the app's `beginRefreshing()`: the control becomes refreshing without sending
  /// `valueChanged` and without scrolling; outside a window it does nothing.
  public func beginRefreshing() {
    guard home != nil else { return }
    setState(.refreshing, notify: false)
  }

  /// RF6: the app's `endRefreshing()`: the control stops refreshing, sending nothing: to idle
  /// when it does not show, else to `endedWhileTracking` while the scroll view tracks a finger,
  /// else to `hiding`. A control that is not refreshing does not change.
  public func endRefreshing() {
    update()
    let target: State
    if visibleHeight <= 0 {
      target = .idle
    } else if scrollView?.isTracking == true {
      target = .endedWhileTracking
    } else {
      target = .hiding
    }
    setState(target, notify: false)
  }

  // MARK: - Following the scroll view (RF2-RF4)

  /// Attaches the control to a scroll view: it becomes the scroll view's backmost subview and
  /// follows its offset from then on (RF1).
  func attach(to scrollView: ScrollView) {
    if superview !== scrollView || scrollView.subviews.first !== self { scrollView.insertSubview(self, at: 0) }
    self.scrollView = scrollView
    if observedScrollView !== scrollView {
      observedScrollView = scrollView
      scrollView.onDelegateCall { [weak self] scrollView, call in
        guard call == .scrollViewDidScroll, let self, self.scrollView === scrollView else { return }
        self.update()
      }
    }
    update()
  }

  /// Detaches the control from its scroll view.
  func detach() {
    scrollView = nil
    removeFromSuperview()
  }

  /// RF3: the pull that triggers a refresh for a scroll view `height` points tall: half the
  /// height, at most 112.5 pt scaled by height/568 (by 0.6549 below 372 pt).
  public static func snappingHeight(forScrollViewHeight height: Double) -> Double {
    let scale = height < 372 ? RefreshControlConstants.smallScrollViewScale : height / 568
    return min((height * 0.5).rounded(), RefreshControlConstants.maximumSnappingHeight * scale)
  }

  /// RF3: the snapping height of the attached scroll view.
  public var snappingHeight: Double {
    Self.snappingHeight(forScrollViewHeight: scrollView?.frame.size.height ?? 0)
  }

  /// RF2, RF3: how much of the control shows: the pull over the control's height at rest or
  /// while refreshing, over the snapping height otherwise; between 0 and 1.
  var revealedFraction: Double {
    let whole = state == .idle || state == .refreshing ? RefreshControlConstants.height : snappingHeight
    guard whole > 0 else { return visibleHeight > 0 ? 1 : 0 }
    return min(max(visibleHeight / whole, 0), 1)
  }

  /// RF2: the scroll view's offset changed: the control moves to the top of the visible area,
  /// takes the new pull, and recomputes its state when the pull changed; it is hidden while
  /// the pull is 5 pt or less.
  func update() {
    guard let scrollView else { return }
    let offset = scrollView.contentOffset
    frame = Rect(
      x: offset.x, y: offset.y + scrollView.contentInset.top, width: scrollView.frame.size.width,
      height: RefreshControlConstants.height)
    let visible = max(0, -scrollView.contentInset.top - offset.y)
    if visible != visibleHeight {
      visibleHeight = visible
      setState(nextState(of: scrollView), notify: true)
      isHidden = visibleHeight <= RefreshControlConstants.hiddenHeight
    }
    if visible == 0 { isHidden = true }
  }

  /// RF2-RF4: UIKit's `_recomputeNewState`.
  private func nextState(of scrollView: ScrollView) -> State {
    let fraction = revealedFraction
    let shows = visibleHeight > RefreshControlConstants.hiddenHeight
    switch state {
    case .idle:
      if fraction > 0 && scrollView.isOutOfBounds && scrollView.isDecelerating { return .revealedByBounce }
      if !shows || fraction >= 1 {
        if fraction < 1 || scrollView.isTracking { return .idle }
      }
      return .revealing
    case .revealing:
      if fraction >= 1 && scrollView.isTracking { return .armed }
      return visibleHeight >= RefreshControlConstants.hiddenHeight ? .revealing : .idle
    case .armed, .refreshing:
      return state
    case .hiding, .revealedByBounce:
      if !shows { return .idle }
      return scrollView.isTracking && fraction <= RefreshControlConstants.reRevealFraction ? .revealing : state
    case .endedWhileTracking:
      return shows ? .endedWhileTracking : .idle
    }
  }

  /// RF2: UIKit's `_canTransitionFromState:toState:`.
  private static func canTransition(from old: State, to new: State) -> Bool {
    if old != .refreshing && new == .refreshing { return true }
    switch old {
    case .idle: return new == .revealing || new == .revealedByBounce
    case .revealing: return new.rawValue < State.refreshing.rawValue
    case .armed: return new == .refreshing
    case .refreshing: return new == .idle || new == .hiding || new == .endedWhileTracking
    case .hiding, .revealedByBounce: return new == .idle || new == .revealing
    case .endedWhileTracking: return new == .idle
    }
  }

  /// RF4: UIKit's `_setRefreshControlState:notify:`: an allowed change of state; becoming
  /// armed passes on to refreshing at once (the content view's `_snappingMagic`), and becoming
  /// refreshing with `notify` sends `valueChanged` with the new `isRefreshing` (true).
  private func setState(_ new: State, notify: Bool) {
    guard Self.canTransition(from: state, to: new) else { return }
    state = new
    switch new {
    case .armed:
      setState(.refreshing, notify: true)
    case .refreshing where notify:
      send(
        .valueChanged, value: .bool(true),
        because: .model(RefreshControlReason.triggered(pulled: visibleHeight, snappingHeight: snappingHeight)))
    default:
      break
    }
  }
}

extension ScrollView {
  /// `UIScrollView.refreshControl` (RF1): setting it makes the control the scroll view's
  /// backmost subview, following the offset; setting another or `nil` removes the old one.
  public var refreshControl: RefreshControl? {
    get { subviews.lazy.compactMap { $0 as? RefreshControl }.first { $0.scrollView === self } }
    set {
      let old = refreshControl
      if let old, old !== newValue { old.detach() }
      newValue?.attach(to: self)
    }
  }
}

/// The numbers of `UIRefreshControl` (RF1-RF4), from the decompiled iOS 26.1 UIKitCore.
public enum RefreshControlConstants {
  /// RF1: the modern style's height, 60 pt (`initWithStyle:` with style 2, no title).
  public static let height = 60.0
  /// RF2: at or below this pull the control is hidden and counts as not showing, 5 pt.
  public static let hiddenHeight = 5.0
  /// RF3: the largest snapping height for a 568 pt scroll view without a title,
  /// (0 + 100) × 1.125.
  public static let maximumSnappingHeight = 112.5
  /// RF3: the snapping-height scale of a scroll view less than 372 pt tall.
  public static let smallScrollViewScale = 0.654929577
  /// RF2: a hiding control pulled again while tracking reveals anew at or below this fraction.
  public static let reRevealFraction = 0.75
}
