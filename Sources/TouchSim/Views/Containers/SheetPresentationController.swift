/// A sheet's detent (`UISheetPresentationController.Detent`): UIKit's two system detents. The
/// card's top at each is the scenario's (SH12: the evidence gives no iOS 26 geometry).
public enum SheetDetent: String, Sendable, CaseIterable {
  /// `.medium()`: about half the screen.
  case medium
  /// `.large()`: full height.
  case large
}

/// `UISheetPresentationController` (SH1-SH10): a presented controller's view on a card
/// (`UIDropShadowView`) above a full-screen dimming view (`UIDimmingView`), both in the
/// presentation's container view (`UITransitionView`), which ignores direct touches.
///
/// Its structure is UIKit's, so arbitration decides the touches: the card carries the sheet
/// interaction's background pan, which begins only vertically (SH2, SH3) and, when it begins,
/// excludes the content's recognizers and cancels their touches (G9, G4); the dimming view
/// carries a tap (SH10); a scroll view in the card drives the sheet through its own pan, the
/// sheet being its scrollable ancestor (SH5, SH6, SH7). Moving the sheet moves the card's
/// frame. At the end of a sheet drag it settles on a detent (SH8) or is dismissed (SH9).
/// Its delegate calls are logged as notes from the container view.
///
/// ```swift
/// let sheet = SheetContainerView(name: "sheet")
/// sheet.sheet.detents = [.medium, .large]
/// sheet.presentedView.addSubview(table)
/// window.rootView?.addSubview(sheet)  // above the presenting screen
/// ```
public final class SheetPresentationController {
  /// The container view (`containerView`).
  public unowned let containerView: SheetContainerView
  /// `detents`, smallest first (SH12); default `[.large]`.
  public var detents: [SheetDetent] = [.large]
  /// `selectedDetentIdentifier`; `nil` is the smallest detent (SH12).
  public var selectedDetentIdentifier: SheetDetent?
  /// `prefersScrollingExpandsWhenScrolledToEdge` (SH7); default true.
  public var prefersScrollingExpandsWhenScrolledToEdge = true
  /// The presented controller's `isModalInPresentation` (SH9): no dismissal by dragging or by
  /// the dimming tap.
  public var isModalInPresentation = false
  /// The card's top in the container at `.large` (SH12, the scenario's geometry).
  public var largeDetentTop = 57.0
  /// The card's top in the container at `.medium` (SH12, the scenario's geometry).
  public var mediumDetentTop = 450.0

  /// The sheet drag in progress (SH5, SH8): who drives it and where the card rested.
  var drag: SheetDrag?

  init(containerView: SheetContainerView) { self.containerView = containerView }

  /// The selected detent: `selectedDetentIdentifier`, or the smallest (SH12).
  public var selectedDetent: SheetDetent {
    if let selectedDetentIdentifier, detents.contains(selectedDetentIdentifier) { return selectedDetentIdentifier }
    return detents.first ?? .large
  }

  /// The card's top at a detent.
  public func top(of detent: SheetDetent) -> Double { detent == .large ? largeDetentTop : mediumDetentTop }

  /// The card's top now.
  public var cardTop: Double { containerView.dropShadowView.frame.origin.y }

  /// The active detents' tops, largest (highest on screen) first.
  var detentTops: [(detent: SheetDetent, top: Double)] {
    detents.map { ($0, top(of: $0)) }.sorted { $0.top < $1.top }
  }

  /// UIKit's `_shouldDismiss` (SH9): not while the presented controller is modal in
  /// presentation. The delegate's `presentationControllerShouldDismiss` is not modelled.
  var shouldDismiss: Bool { !isModalInPresentation }

  /// SH9: how far below the smallest detent the card rubber-bands, min(¼ of the container's
  /// height, 200) (third-party reading of iOS 16; a model decision).
  var rubberBandExtent: Double { min(containerView.bounds.size.height / 4, SheetConstants.maximumRubberBandExtent) }

  /// Places the card at `top` (the presented view fills it at the largest detent's height).
  func placeCard(at top: Double) {
    let bounds = containerView.bounds
    let largest = detentTops.first?.top ?? largeDetentTop
    containerView.dropShadowView.frame = Rect(
      x: 0, y: top, width: bounds.size.width, height: max(0, bounds.size.height - largest))
    containerView.presentedView.frame = containerView.dropShadowView.bounds
    containerView.dimmingView.frame = bounds
  }

  /// Lays the sheet out at its selected detent.
  func layout() {
    guard drag == nil else { return }
    placeCard(at: top(of: selectedDetent))
  }
}

