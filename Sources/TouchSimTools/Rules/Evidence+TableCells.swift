/// The sources of the table cells' rules (TC).
extension Evidence {
  static let aCellContentView = Evidence(
    "Apple: UITableViewCell.contentView (\"If you want to customize cells by simply adding additional views, you "
      + "should add them to the content view\")", appleDoc + "uitableviewcell/contentview")
  static let oCellContentViewQuote = Evidence(
    "fahrni.me, \"UIButton and UITableViewCell contentView\" (2014), quoting Apple's contentView documentation",
    "http://iam.fahrni.me/2014/07/19/work-note-uibutton-and-uitableviewcell-contentview/")
  static let oLazyContentViewCovers = Evidence(
    "jierong.dev, \"Touch events not firing in UITableViewCell\" (2020): the hit view is the "
      + "UITableViewCellContentView, the button was added to the cell itself",
    "https://jierong.dev/2020/12/20/touch-events-not-firing-in-uitableviewcell.html")
  static let oLazyContentView = Evidence(
    "mo4tech, \"Xcode 12 / iOS 14 cell contentView display hierarchy bug\": the content view is made lazily "
      + "(_UITableViewCellEnableLazyContentView) and ends up in front of views added to the cell",
    "https://mo4tech.com/xcode12-ios14-cell-contentview-display-hierarchy-bug-explore.html")
  static let oSelectInTouchesEnded = Evidence(
    "codewithsundeep, SO 55683289: \"setSelected:animated: is actually called by touchesEnded:event:\" "
      + "(UIKitCore disassembled)", "https://codewithsundeep.com/discussion/solution/55683289")
  static let dTableWrapper = decompiled(
    "UITableView.mm, _updateWrapperView: the UITableViewWrapperView is made with scrolling off")
  static let dCollectionViewHitView = decompiled(
    "UICollectionView.mm, _selectableIndexPathForItemContainingHitView: walks up from the hit view to its cell; "
      + "a control that isTracking on the way means no item")
  static let oFunctionalTableData176 = Evidence(
    "Shopify/FunctionalTableData #176: a button in a table row has no immediate highlight, because the system "
      + "must first tell a tap from a scroll", "https://github.com/Shopify/FunctionalTableData/pull/176")
  static let oButtonInCellHighlight = Evidence(
    "charlesharley.com (2013), \"UIButton in UITableViewCell has no highlight state\": the highlight shows only after "
      + "a hold; the fix overrides touchesShouldCancel(in:) to return true for buttons",
    "https://charlesharley.com/2013/programming/uibutton-in-uitableviewcell-has-no-highlight-state")
  static let oYYKit308 = Evidence(
    "ibireme/YYKit #308: with the table's delaysContentTouches off, a table whose cells hold buttons no longer "
      + "scrolls from them; the fix returns YES from touchesShouldCancelInContentView: for UIButton",
    "https://github.com/ibireme/YYKit/issues/308")
  static let oCellScrollViewIOS7 = Evidence(
    "cnblogs (2016): iOS 7's UITableViewCellScrollView between the cell and its content view was removed in iOS 8",
    "https://cnblogs.com/lanbodada/p/6178309.html")
  static let oCellHighlightsSubviews = Evidence(
    "Neuburg, Programming iOS 6, \"Table View Selection\": \"a UIControl (such as a UIButton) takes on its "
      + "highlighted state when the cell is selected\"",
    "https://www.oreilly.com/library/view/programming-ios-6/9781449365783/ch21s03.html")
}
