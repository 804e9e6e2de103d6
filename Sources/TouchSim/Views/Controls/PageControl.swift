/// `UIPageControl`: `PageControl`.
public typealias UIPageControl = PageControl

/// A page control (`UIPageControl`, iOS 14+): a row of page indicators; a tap on either side
/// of the current indicator steps one page and sends `valueChanged` with the new page
/// (PC1-PC5). The model treats the control as one view and folds UIKit's own tap and scrub
/// recognizers into its tracking (PC2); it does not model the press-and-drag scrubbing (PC4): a
/// press held past the scrub delay steps nothing.
open class PageControl: Control {
  /// PC1: the number of pages (default 0); the current page is pinned again when it shrinks.
  public var numberOfPages: Int {
    get { storedPages }
    set {
      storedPages = Swift.max(0, newValue)
      currentPage = storedCurrent
    }
  }
  /// PC1: the current page, pinned to `0...numberOfPages - 1` (default 0).
  public var currentPage: Int {
    get { storedCurrent }
    set { storedCurrent = Swift.max(0, Swift.min(newValue, numberOfPages - 1)) }
  }

  private var storedPages = 0
  private var storedCurrent = 0
  /// The farthest the tracked touch has moved from its touch-down point (PC3's tap test).
  private var farthestMove = 0.0

  open override var className: String { "UIPageControl" }

  /// PC3 (model decision on the size): the current indicator's rectangle in the control's
  /// coordinates. The indicators are `indicatorSize` squares `PageControlConstants.spacing`
  /// apart, the row centred in the bounds.
  public func indicatorFrame(page: Int) -> Rect {
    let size = PageControlConstants.indicatorSize
    let pitch = size + PageControlConstants.spacing
    let rowWidth = Double(numberOfPages) * pitch - PageControlConstants.spacing
    let x = (bounds.minX + bounds.maxX) / 2 - rowWidth / 2 + Double(page) * pitch
    return Rect(x: x, y: (bounds.minY + bounds.maxY) / 2 - size / 2, width: size, height: size)
  }

  /// PC3: the page a tap at `point` (control coordinates) leads to: with two pages the other
  /// page; otherwise nothing inside the current indicator, one page forward right of its
  /// centre and one back left of it, pinned to the pages.
  public func pageAfterTap(at point: Point) -> Int {
    guard numberOfPages >= 2 else { return currentPage }
    if numberOfPages == 2 { return currentPage == 0 ? 1 : 0 }
    let indicator = indicatorFrame(page: currentPage)
    if indicator.contains(point) { return currentPage }
    let step = point.x > (indicator.minX + indicator.maxX) / 2 ? 1 : -1
    return Swift.max(0, Swift.min(currentPage + step, numberOfPages - 1))
  }

  /// PC5, MD13: UIPageControl's `gestureRecognizerShouldBegin(_:)` refuses a single-finger,
  /// single-tap recognizer not attached to the control (the same test as UIButton's).
  open override func gestureRecognizerShouldBeginAnswer(_ recognizer: GestureRecognizer) -> Bool? {
    if let explicit = super.gestureRecognizerShouldBeginAnswer(recognizer) { return explicit }
    guard recognizer.isSingleFingerSingleTap, recognizer.view !== self else { return nil }
    return false
  }

  open override var tracksWithOwnMethods: Bool { true }

  /// PC3: follows how far the tracked touch moves, for the tap test at the lift.
  open override func builtInTouches(_ method: TouchMethod, _ touches: [Touch], at windowPoint: Point) -> Bool {
    let wasTracking = isTracking
    let result = super.builtInTouches(method, touches, at: windowPoint)
    if method == .touchesBegan && !wasTracking && isTracking { farthestMove = 0 }
    if let touch = touches.min(by: { $0.finger < $1.finger }) {
      let dx = touch.location.x - touch.initialLocation.x
      let dy = touch.location.y - touch.initialLocation.y
      farthestMove = Swift.max(farthestMove, (dx * dx + dy * dy).squareRoot())
    }
    return result
  }

  /// PC3: the lift of a tap steps the page (the control's own tap recognizer recognizes at
  /// the lift, before `touchUpInside`); a touch that moved more than a tap may, or was held
  /// past the scrub delay (PC4), steps nothing.
  open override func endTracking(_ touch: Touch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard let touch, let window else { return }
    guard farthestMove <= GestureConstants.tapAllowableMovement else { return }
    guard window.scheduler.now - touch.initialTimestamp < PageControlConstants.scrubDelay else { return }
    let point = convertFromWindow(touch.location)
    let page = pageAfterTap(at: point)
    guard page != currentPage else { return }
    let from = currentPage
    currentPage = page
    send(
      .valueChanged, value: .number(Double(page)),
      because: .control(.pageTapped(from: from, to: page)))
  }
}

/// The page control's geometry and timing (PC3, PC4).
public enum PageControlConstants {
  /// PC3: the gap between indicators (`_indicatorSpacing`: 8 pt).
  public static let spacing = 8.0
  /// PC3 (model decision): an indicator's width and height, the classic 7 pt dot.
  public static let indicatorSize = 7.0
  /// PC4: the scrub long press begins after 0.15 s and blocks the tap.
  public static let scrubDelay = SimDuration.milliseconds(150)
}
