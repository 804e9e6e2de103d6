import TouchSim

extension ClassDescriptor {
  /// `UIRefreshControl`: a control that becomes refreshing and sends valueChanged when its
  /// scroll view is pulled far enough (RF1-RF4). Declared among a scroll view's (table's,
  /// collection view's) `subviews`, it is attached as the scroll view's `refreshControl`
  /// (RF1: backmost, 60 pt tall, the scroll view's width), so it has no `frame` key. App
  /// logic reads `R.isRefreshing` and calls `beginRefreshing` (RF5) and `endRefreshing` (RF6).
  static let uiRefreshControl = ClassDescriptor(
    "UIRefreshControl", base: "UIControl", model: RefreshControl.self, make: { RefreshControl(name: $0) },
    readableMembers: [.of(RefreshControl.self, "isRefreshing", .bool) { .bool($0.isRefreshing) }],
    attachment: Attachment(superclass: "UIScrollView", role: "refreshControl") { control, superview in
      (superview as? ScrollView)?.refreshControl = control as? RefreshControl
    },
    appActions: [
      .of(RefreshControl.self, "beginRefreshing") { $0.beginRefreshing() },
      .of(RefreshControl.self, "endRefreshing") { $0.endRefreshing() },
    ])
}
