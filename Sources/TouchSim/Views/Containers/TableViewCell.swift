/// UIKit's name for `TableViewCell`.
public typealias UITableViewCell = TableViewCell

/// A table view cell (`UITableViewCell`, TC1-TC2): one row of a `TableView`, a plain view that
/// the table lays out at (0, y, table width, height) and whose content lives in `contentView`.
///
/// The content view (`UITableViewCellContentView`, named `<cell>.contentView`) is created
/// lazily, the first time `contentView` is read (UIKit's lazy content view since iOS 14), and
/// fills the cell. A table reads it when it takes a cell for display (`TableView.setCells(_:)`,
/// `append(cell:)`), so a displayed cell always has one; once made it stays in front of the
/// views added to the cell itself, which it therefore covers (TC2: add content to
/// `contentView`, TC1). The placeholder rows of `TableView.setRows(_:rowHeight:)` are cells
/// that nothing configured: no content view, the cell itself is the hit view.
///
/// Touches on plain content go up the chain (content view, cell, table) and the table
/// highlights and selects the row of the cell that contains the touched view (TV1, TC3).
///
/// ```swift
/// let cell = UITableViewCell(name: "cell0")
/// cell.contentView.addSubview(UIButton(name: "buy", frame: Rect(x: 300, y: 7, width: 80, height: 30)))
/// table.setCells([cell])
/// ```
open class TableViewCell: View {
  /// The content view once made (`nil` until `contentView` is first read).
  public private(set) var contentViewIfLoaded: View?
  /// The row height the table gives this cell (`tableView(_:heightForRowAt:)` for its row);
  /// `nil` (the default) is the table's `rowHeight` (TC1).
  public var rowHeight: Double?
  /// Where the table placed this row when the app says so, as an imported dump records it (a
  /// section header above it, an inset-grouped margin): the table keeps this frame, and rows
  /// without one follow the row above (TC1). `nil` (the default): laid out by row.
  public var placedFrame: Rect?
  /// The cell's row in its table, set when the table lays it out.
  var row = -1
  /// `showsReorderControl` (TV5): whether the cell shows a reorder control while its table is
  /// editing (and the data source lets the row move). Default false.
  public var showsReorderControl = false {
    didSet { if showsReorderControl != oldValue { tableView?.updateEditingControls() } }
  }
  /// The reorder control while it shows (`<cell>.reorder`, TV5, TV7), else `nil`.
  public private(set) var reorderControl: TableViewCellReorderControl?

  /// The table the cell is a row of.
  var tableView: TableView? { superview as? TableView }

  open override var className: String { "UITableViewCell" }

  /// The view that holds the cell's content (TC1): made on first use, filling the cell and in
  /// front of the views added to the cell itself (TC2).
  public var contentView: View {
    if let contentViewIfLoaded { return contentViewIfLoaded }
    let content = TableViewCellContentView(name: name + ".contentView", frame: Rect(origin: .zero, size: frame.size))
    contentViewIfLoaded = content
    super.addSubview(content)
    return content
  }

  /// Adds a subview to the cell itself; an existing content view stays in front of it (TC2).
  public override func addSubview(_ view: View) {
    super.addSubview(view)
    keepContentViewInFront(after: view)
  }

  /// Inserts a subview into the cell itself; an existing content view stays in front (TC2).
  public override func insertSubview(_ view: View, at index: Int) {
    super.insertSubview(view, at: index)
    keepContentViewInFront(after: view)
  }

  private func keepContentViewInFront(after view: View) {
    guard let contentViewIfLoaded, view !== contentViewIfLoaded else { return }
    bringSubviewToFront(contentViewIfLoaded)
  }

  /// Places the cell at `frame` and its content view over its bounds (TC1), less the reorder
  /// control's width at the trailing edge while it shows (TV5).
  func layOut(at frame: Rect) {
    self.frame = frame
    let controlWidth = reorderControl == nil ? 0 : TableEditingConstants.reorderControlWidth
    contentViewIfLoaded?.frame = Rect(
      x: 0, y: 0, width: Swift.max(0, frame.size.width - controlWidth), height: frame.size.height)
    reorderControl?.frame = Rect(
      x: frame.size.width - controlWidth, y: 0, width: controlWidth, height: frame.size.height)
  }

  /// TV5: shows (in front of the content view, at the trailing edge) or removes the reorder
  /// control; a cell that never showed one is left as it is.
  func setReorderControlShown(_ shown: Bool) {
    guard shown != (reorderControl != nil) else { return }
    if shown {
      let control = TableViewCellReorderControl(cell: self)
      reorderControl = control
      super.addSubview(control)
    } else {
      reorderControl?.removeFromSuperview()
      reorderControl = nil
    }
    layOut(at: frame)
  }
}

/// A cell's content view (`UITableViewCellContentView`, TC1): a plain view that forwards its
/// touches to the cell (RC3).
public final class TableViewCellContentView: View {
  public override var className: String { "UITableViewCellContentView" }
}