/// A sheet drag (`_UISheetInteraction`'s dragging state, SH5, SH8, SH9).
struct SheetDrag {
  /// The drag's source: the background pan or a scroll view in the sheet.
  enum Source {
    case backgroundPan
    case scrollView(ObjectIdentifier)
  }
  var source: Source
  /// The card's top when the drag began.
  var restTop: Double
  /// The interactive dismissal began (SH9, dismissible).
  var isDismissing = false
  /// The sheet passed below its smallest detent and may not be dismissed (SH9).
  var didAttemptToStartDismiss = false
  /// The card's top last shown.
  var shownTop: Double
}

/// The numbers of the sheet rules.
public enum SheetConstants {
  /// SH9: the rubber band below the smallest detent is at most this tall (third-party iOS 16).
  public static let maximumRubberBandExtent = 200.0
  /// SH9: the rubber band's coefficient (UIScrollView's, B2; a model decision).
  public static let rubberBandCoefficient = 0.55
  /// SH9: `presentationControllerDidAttemptToDismiss` needs a pull past this fraction of the
  /// rubber-band extent.
  public static let attemptFraction = 0.25
  /// SH8: the release projection's factor, 0.99 / (1 − 0.99) / 1000 s (third-party iOS 16).
  public static let projectionSeconds = 0.099
  /// SH8: a release slower than this (pt/s) counts as 0.
  public static let minimumSpeed = 250.0
  /// SH8: a release at least this fast (pt/s) that lands back on the nearest detent goes one
  /// further.
  public static let flickSpeed = 1000.0
}

extension SheetPresentationController {
  /// The card's top the drag shows for a raw top: past the largest detent, and past the
  /// smallest unless the sheet is being dismissed, rubber-banded (SH9, a model decision).
  func shownTop(_ raw: Double, dismissing: Bool) -> Double {
    let tops = detentTops
    guard let highest = tops.first?.top, let lowest = tops.last?.top else { return raw }
    let extent = rubberBandExtent
    let c = SheetConstants.rubberBandCoefficient
    func band(_ x: Double) -> Double { extent > 0 ? x * extent * c / (extent + c * x) : 0 }
    if raw < highest { return highest - band(highest - raw) }
    if raw > lowest && !dismissing { return lowest + band(raw - lowest) }
    return raw
  }

  /// Begins a sheet drag from `source` (`draggingBeganFromSource:`), logged as a note.
  func beginDrag(_ source: SheetDrag.Source, sourceName: String) {
    let top = cardTop
    drag = SheetDrag(source: source, restTop: top, shownTop: top)
    note(
      "sheet drag began (source \(sourceName))",
      .dragBegan(source: sourceName, top: top, detent: selectedDetent.rawValue))
  }

  /// Moves the sheet by `translation` from where the drag began (`draggingChangedInSource:`):
  /// below the smallest detent, the first time, the sheet asks whether it may be dismissed (SH9).
  func changeDrag(translation: Double) {
    guard var current = drag else { return }
    let raw = current.restTop + translation
    let lowest = detentTops.last?.top ?? raw
    if raw > lowest && !current.isDismissing && !current.didAttemptToStartDismiss {
      if shouldDismiss {
        current.isDismissing = true
        note("presentationControllerWillDismiss", .willDismiss(top: raw, smallest: lowest))
      } else {
        current.didAttemptToStartDismiss = true
      }
    } else if raw <= lowest && current.didAttemptToStartDismiss {
      current.didAttemptToStartDismiss = false  // SH9: back above the smallest detent
    }
    current.shownTop = shownTop(raw, dismissing: current.isDismissing)
    drag = current
    placeCard(at: current.shownTop)
  }

