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

  /// Places the cell at `frame` and its content view over its bounds (TC1).
  func layOut(at frame: Rect) {
    self.frame = frame
    contentViewIfLoaded?.frame = Rect(origin: .zero, size: frame.size)
  }
}

/// A cell's content view (`UITableViewCellContentView`, TC1): a plain view that forwards its
/// touches to the cell (RC3).
public final class TableViewCellContentView: View {
  public override var className: String { "UITableViewCellContentView" }
}
