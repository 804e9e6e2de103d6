/// A collection view (`UICollectionView`): a scroll view (CV1) whose items are its
/// `CollectionViewCell` subviews, in order, placed by a flow layout (CV10). Like the table
/// (TV1) it highlights and selects from its own touch methods, in the order of UIKit's
/// decompiled `UICollectionView.mm`: one tracked touch and a pending item at `touchesBegan`
/// (CV2), the highlight following the finger (CV3), unhighlight then select at the lift
/// (CV4, CV5), unhighlight without selection on cancel (CV7).
///
/// The app answers the delegate's questions (`shouldHighlightItem`, `shouldSelectItem`,
/// `shouldDeselectItem`, or a `CollectionViewDelegate`) and reacts to its calls
/// (`onDelegateCall`).
open class CollectionView: ScrollView {
  /// The layout that places the items (CV10); change it, then call `layoutItems()`.
  public let collectionViewLayout: CollectionViewFlowLayout
  /// Whether a tap may select an item (CV5; default true).
  public var allowsSelection = true
  /// Whether a tap adds an item to the selection and a tap on a selected item removes it
  /// (CV5; default false).
  public var allowsMultipleSelection = false
  /// The delegate's `collectionView(_:shouldHighlightItemAt:)` (CV2, CV3), logged as
  /// `shouldHighlightItemAt`; `nil` (the default) highlights without asking.
  public var shouldHighlightItem: ((CollectionView, Int) -> AppAnswer<Bool>)?
  /// The delegate's `collectionView(_:shouldSelectItemAt:)` (CV4), logged as
  /// `shouldSelectItemAt`; `nil` (the default) selects without asking.
  public var shouldSelectItem: ((CollectionView, Int) -> AppAnswer<Bool>)?
  /// The delegate's `collectionView(_:shouldDeselectItemAt:)` (CV4, CV5), logged as
  /// `shouldDeselectItemAt`; `nil` (the default) deselects without asking.
  public var shouldDeselectItem: ((CollectionView, Int) -> AppAnswer<Bool>)?
  private var callReactions: [(CollectionView, CollectionViewCall, Int) -> Void] = []
  /// The finger of the one touch the collection view tracks (CV2).
  private var currentFinger: Int?
  /// The item the tracked touch may select (`_pendingSelectionIndexPath`, CV2).
  private var pendingItem: Int?

  /// Creates an empty collection view with a default flow layout.
  public init(name: String, frame: Rect = .zero, layout: CollectionViewFlowLayout = CollectionViewFlowLayout()) {
    collectionViewLayout = layout
    super.init(name: name, frame: frame)
  }

  /// Creates an empty collection view with a default flow layout.
  public override convenience init(name: String, frame: Rect = .zero) {
    self.init(name: name, frame: frame, layout: CollectionViewFlowLayout())
  }

  open override var className: String { "UICollectionView" }

  /// The layout's `minimumInteritemSpacing` (CV10); setting it lays the items out again.
  public var minimumInteritemSpacing: Double {
    get { collectionViewLayout.minimumInteritemSpacing }
    set {
      collectionViewLayout.minimumInteritemSpacing = newValue
      layoutItems()
    }
  }

  /// The layout's `minimumLineSpacing` (CV10); setting it lays the items out again.
  public var minimumLineSpacing: Double {
    get { collectionViewLayout.minimumLineSpacing }
    set {
      collectionViewLayout.minimumLineSpacing = newValue
      layoutItems()
    }
  }

  /// The layout's `scrollDirection` (CV10); setting it lays the items out again.
  public var scrollDirection: CollectionViewFlowLayout.ScrollDirection {
    get { collectionViewLayout.scrollDirection }
    set {
      collectionViewLayout.scrollDirection = newValue
      layoutItems()
    }
  }

  /// The item cells: the `CollectionViewCell` subviews, in subview order.
  public var cells: [CollectionViewCell] { subviews.compactMap { $0 as? CollectionViewCell } }

  /// The selected items, in item order (`indexPathsForSelectedItems`).
  public var indexPathsForSelectedItems: [CollectionIndexPath] {
    cells.indices.filter { cells[$0].isSelected }.map { CollectionIndexPath(item: $0) }
  }

