import Testing
import TouchSim
import TouchSimTestSupport

/// Delegate objects written against `UIScrollViewDelegate` and `UITableViewDelegate`
/// (issue 16; S1-S5, S8, S10, TV1, TV3, TV4).
@Suite struct ScrollViewDelegateTests {
  final class Recorder: UIScrollViewDelegate {
    var calls: [String] = []
    var target: Point?
    var moveTargetTo: Point?
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) {
      calls.append("willEndDragging")
      target = targetContentOffset.pointee
      if let moveTargetTo { targetContentOffset.pointee = moveTargetTo }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      calls.append("didEndDragging \(decelerate)")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
  }

  /// A flick up: the content coasts after the lift.
  private let flick = [stroke([(0, 195, 700), (100, 195, 300)], hz: 60)]

  @Test func theDelegateHearsEachCallRightAfterItsRecord() {
    let delegate = Recorder()
    let (builder, scroll) = scrollTree { $0.delegate = delegate }
    _ = builder.run(flick)
    let logged = builder.window.recorder.records.compactMap { record -> String? in
      guard case .scrollDelegate(let call, _, _, let willDecelerate, _) = record.call else { return nil }
      let name = String(call.rawValue.dropFirst("scrollView".count))
      let lowered = name.prefix(1).lowercased() + name.dropFirst()
      if call == .scrollViewWillBeginDecelerating { return nil }  // not implemented by Recorder
      return willDecelerate.map { "\(lowered) \($0)" } ?? lowered
    }
    #expect(delegate.calls == logged)
    #expect(delegate.calls.last == "didEndDecelerating")
    #expect(delegate.target != nil)
    withExtendedLifetime(scroll) {}
  }

  @Test func movingTheTargetContentOffsetSettlesThere() {
    // S10 (Apple: "your application can change the value of the targetContentOffset
    // parameter to adjust where the scrollview finishes its scrolling animation").
    let delegate = Recorder()
    delegate.moveTargetTo = Point(x: 0, y: 500)
    let (builder, scroll) = scrollTree { $0.delegate = delegate }
    _ = builder.run(flick)
    #expect(delegate.target != Point(x: 0, y: 500))
    #expect(scroll.contentOffset == Point(x: 0, y: 500))
    #expect(delegate.calls.contains("didEndDragging true"))
    #expect(!scroll.isDecelerating)
  }

  @Test func settingTheOffsetInDidScrollFromADelegateIsBoundedAsAReactionIs() {
    final class Pin: UIScrollViewDelegate {
      func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView.contentOffset.y > 50 { scrollView.contentOffset = Point(x: 0, y: 50) }
      }
    }
    let pin = Pin()
    let (builder, scroll) = scrollTree { $0.delegate = pin }
    _ = builder.run(flick)
    #expect(scroll.contentOffset.y == 50)
    #expect(builder.window.errors.isEmpty)
  }

  @Test func aTableDelegateAnswersAndHearsSelectionAsTheClosuresDo() {
    final class Rows: UITableViewDelegate {
      var selected: [Int] = []
      var highlighted: [Int] = []
      func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool {
        indexPath.row != 0
      }
      func tableView(_ tableView: UITableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? {
        indexPath.row == 2 ? TableIndexPath(row: 3) : indexPath
      }
      func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: TableIndexPath) {
        highlighted.append(indexPath.row)
      }
      func tableView(_ tableView: UITableView, didSelectRowAt indexPath: TableIndexPath) {
        selected.append(indexPath.row)
      }
    }
    func run(_ configure: (TableView) -> Void) -> [String] {
      let builder = TreeBuilder()
      let table = TableView(name: "T", frame: builder.window.bounds)
      table.setRows(10)
      configure(table)
      builder.root.addSubview(table)
      builder.window.register(builder.root)
      return builder.runSqueezed([
        tap(at: Point(x: 100, y: 20)), tap(at: Point(x: 100, y: 66), from: 500),
        tap(at: Point(x: 100, y: 110), from: 1000),
      ])
    }
    let rows = Rows()
    let object = run { $0.delegate = rows }
    #expect(rows.selected == [1, 3])
    #expect(rows.highlighted == [1, 2])
    let closures = run { table in
      table.shouldHighlightRow = { _, row in AppAnswer(row != 0) }
      table.willSelectRow = { _, row in AppAnswer(row == 2 ? 3 : row) }
    }
    #expect(object == closures)
  }

  @Test func targetActionClosuresRunAfterTheirRecords() {
    let builder = TreeBuilder()
    let button = UIButton(name: "b")
    var taps = 0
    button.addTarget(for: .touchUpInside) { _ in taps += 1 }
    builder.add(button, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    _ = builder.run([tap(at: Point(x: 50, y: 50)), tap(at: Point(x: 50, y: 50), from: 500)])
    #expect(taps == 2)
  }
}
