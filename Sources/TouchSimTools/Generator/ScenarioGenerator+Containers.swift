import TouchSim
import TouchSimScenario

/// Issue 18's containers in generated scenarios: table cells with content and swipe actions,
/// collection views with cells, navigation controllers with a stack of screens, and page view
/// controllers with pages, each within the format's rules (cells and screens have no frames).
extension ScenarioGenerator {
  /// A collection view, a navigation controller, a page view controller or a sheet at `frame`.
  mutating func container(id: String, frame: Rect, windowFrame: Rect, depth: Int) -> Scenario.View {
    switch random.int(0...3) {
    case 0: return collectionView(id: id, frame: frame, windowFrame: windowFrame)
    case 1: return navigationController(id: id, frame: frame, windowFrame: windowFrame, depth: depth)
    case 2: return sheet(id: id, frame: frame, windowFrame: windowFrame, depth: depth)
    default: return pageViewController(id: id, frame: frame, windowFrame: windowFrame, depth: depth)
    }
  }

  /// SH1-SH12: a sheet with its declared properties (detents, selection, tops, flags) and an
  /// ordinary tree, often a scroll or table view, as the presented view's content.
  private mutating func sheet(id: String, frame: Rect, windowFrame: Rect, depth: Int) -> Scenario.View {
    var view = Scenario.View(id: id, className: "UISheetPresentationController", frame: frame)
    views.append((id, "UISheetPresentationController", frame, windowFrame))
    declaredProperties(of: "UISheetPresentationController", into: &view)
    let bounds = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
    if views.count < size.maxViews {
      view.subviews.append(
        tree(id: "v\(views.count)", frame: bounds, windowFrame: windowFrame, depth: depth + 1, isRoot: false))
    }
    return view
  }

  /// TC1, TC2: one to six cells, some with content (controls among it), some with their own
  /// height, and now and then a view added to the cell itself.
  mutating func tableCells(into table: inout Scenario.View, windowFrame: Rect, depth: Int) {
    let rowHeight = table.scroll.rowHeight ?? 44
    var y = 0.0
    for _ in 0..<random.int(1...6) where views.count < size.maxViews {
      var cell = Scenario.View(id: "v\(views.count)", className: "UITableViewCell")
      let height = random.chance(0.2) ? Double(random.pick([30, 80])) : rowHeight
      if height != rowHeight { cell.scroll.rowHeight = height }
      declaredProperties(of: "UITableViewCell", into: &cell)  // TV5: showsReorderControl
      let cellWindow = Rect(x: windowFrame.minX, y: windowFrame.minY + y, width: windowFrame.size.width, height: height)
      views.append((cell.id, "UITableViewCell", cellWindow, cellWindow))
      cell.subviews = content(in: cellWindow)
      if random.chance(0.1) { cell.cellSubviews = content(in: cellWindow) }
      table.subviews.append(cell)
      y += height
    }
  }

  /// SA1-SA7: trailing or leading actions on every row or on some.
  mutating func swipeActions(into table: inout Scenario.View) {
    guard random.chance(0.3) else { return }
    let actions = (0..<random.int(0...2)).map { index in
      ContextualAction(style: random.chance(0.3) ? .destructive : .normal, title: "action\(index)")
    }
    let configuration = SwipeActionsConfiguration(actions: actions)
    let rowCount = table.scroll.rows ?? table.subviews.count
    let rows: [Int]? = random.chance(0.5) ? nil : (0..<rowCount).filter { $0 % 2 == 0 }
    if random.chance(0.7) {
      table.scroll.trailingSwipeActions = Scenario.SwipeActions(rows: rows, configuration: configuration)
    } else {
      table.scroll.leadingSwipeActions = Scenario.SwipeActions(rows: rows, configuration: configuration)
    }
  }