  /// Adds `count` plain cells named `<id>.item<N>` after the cells there are, and lays the
  /// items out.
  public func addItems(_ count: Int) {
    let first = cells.count
    for item in first..<(first + max(0, count)) { addSubview(CollectionViewCell(name: "\(name).item\(item)")) }
    layoutItems()
  }

  /// CV10: places every cell where the layout puts it and sets the content size to hold them.
  public func layoutItems() {
    let cells = self.cells
    let (frames, size) = collectionViewLayout.layout(count: cells.count, in: frame.size)
    for (cell, frame) in zip(cells, frames) { cell.place(at: frame) }
    contentSize = size
  }

  /// Runs `body` with the collection view, the call and the item right after each
  /// `didHighlightItemAt`, `didUnhighlightItemAt`, `didSelectItemAt` or `didDeselectItemAt`
  /// record, after the reactions added before it (the delegate's methods).
  public func onDelegateCall(_ body: @escaping (CollectionView, CollectionViewCall, Int) -> Void) {
    callReactions.append(body)
  }

  // MARK: - Touches (CV2-CV4, CV7)

  /// CV2-CV4, CV7: the collection view's own touch methods; it swallows the touches (RC4).
  open override func builtInTouches(_ method: TouchMethod, _ touches: [Touch], at windowPoint: Point) -> Bool {
    guard let window = home else { return false }
    switch method {
    case .touchesBegan:
      // CV2: one tracked touch; a second finger goes to super only.
      guard currentFinger == nil, let touch = touches.min(by: { $0.finger < $1.finger }) else { return false }
      currentFinger = touch.finger
      guard let item = selectableItem(containing: touch.view), allowsSelection else { return false }
      pendingItem = item
      if isDragging || !highlight(item, in: window, because: .highlightAtTouchDown(item: item)) { pendingItem = nil }
    case .touchesMoved:
      // CV3: the highlight follows the finger in and out of the pending cell.
      guard let touch = tracked(touches), let item = pendingItem, cells.indices.contains(item) else { return false }
      let cell = cells[item]
      let inside = cell.bounds.contains(cell.convertFromWindow(touch.location))
      if inside && !cell.isHighlighted {
        _ = highlight(item, in: window, because: .highlightOnReentry(item: item))
      } else if !inside && cell.isHighlighted {
        unhighlight(item, in: window, because: .unhighlightOnExit(item: item))
      }
    case .touchesEnded:
      guard let touch = tracked(touches) else { return false }
      currentFinger = nil
      guard let item = pendingItem else { return false }
      pendingItem = nil
      guard cells.indices.contains(item) else { return false }
      let cell = cells[item]
      let inside = cell.bounds.contains(cell.convertFromWindow(touch.location))
      // CV4: not dragging, the lift inside the pending cell, still a selectable item.
      if !isDragging && inside && allowsSelection && selectableItem(containing: touch.view) != nil {
        userSelect(item, in: window)
      } else {
        unhighlight(item, in: window, because: .unhighlightAtLift(item: item, outside: !inside))
      }
    case .touchesCancelled:
      // CV7: `_cancelTouches`.
      guard tracked(touches) != nil else { return false }
      currentFinger = nil
      guard let item = pendingItem else { return false }
      pendingItem = nil
      if cells.indices.contains(item) { unhighlight(item, in: window, because: .unhighlightAtCancel(item: item)) }
    }
    return false
  }

  /// The tracked touch among `touches`.
  private func tracked(_ touches: [Touch]) -> Touch? {
    guard let finger = currentFinger else { return nil }
    return touches.first { $0.finger == finger }
  }

  /// CV2 (`_selectableIndexPathForItemContainingHitView:`): walks from the hit view up to
  /// the collection view; the first cell on the way is the item, unless a control on the way
  /// is tracking (no item), or the cell belongs to another collection view.
  func selectableItem(containing hitView: View?) -> Int? {
    var view = hitView
    while let current = view, current !== self {
      if let control = current as? Control, control.isTracking { return nil }
      if let cell = current as? CollectionViewCell {
        guard cell.superview === self else { return nil }
        return cells.firstIndex { $0 === cell }
      }
      view = current.superview
    }
    return nil
  }

