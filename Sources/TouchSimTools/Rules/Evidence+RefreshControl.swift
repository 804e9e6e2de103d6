/// The sources of the UIRefreshControl rules (RF, issue 28 item 7): the decompiled control, its
/// modern content view and its scroll-view host (iOS 26.1), Apple's documentation and the
/// reports read for it.
extension Evidence {
  static let dRefreshControl = decompiled("UIRefreshControl.mm")
  static let dRefreshContentView = decompiled("_UIRefreshControlModernContentView.mm")
  static let dRefreshContentBase = decompiled("_UIRefreshControlContentView.mm")
  static let dRefreshHost = decompiled("_UIScrollViewRefreshControlHost.mm")
  static let aRefreshControl = Evidence("Apple: UIRefreshControl", appleDoc + "uirefreshcontrol")
  static let aBeginRefreshing = Evidence(
    "Apple: UIRefreshControl.beginRefreshing()", appleDoc + "uirefreshcontrol/beginrefreshing()")
  static let aEndRefreshing = Evidence(
    "Apple: UIRefreshControl.endRefreshing()", appleDoc + "uirefreshcontrol/endrefreshing()")
  static let aIsRefreshing = Evidence(
    "Apple: UIRefreshControl.isRefreshing", appleDoc + "uirefreshcontrol/isrefreshing")
  static let rStoreCollectionView = Evidence(
    "iTunesStoreUI SUUICollectionView setRefreshControl: (_addContentSubview:atBack:1), decompiled",
    decompiledRepository)
  static let rUseYourLoafRefresh = Evidence(
    "Use Your Loaf: UIRefreshControl Fun and Games (a refresh control on any UIScrollView since iOS 10)",
    "https://useyourloaf.com/blog/uirefreshcontrol-fun-and-games/")
}
