/// An item cell of a collection view (`UICollectionViewCell`): an ordinary view that forwards
/// its touches (RC3) to the collection view, which highlights and selects it (CV2-CV4). Its
/// content goes into `contentView`, made on first use and named `<cell>.contentView`.
open class CollectionViewCell: View {
  private var madeContentView: View?

  /// Whether the collection view shows the item highlighted (CV2, CV3; set by the collection
  /// view, never by the cell's own touches).
  public internal(set) var isHighlighted = false
  /// Whether the item is selected (CV4, CV5).
  public internal(set) var isSelected = false

  /// Creates a cell; a collection view's layout gives it its frame (CV10).
  public override init(name: String, frame: Rect = .zero) {
    super.init(name: name, frame: frame)
  }

  open override var className: String { "UICollectionViewCell" }

  /// The view that holds the cell's content (`contentView`), made on first use at the back of
  /// the cell and sized to its bounds.
  public var contentView: View {
    if let madeContentView { return madeContentView }
    let view = View(
      name: name + ".contentView", frame: Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height))
    insertSubview(view, at: 0)
    madeContentView = view
    if let window { window.register(view) }
    return view
  }

  /// The collection view the cell is an item of, if any.
  public var collectionView: CollectionView? { superview as? CollectionView }

  /// Places the cell at `frame` and its content view over its bounds (CV10).
  func place(at frame: Rect) {
    self.frame = frame
    madeContentView?.frame = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
  }
}

/// `UICollectionViewCell` (CV2).
public typealias UICollectionViewCell = CollectionViewCell