  // MARK: - Highlight and selection

  /// `_highlightItemAtIndexPath:…notifyDelegate:1`: asks `shouldHighlightItemAt` when the
  /// app answers it, then highlights with `didHighlightItemAt`. False when refused.
  private func highlight(_ item: Int, in window: Window, because reason: CollectionViewReason) -> Bool {
    if let answer = ask(.shouldHighlightItemAt, item) {
      window.record(
        name, .collectionView(.shouldHighlightItemAt, item: item, result: answer.value),
        why: Reason.collectionView(reason).adding(answer.reason))
      guard answer.value else { return false }
    }
    cells[item].isHighlighted = true
    notify(.didHighlightItemAt, item, in: window, because: reason)
    return true
  }

  /// `_unhighlightItemAtIndexPath:…notifyDelegate:1`: `didUnhighlightItemAt` for a
  /// highlighted item (nothing for one that is not).
  private func unhighlight(_ item: Int, in window: Window, because reason: CollectionViewReason) {
    guard cells[item].isHighlighted else { return }
    cells[item].isHighlighted = false
    notify(.didUnhighlightItemAt, item, in: window, because: reason)
  }

  /// CV4 (`_userSelectItemAtIndexPath:`): unhighlight first, then deselect a selected item
  /// in multiple selection, else select (single selection deselects the others first, CV5).
  private func userSelect(_ item: Int, in window: Window) {
    unhighlight(item, in: window, because: .unhighlightBeforeSelection(item: item))
    let cell = cells[item]
    if allowsMultipleSelection && cell.isSelected {
      if let answer = ask(.shouldDeselectItemAt, item) {
        window.record(
          name, .collectionView(.shouldDeselectItemAt, item: item, result: answer.value),
          why: Reason.collectionView(.deselectSelected(item: item)).adding(answer.reason))
        guard answer.value else { return }
      }
      cell.isSelected = false
      notify(.didDeselectItemAt, item, in: window, because: .deselectSelected(item: item))
      return
    }
    if let answer = ask(.shouldSelectItemAt, item) {
      window.record(
        name, .collectionView(.shouldSelectItemAt, item: item, result: answer.value),
        why: Reason.collectionView(.select(item: item)).adding(answer.reason))
      guard answer.value else { return }
    }
    if !allowsMultipleSelection {
      for (other, otherCell) in cells.enumerated() where other != item && otherCell.isSelected {
        otherCell.isSelected = false
        notify(.didDeselectItemAt, other, in: window, because: .deselectPrevious(item: other, newItem: item))
      }
    }
    cell.isSelected = true
    notify(.didSelectItemAt, item, in: window, because: .select(item: item))
  }

  /// Records a `did…` call, then runs the delegate's method and the reactions.
  private func notify(_ call: CollectionViewCall, _ item: Int, in window: Window, because reason: CollectionViewReason)
  {
    window.record(name, .collectionView(call, item: item, result: nil), why: .collectionView(reason))
    if let delegate = collectionDelegate {
      window.runReactions(of: name, to: call.rawValue) { delegate.collectionView(self, call, item) }
    }
    guard !callReactions.isEmpty else { return }
    window.runReactions(of: name, to: call.rawValue) {
      for reaction in callReactions { reaction(self, call, item) }
    }
  }

  /// The app's answer to a question: the closure, else the delegate's method; `nil` when the
  /// app does not answer it.
  private func ask(_ question: CollectionViewCall, _ item: Int) -> AppAnswer<Bool>? {
    let closure: ((CollectionView, Int) -> AppAnswer<Bool>)?
    switch question {
    case .shouldHighlightItemAt: closure = shouldHighlightItem
    case .shouldSelectItemAt: closure = shouldSelectItem
    default: closure = shouldDeselectItem
    }
    if let closure { return closure(self, item) }
    return askDelegate(question, item)
  }
}

/// An item's place in a collection view (`IndexPath` in UIKit's collection API): the same type
/// as a table's `TableIndexPath`, so that one `IndexPath` spells both (`item` is `row`), as
/// Foundation's does. TouchSim's collection views have one section.
public typealias CollectionIndexPath = TableIndexPath

/// `UICollectionView` (CV1).
public typealias UICollectionView = CollectionView
