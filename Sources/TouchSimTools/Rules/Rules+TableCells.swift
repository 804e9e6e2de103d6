/// Section: table cells with content (TC), issue 18.
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let tableCellsFamily = RuleFamily("Table cells (TC)", prefixes: ["TC"], order: 250, rules: tableCells)

  static let tableCells: [Rule] = [
    Rule(
      "TC1", "Cells are rows; their content lives in the content view",
      "A UITableViewCell is a plain view, and the table lays its cells out in order as rows from y = 0: row N at (0, y, table width, height), y the sum of the heights of the rows above, height the cell's own rowHeight (the delegate's heightForRowAt) or else the table's. A cell given a frame keeps it (the place an imported dump records, below a section header or with a grouped inset; `placedFrame`), and the rows after it follow below it (model decision: UIKit computes every row's frame from its data source and delegate, which a scenario or dump gives only as frames). The content view (`<cell>.contentView`, a UITableViewCellContentView) fills the cell; a cell's subviews go into it and are hit-tested as any view (H1-H6) at the row's place in the table's content, which contentOffset moves. The content size fits the rows unless given. The table's other subviews are not rows and stay in front of the cells, unless the table says its subviews stack as listed (`subviewOrder` `asListed`, what an imported dump shows: a background view behind the rows, a header between them); plain rows (`rows`) are cells without a content view, each its own hit view.",
      .apple, [.aCellContentView, .oCellContentViewQuote],
      note:
        "Apple documents the content view; the layout without separators, accessory or editing areas is a model decision."
    ),
    Rule(
      "TC2", "A view added to the cell itself is covered by the content view",
      "Since iOS 14 the content view is made lazily, when the cell is configured for display at the latest, and goes in front of the views already added to the cell. A view added with the cell's addSubview (a scenario's `cellSubviews`) therefore lies behind the content view, which is the hit view over it: a button there gets no touch, and the touch goes to the content view and the row (TC3).",
      .devices, [.oLazyContentViewCovers, .oLazyContentView],
      note:
        "That the content view also stays in front of views added to the cell after it exists is a model decision."),
    Rule(
      "TC3", "The touched row is the cell that contains touch.view",
      "The hit view inside a cell (the content view, a label or image view with interaction on, a plain view) passes its touches up the chain (RC3) through the cell to the table. At touchesBegan the table walks from touch.view up the superview chain to the first of its own cells: that cell's row highlights (`setHighlighted` on the cell's id) and the lift selects it (TV1, TV3, TV4). Every scroll-view rule applies: a quick tap highlights and selects at the lift, a hold highlights at 150 ms (D2, D4), a quick drag drops the touch and nothing highlights (D5).",
      .decompiled, [.dCollectionViewHitView, .oSelectInTouchesEnded, .dTableWrapper],
      note:
        "The table's own touchesBegan was not read; the walk is the collection view's, which the model applies to the table."
    ),
    Rule(
      "TC4", "A control in a cell behaves as in a scroll view and selects no row",
      "A UIButton in a cell is the hit view. A quick tap sends touchDown and touchUpInside at the lift (D4, D7, C5); a hold highlights it at 150 ms (D2). A control that tracks does not pass its touches on (RC5), so the table highlights and selects no row, and a walk from touch.view that passes a control that isTracking finds no row (the collection view's walk, decompiled). A vertical drag after the hold does not scroll: touchesShouldCancel(in:) is false for an enabled control (K4), so the button keeps tracking (C8) and sends touchUpInside or touchUpOutside at the lift. Only a table whose touchesShouldCancel(in:) answers true for it scrolls and cancels the button (K5, C6: touchCancel). A quick vertical swipe over the button scrolls the table, and the button gets nothing (D5).",
      .devices, [.oFunctionalTableData176, .oButtonInCellHighlight, .oYYKit308, .dCollectionViewHitView],
      note:
        "Issue 18 says a button in a cell is cancelled by a vertical drag after a hold \"exactly as in a scroll view\"; by K4 and C8 a scroll view does not cancel an enabled control, so that takes a touchesShouldCancel(in:) override answering true (Docs/Research/Containers.md, TC4). Both are scenarios."
    ),
    Rule(
      "TC5", "One content delay for the table and its cells (iOS 8 and later)",
      "TouchSim models iOS 8 and later: a cell has no scroll view of its own (iOS 7's UITableViewCellScrollView is gone), so the table's delaysContentTouches and canCancelContentTouches alone decide for the content of its cells.",
      .devices, [.oFunctionalTableData176, .oCellScrollViewIOS7]),
    Rule(
      "TC6", "A row highlight highlights the cell's controls, visually",
      "When a cell is highlighted or selected it sets isHighlighted on those of its subviews that have the property, buttons included, which is why a button in a pressed row lights up. No control event is sent.",
      .devices, [.oCellHighlightsSubviews],
      notModelled: "Visual only: it sends no event and changes no record, as MD12."),
    Rule(
      "TC7", "Tapping an already selected row keeps it selected",
      "With single selection a tap on the selected row does not deselect it; a tap on another row deselects the old one (TC8). Whether willSelectRowAt and didSelectRowAt fire again for the same row is open (Docs/Research/Containers.md).",
      .devices, [Evidence("Docs/Research/Containers.md, TC7: Matt Neuburg, Programming iOS")],
      notModelled: "TouchSim's tables keep no selection between taps yet; proposed in Docs/Research/Containers.md."),
    Rule(
      "TC8", "Table deselection",
      "When another row is selected (single selection) or a selected row is tapped again (multiple selection), tableView(_:willDeselectRowAt:) may redirect or cancel the deselection, then the cell's setSelected(false), then didDeselectRowAt.",
      .decompiled,
      [Evidence("Docs/Research/Containers.md, TC8: UITableView _deselectRowAtIndexPath:animated:notifyDelegate:")],
      notModelled: "Tables do not deselect yet; proposed in Docs/Research/Containers.md."),
  ]
}