  /// Ends the sheet drag with the release velocity `velocity` in pt/s, positive downwards
  /// (`draggingEndedInSource:`, SH8, SH9).
  func endDrag(velocity: Double) {
    guard let current = drag else { return }
    drag = nil
    let top = current.shownTop
    let speed = velocity.magnitude < SheetConstants.minimumSpeed ? 0 : velocity
    let projected = top + speed * SheetConstants.projectionSeconds
    var targets: [(detent: SheetDetent?, top: Double)] = detentTops.map { ($0.detent, $0.top) }
    if current.isDismissing { targets.append((nil, containerView.bounds.size.height)) }
    func nearest(_ y: Double) -> Int {
      var best = 0
      for (index, target) in targets.enumerated() where abs(target.top - y) < abs(targets[best].top - y) {
        best = index
      }
      return best
    }
    var index = nearest(projected)
    let flicked = speed.magnitude >= SheetConstants.flickSpeed && index == nearest(top)
    if flicked {
      let next = index + (speed > 0 ? 1 : -1)
      if targets.indices.contains(next) { index = next }
    }
    let target = targets[index]
    let previous = selectedDetent
    note(
      "sheet drag ended at \(NumberFormat.fixed(top, decimals: 1)) -> \(target.detent?.rawValue ?? "dismissed")",
      .dragEnded(
        top: top, velocity: speed, projected: projected, target: target.detent?.rawValue, flicked: flicked))
    guard let detent = target.detent else {
      dismiss(because: .model(SheetReason.draggedAway))
      return
    }
    selectedDetentIdentifier = detent
    placeCard(at: target.top)
    if detent != previous {
      note(
        "sheetPresentationControllerDidChangeSelectedDetentIdentifier(\(detent.rawValue))",
        .selectedDetentChanged(from: previous.rawValue, to: detent.rawValue, byTap: false))
    }
    let lowest = detentTops.last?.top ?? top
    if current.didAttemptToStartDismiss {
      let pulled = top - lowest
      let threshold = SheetConstants.attemptFraction * rubberBandExtent
      if pulled > threshold {
        // SH9: dispatched to the main queue: after the current event.
        let window = containerView.home
        window?.scheduler.schedule(at: window?.scheduler.now ?? .zero) { [weak self] in
          self?.note(
            "presentationControllerDidAttemptToDismiss", .didAttemptToDismiss(pulled: pulled, threshold: threshold))
        }
      }
    }
  }

  /// The dismissal: `presentationControllerDidDismiss`, then the container leaves the window.
  func dismiss(because reason: Reason) {
    note("presentationControllerDidDismiss", .didDismiss)
    containerView.home?.removeFromSuperview(containerView, because: reason)
  }

  /// SH10: the dimming view's tap (`_dismissFromGrabberOrDimmingViewIfPossible`). At the
  /// largest detent the dimming view ignores taps (a model decision); elsewhere a dismissible
  /// sheet is dismissed, and one that may not be steps down to the next smaller detent.
  func dimmingViewWasTapped() {
    guard drag == nil else { return }
    let detent = selectedDetent
    let tops = detentTops
    if detent == tops.first?.detent && tops.count > 0 && detent == .large {
      note("dimming tap ignored at large", .dimmingIgnored)
      return
    }
    if shouldDismiss {
      note("presentationControllerWillDismiss", .dimmingTapDismisses)
      dismiss(because: .model(SheetReason.dimmingTapDismisses))
      return
    }
    guard let position = tops.firstIndex(where: { $0.detent == detent }), position + 1 < tops.count else {
      note("dimming tap ignored: not dismissible", .dimmingNotDismissible)
      return
    }
    let smaller = tops[position + 1].detent
    selectedDetentIdentifier = smaller
    placeCard(at: top(of: smaller))
    note(
      "sheetPresentationControllerDidChangeSelectedDetentIdentifier(\(smaller.rawValue))",
      .selectedDetentChanged(from: detent.rawValue, to: smaller.rawValue, byTap: true))
  }

  /// Logs a note from the container view with its typed reason.
  func note(_ text: String, _ reason: SheetReason) {
    containerView.home?.note(text, from: containerView, because: .model(reason))
  }
}

extension SheetPresentationController: ScrollableAncestor {
  /// SH5: UIKit's `_shouldBeFoundByDescendentScrollView:`: yes unless the scroll view has a
  /// parent scroll view and both scroll vertically (only the outer one drives the sheet).
  func shouldBeFound(by scrollView: ScrollView) -> Bool {
    var ancestor = scrollView.superview
    while let view = ancestor, view !== containerView {
      if let parent = view as? ScrollView {
        return !(scrollView.canScrollVertically && parent.canScrollVertically)
      }
      ancestor = view.superview
    }
    return true
  }

  /// SH5: UIKit's `_shouldInteractWithDescendentScrollView:startOffset:maxTopOffset:`.
  func shouldInteract(with scrollView: ScrollView, startY: Double, top: Double, velocityY: Double) -> Bool {
    if let drag {
      if case .scrollView(let id) = drag.source, id == ObjectIdentifier(scrollView) {
      } else {
        return false  // another source drags the sheet
      }
      return true
    }
    guard startY <= top, scrollView.refreshControl == nil, !scrollView.canScrollHorizontally else { return false }
    // Pulled past its top and moving up: the content bounces back by itself.
    if scrollView.contentOffset.y < top && velocityY < 0 { return false }
    return true
  }

