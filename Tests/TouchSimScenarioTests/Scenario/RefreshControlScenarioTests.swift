import Testing
import TouchSim

@testable import TouchSimScenario

/// `UIRefreshControl` in scenarios (RF1): declared among a scroll view's `subviews` it is the
/// scroll view's `refreshControl`; anywhere else, or with a `frame`, it is an error.
@Suite struct RefreshControlScenarioTests {
  private static func text(_ subviews: String, scrollClass: String = "UIScrollView", extra: String = "") -> String {
    #"{"format": 1, "scenario": "x", "root": {"id": "r", "subviews": [{"id": "S", "class": "\#(scrollClass)", "frame": [0, 0, 390, 844], \#(extra)"subviews": \#(subviews)}]}, "touches": [{"finger": 1, "path": [[0, 10, 10], [80, 10, 10]]}]}"#
  }

  private static func error(_ text: String) -> ScenarioError? {
    if case .failure(.invalid(let error)) = ScenarioRun.run(bytes: Array(text.utf8), path: "s.json") { return error }
    return nil
  }

  private static func window(_ text: String) throws -> Window {
    ScenarioBuilder.build(try Scenario.read(Array(text.utf8))).simulation.window
  }

  @Test func aRefreshControlAmongAScrollViewsSubviewsIsItsRefreshControl() throws {
    let window = try Self.window(
      Self.text(#"[{"id": "a", "frame": [0, 0, 10, 10]}, {"id": "R", "class": "UIRefreshControl"}]"#))
    let scrollView = try #require(window.view(named: "S") as? ScrollView)
    let control = try #require(window.view(named: "R") as? RefreshControl)
    #expect(scrollView.refreshControl === control)
    #expect(control.scrollView === scrollView)
    // RF1: backmost, the scroll view's width, 60 pt tall, hidden at rest.
    #expect(scrollView.subviews.map(\.name) == ["R", "a"])
    #expect(control.frame == Rect(x: 0, y: 0, width: 390, height: 60))
    #expect(control.isHidden)
    #expect(!control.isRefreshing)
  }

  @Test(arguments: ["UITableView", "UICollectionView"])
  func aTableOrCollectionViewTakesOneToo(_ scrollClass: String) throws {
    let window = try Self.window(Self.text(#"[{"id": "R", "class": "UIRefreshControl"}]"#, scrollClass: scrollClass))
    let scrollView = try #require(window.view(named: "S") as? ScrollView)
    #expect(scrollView.refreshControl?.name == "R")
    #expect(scrollView.subviews.first?.name == "R")
  }

  @Test func aTableWithCellsKeepsItsRowsAndTheControlBehindThem() throws {
    let window = try Self.window(
      Self.text(
        #"[{"id": "c", "class": "UITableViewCell"}, {"id": "R", "class": "UIRefreshControl"}]"#,
        scrollClass: "UITableView"))
    let table = try #require(window.view(named: "S") as? TableView)
    #expect(table.cells.map(\.name) == ["c"])
    #expect(table.refreshControl?.name == "R")
    #expect(table.subviews.first?.name == "R")
  }

  @Test func aRefreshControlInAPlainViewIsAnErrorAtItsClass() throws {
    let scrollClasses = ClassDescriptor.all.filter { $0.inherits(from: "UIScrollView") }.map(\.name)
    let hosts = scrollClasses.dropLast().joined(separator: ", ") + " or " + (scrollClasses.last ?? "")
    let error = try #require(
      Self.error(Self.text(#"[{"id": "R", "class": "UIRefreshControl"}]"#, scrollClass: "UIView")))
    #expect(
      error.message
        == "'R' is a UIRefreshControl: declare it among the 'subviews' of a \(hosts), "
        + "which makes it its refreshControl; it cannot be in the 'subviews' of a UIView")
    #expect(error.location == SourceLocation(line: 1, column: 157))
  }

  @Test func aRefreshControlAsTheRootIsAnError() throws {
    let text =
      #"{"format": 1, "scenario": "x", "root": {"id": "R", "class": "UIRefreshControl"}, "touches": [{"finger": 1, "path": [[0, 1, 1], [80, 1, 1]]}]}"#
    let error = try #require(Self.error(text))
    #expect(error.message.hasSuffix("which makes it its refreshControl; it cannot be anywhere else"))
  }

  @Test func aRefreshControlInACellIsAnError() throws {
    let error = try #require(
      Self.error(
        Self.text(
          #"[{"id": "c", "class": "UITableViewCell", "subviews": [{"id": "R", "class": "UIRefreshControl"}]}]"#,
          scrollClass: "UITableView")))
    #expect(error.message.hasSuffix("it cannot be in the 'subviews' of a UITableViewCell"))
  }

  @Test func aFrameIsAnError() throws {
    let error = try #require(
      Self.error(Self.text(#"[{"id": "R", "class": "UIRefreshControl", "frame": [0, 0, 390, 60]}]"#)))
    #expect(
      error.message
        == "a UIRefreshControl takes its frame from the UIScrollView it is the refreshControl of: remove 'frame' from 'R'"
    )
  }

  @Test func appLogicReadsIsRefreshing() throws {
    let text = Self.text(
      #"[{"id": "R", "class": "UIRefreshControl"}]"#,
      extra: #""on": {"scrollViewWillBeginDragging": [{"if": {"R.isRefreshing": false}, "note": "idle"}]}, "#)
    #expect(Self.error(text) == nil)
    let misspelled = Self.text(
      #"[{"id": "R", "class": "UIRefreshControl"}]"#,
      extra: #""on": {"scrollViewWillBeginDragging": [{"if": {"R.isRefreshin": false}, "note": "idle"}]}, "#)
    #expect(Self.error(misspelled) != nil)
  }

  /// RF5: `beginRefreshing` from app logic makes the control refreshing without sending
  /// anything, so the pull that follows sends nothing either; the call is logged as a note.
  @Test func beginRefreshingFromAReactionSendsNothing() throws {
    let pull = #"[{"finger": 1, "path": [[0, 195, 100], [500, 195, 700], [700, 195, 700]], "hz": 60}]"#
    func text(_ reaction: String) -> String {
      #"{"format": 1, "scenario": "x", "root": {"id": "r", "subviews": [{"id": "S", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 3000], "on": {"scrollViewWillBeginDragging": [\#(reaction)]}, "subviews": [{"id": "R", "class": "UIRefreshControl"}]}]}, "touches": \#(pull)}"#
    }
    guard case .success(let plain) = ScenarioRun.run(bytes: Array(text(#"{"note": "drag"}"#).utf8), path: "s.json"),
      case .success(let begun) = ScenarioRun.run(
        bytes: Array(text(#"{"beginRefreshing": "R"}"#).utf8), path: "s.json")
    else {
      Issue.record("the scenarios do not run")
      return
    }
    #expect(plain.text.contains("R                       controlEvent valueChanged value true"))
    #expect(!begun.text.contains("controlEvent"))
    #expect(begun.text.contains(#"R                       note "R.beginRefreshing()""#))
  }

  @Test func aRefreshActionOnAnotherClassIsAnError() throws {
    let text = Self.text(
      #"[{"id": "R", "class": "UIRefreshControl"}]"#,
      extra: #""on": {"scrollViewDidScroll": [{"endRefreshing": "S"}]}, "#)
    let error = try #require(Self.error(text))
    #expect(error.message == "'S' is a UIScrollView: 'endRefreshing' is a method of UIRefreshControl")
    let two = Self.text(
      #"[{"id": "R", "class": "UIRefreshControl"}]"#,
      extra: #""on": {"scrollViewDidScroll": [{"endRefreshing": "R", "note": "x"}]}, "#)
    #expect(Self.error(two)?.message.hasPrefix("a reaction needs exactly one action") == true)
  }
}