  /// CV1-CV10: cells with content, plain items, a layout, the selection flags.
  private mutating func collectionView(id: String, frame: Rect, windowFrame: Rect) -> Scenario.View {
    var view = Scenario.View(id: id, className: "UICollectionView", frame: frame)
    views.append((id, "UICollectionView", frame, windowFrame))
    scrollIds.append(id)
    declaredProperties(of: "UICollectionView", into: &view)
    scrollFlags(into: &view)
    view.scroll.itemSize = TouchSim.Size(
      width: Double(random.pick([40, 80, 120])), height: Double(random.pick([40, 80])))
    if random.chance(0.3) { view.scroll.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10) }
    for _ in 0..<random.int(0...3) where views.count < size.maxViews {
      var cell = Scenario.View(id: "v\(views.count)", className: "UICollectionViewCell")
      views.append((cell.id, "UICollectionViewCell", windowFrame, windowFrame))
      let item = Rect(x: windowFrame.minX, y: windowFrame.minY, width: 80, height: 80)
      cell.subviews = content(in: item)
      view.subviews.append(cell)
    }
    view.scroll.items = random.int(0...12)
    return view
  }

  /// NV1-NV10: a stack of one to three screens, each an ordinary tree filling the controller.
  private mutating func navigationController(id: String, frame: Rect, windowFrame: Rect, depth: Int) -> Scenario.View {
    var view = Scenario.View(id: id, className: "UINavigationController", frame: frame)
    views.append((id, "UINavigationController", frame, windowFrame))
    let bounds = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
    for _ in 0..<random.int(1...3) where views.count < size.maxViews {
      var screen = tree(id: "v\(views.count)", frame: bounds, windowFrame: windowFrame, depth: depth + 1, isRoot: true)
      screen.controller = Scenario.Controller(name: "Screen\(views.count)")
      view.subviews.append(screen)
    }
    if view.subviews.isEmpty {
      var screen = Scenario.View(id: "v\(views.count)")
      screen.controller = Scenario.Controller(name: "Screen\(views.count)")
      views.append((screen.id, "UIView", bounds, windowFrame))
      view.subviews.append(screen)
    }
    return view
  }

  /// PV1-PV10: one to three pages, horizontal or vertical, starting on any of them.
  private mutating func pageViewController(id: String, frame: Rect, windowFrame: Rect, depth: Int) -> Scenario.View {
    var view = Scenario.View(id: id, className: "UIPageViewController", frame: frame)
    views.append((id, "UIPageViewController", frame, windowFrame))
    scrollIds.append(id + ".scrollView")
    let bounds = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
    for _ in 0..<random.int(1...3) where views.count < size.maxViews {
      var page = tree(id: "v\(views.count)", frame: bounds, windowFrame: windowFrame, depth: depth + 1, isRoot: true)
      page.controller = nil
      view.pages.append(page)
    }
    if random.chance(0.3) { view[property: "navigationOrientation"] = .string("vertical") }
    if view.pages.count > 1 { view[property: "currentPage"] = .number(Double(random.int(0...(view.pages.count - 1)))) }
    return view
  }

  /// Zero to two leaf views inside `area` (window coordinates), controls among them.
  private mutating func content(in area: Rect) -> [Scenario.View] {
    var content: [Scenario.View] = []
    for _ in 0..<random.int(0...2) where views.count < size.maxViews {
      let kind = random.pick(["UIView", "UIButton", "UILabel", "UISlider", "UISwitch", "UIControl", "UIImageView"])
      let frame = Rect(
        x: random.tenths(0...max(1, area.size.width * 0.7)), y: random.tenths(0...max(1, area.size.height * 0.5)),
        width: random.tenths(10...max(10, area.size.width * 0.5)), height: random.tenths(10...max(10, area.size.height))
      )
      let window = Rect(
        x: area.minX + frame.minX, y: area.minY + frame.minY, width: frame.size.width, height: frame.size.height)
      var view = Scenario.View(id: "v\(views.count)", className: kind, frame: frame)
      views.append((view.id, kind, frame, window))
      flags(kind: kind, into: &view)
      declaredProperties(of: kind, into: &view)
      content.append(view)
    }
    return content
  }
}