  func adjustedOffset(for scrollView: ScrollView, proposed: Double, start: Double, velocityY: Double) -> Double? {
    let top = scrollView.minimumOffset.y
    guard shouldInteract(with: scrollView, startY: start, top: top, velocityY: velocityY) else { return nil }
    let canScrollY = scrollView.canScrollVertically
    let expands = proposed > start && prefersScrollingExpandsWhenScrolledToEdge
    let restTop = drag?.restTop ?? cardTop
    var translation: Double
    var y = start
    if canScrollY {
      if proposed >= top {
        if expands {
          let available = (detentTops.first?.top ?? restTop) - restTop
          if start - proposed >= available {
            translation = start - proposed
          } else {
            translation = available
            y = proposed + available
          }
        } else {
          translation = 0
          y = proposed
        }
      } else {
        translation = top - proposed
        y = top
      }
    } else {
      translation = start - proposed
    }
    if drag == nil {
      guard translation != 0 else { return y }
      beginDrag(.scrollView(ObjectIdentifier(scrollView)), sourceName: scrollView.name)
    }
    changeDrag(translation: translation)
    return y
  }

  func isDriven(by scrollView: ScrollView) -> Bool {
    guard let drag, case .scrollView(let id) = drag.source else { return false }
    return id == ObjectIdentifier(scrollView)
  }

  func scrollViewDragEnded(_ scrollView: ScrollView, velocityY: Double) -> Bool {
    guard isDriven(by: scrollView) else { return false }
    endDrag(velocity: velocityY)
    return true
  }
}

/// What a scroll view asks the sheet it is in (UIKit's `_UIScrollViewScrollableAncestor`, SH5).
protocol ScrollableAncestor: AnyObject {
  /// Whether this scroll view drives the ancestor (`_shouldBeFoundByDescendentScrollView:`).
  func shouldBeFound(by scrollView: ScrollView) -> Bool
  /// The offset y the scroll view applies for a proposed one, or nil to apply it unchanged
  /// (`_scrollView:adjustedUnconstrainedOffsetForUnconstrainedOffset:...`); `velocityY` is the
  /// finger's, in pt/s, positive downwards.
  func adjustedOffset(for scrollView: ScrollView, proposed: Double, start: Double, velocityY: Double) -> Double?
  /// Whether a sheet drag from this scroll view is in progress.
  func isDriven(by scrollView: ScrollView) -> Bool
  /// The scroll view's drag ended; true when it was driving the ancestor (which then settles
  /// with `velocityY`, pt/s, positive downwards).
  func scrollViewDragEnded(_ scrollView: ScrollView, velocityY: Double) -> Bool
}

/// The sheet's container view (`UITransitionView`, SH1): it holds the dimming view and the
/// card, and ignores touches that land on none of them (the touch goes to the presenting
/// screen behind it). A scenario's sheet is this view; its `subviews` go in the presented view.
public final class SheetContainerView: View {
  /// The sheet presentation controller.
  public private(set) var sheet: SheetPresentationController!
  /// `UIDimmingView`, full screen, behind the card (SH1), with its tap (SH10).
  public let dimmingView: View
  /// The card (`UIDropShadowView`, `presentedView`) with the background pan (SH2).
  public let dropShadowView: View
  /// The presented controller's view, the card's content (SH1).
  public let presentedView: View
  /// The sheet interaction's background pan (`_UISheetInteractionBackgroundDismissRecognizer`).
  public let backgroundPan: SheetBackgroundPanGestureRecognizer
  /// The dimming view's tap (`UIDimmingView`'s `handleSingleTap:`).
  public let dimmingTap: SheetDimmingTapGestureRecognizer

  public override init(name: String, frame: Rect = .zero) {
    dimmingView = SheetDimmingView(name: name + ".dimmingView")
    dropShadowView = SheetCardView(name: name + ".dropShadowView")
    presentedView = View(name: name + ".presentedView")
    backgroundPan = SheetBackgroundPanGestureRecognizer(name: name + ".backgroundPan")
    dimmingTap = SheetDimmingTapGestureRecognizer(name: name + ".dimmingTap")
    super.init(name: name, frame: frame)
    sheet = SheetPresentationController(containerView: self)
    hitTestOverride = .transparent  // SH1: `_setContainerIgnoresDirectTouchEvents:1`
    addSubview(dimmingView)
    addSubview(dropShadowView)
    dropShadowView.addSubview(presentedView)
    dropShadowView.addGestureRecognizer(backgroundPan)
    dimmingView.addGestureRecognizer(dimmingTap)
  }

  public override var className: String { "UITransitionView" }

  /// Scenario keys: the sheet's detents as a name (`"medium,large"`).
  public var detentNames: String {
    get { sheet.detents.map(\.rawValue).joined(separator: ",") }
    set {
      let parsed = newValue.split(separator: ",").compactMap { SheetDetent(rawValue: String($0)) }
      sheet.detents = parsed.isEmpty ? [.large] : parsed
      sheet.layout()
    }
  }

  /// Scenario key: `selectedDetentIdentifier` by name (the smallest detent when not given).
  public var selectedDetentName: String {
    get { sheet.selectedDetent.rawValue }
    set {
      sheet.selectedDetentIdentifier = SheetDetent(rawValue: newValue)
      sheet.layout()
    }
  }

  /// Scenario key: `prefersScrollingExpandsWhenScrolledToEdge` (SH7).
  public var prefersScrollingExpandsWhenScrolledToEdge: Bool {
    get { sheet.prefersScrollingExpandsWhenScrolledToEdge }
    set { sheet.prefersScrollingExpandsWhenScrolledToEdge = newValue }
  }

  /// Scenario key: the presented controller's `isModalInPresentation` (SH9, SH10).
  public var isModalInPresentation: Bool {
    get { sheet.isModalInPresentation }
    set { sheet.isModalInPresentation = newValue }
  }

  /// Scenario key: the card's top at `.large` (SH12).
  public var largeDetentTop: Double {
    get { sheet.largeDetentTop }
    set {
      sheet.largeDetentTop = newValue
      sheet.layout()
    }
  }

  /// Scenario key: the card's top at `.medium` (SH12).
  public var mediumDetentTop: Double {
    get { sheet.mediumDetentTop }
    set {
      sheet.mediumDetentTop = newValue
      sheet.layout()
    }
  }

  override func setWindow(_ newWindow: Window?) {
    super.setWindow(newWindow)
    sheet.layout()
  }
}

/// `UIDimmingView` (SH1, SH10).
final class SheetDimmingView: View {
  override var className: String { "UIDimmingView" }
}

/// `UIDropShadowView`, the card (SH1): a scroll view inside it finds the sheet as its
/// scrollable ancestor (SH5).
final class SheetCardView: View {
  override var className: String { "UIDropShadowView" }
  /// The sheet whose card this is.
  var sheet: SheetPresentationController? { (superview as? SheetContainerView)?.sheet }
}

/// The sheet interaction's background pan (SH2, SH3): a `UIPanGestureRecognizer` whose
/// delegate refuses to begin horizontally, so only 10 pt of vertical movement begins it; it
/// moves the sheet by its vertical translation and settles it at the end (SH8).
public final class SheetBackgroundPanGestureRecognizer: PanGestureRecognizer {
  override public var logsActions: Bool { false }

  override public func axesPastHysteresis(_ translation: Point) -> (x: Bool, y: Bool) {
    (false, translation.y.magnitude >= GestureConstants.panHysteresis)  // SH3
  }

  var sheet: SheetPresentationController? { (view?.superview as? SheetContainerView)?.sheet }

  override public func performAction(for state: GestureState) {
    guard let sheet else { return }
    switch state {
    case .began:
      guard sheet.drag == nil else { return }
      sheet.beginDrag(.backgroundPan, sourceName: name)
      sheet.changeDrag(translation: translation.y)
    case .changed:
      guard case .backgroundPan? = sheet.drag?.source else { return }
      sheet.changeDrag(translation: translation.y)
    case .ended:
      guard case .backgroundPan? = sheet.drag?.source else { return }
      sheet.endDrag(velocity: liftVelocity.y * 1000)
    case .cancelled:
      guard case .backgroundPan? = sheet.drag?.source else { return }
      sheet.endDrag(velocity: 0)
    default:
      break
    }
  }
}

/// The dimming view's tap (SH10): it receives only touches whose view is the dimming view
/// itself, and on recognition tells the sheet (`dimmingViewWasTapped:`).
public final class SheetDimmingTapGestureRecognizer: TapGestureRecognizer {
  override public var logsActions: Bool { false }

  override init(name: String) {
    super.init(name: name)
    let answers = GestureRecognizerAnswers()
    answers.shouldReceive = { recognizer, touch in
      let receives = touch.view === recognizer.view
      return AppAnswer(receives, because: .model(SheetReason.dimmingReceives(receives)))
    }
    delegate = answers
  }

  override public func performAction(for state: GestureState) {
    guard state == .ended, let sheet = (view?.superview as? SheetContainerView)?.sheet else { return }
    sheet.dimmingViewWasTapped()
  }
}
