import Foundation
import Testing
import TouchSim
import TouchSimTestSupport
import TouchSimTools

@testable import TouchSimScenario

/// `ScenarioObjects`, the objects validation finds from a scenario value without building it,
/// against the window `ScenarioBuilder` builds: the same names, each a view or a recognizer as
/// built, with the receiver roles, settable properties and table rows of the built object.
@Suite struct ScenarioObjectsTests {
  /// The differences between the table and the built window of `scenario`, one line each.
  static func differences(_ scenario: Scenario, registry: TouchSimRegistry = TouchSimRegistry()) -> [String] {
    let objects = ScenarioObjects(scenario, classes: registry.classes)
    let window = ScenarioBuilder.build(scenario, registry: registry).window
    var problems: [String] = []
    var builtViews: [String: View] = [:]
    var builtRecognizers: [String: GestureRecognizer] = [:]
    for view in window.allViews {
      if builtViews[view.name] == nil { builtViews[view.name] = view }
      for recognizer in view.gestureRecognizers where builtRecognizers[recognizer.name] == nil {
        builtRecognizers[recognizer.name] = recognizer
      }
    }
    for (name, view) in builtViews {
      guard let entry = objects[name] else {
        problems.append("view '\(name)' (\(view.className)) is missing")
        continue
      }
      if !entry.isView { problems.append("'\(name)' is a view, not a recognizer") }
      if entry.roles != window.receiverRoles(of: name) {
        problems.append("'\(name)': roles \(entry.roles) != \(window.receiverRoles(of: name))")
      }
      let expected = LogicAssignment.settableNames(of: view)
      if objects.settableNames(of: name) != expected {
        problems.append("'\(name)': settable \(objects.settableNames(of: name)) != \(expected)")
      }
      if let table = view as? TableView, entry.rows != table.cells.count {
        problems.append("'\(name)': \(entry.rows) rows != \(table.cells.count)")
      }
      if (view.superview as? TableView)?.name != entry.table {
        problems.append("'\(name)': in table \(entry.table ?? "none") != \(view.superview?.name ?? "none")")
      }
    }
    for (name, recognizer) in builtRecognizers {
      guard let entry = objects[name] else {
        problems.append("recognizer '\(name)' (\(recognizer.className)) is missing")
        continue
      }
      if entry.isView { problems.append("'\(name)' is a recognizer, not a view") }
      if objects.settableNames(of: name) != LogicAssignment.settableNames(of: recognizer) {
        problems.append("'\(name)': settable \(objects.settableNames(of: name))")
      }
    }
    for name in objects.viewOrder where builtViews[name] == nil { problems.append("view '\(name)' is not built") }
    for name in objects.recognizerOrder where builtRecognizers[name] == nil {
      problems.append("recognizer '\(name)' is not built")
    }
    // The order of the logic compiler's did-you-mean hints: depth first, each view's
    // recognizers after it (`LogicCompiler.init(window:classes:)`).
    var order: [String] = []
    var seen: Set<String> = []
    for view in window.allViews {
      for name in [view.name] + view.gestureRecognizers.map(\.name) where seen.insert(name).inserted {
        order.append(name)
      }
    }
    var found: Set<String> = []
    let treeOrder = objects.treeOrder.filter { found.insert($0).inserted }
    if treeOrder != order {
      let index =
        zip(treeOrder, order).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(treeOrder.count, order.count)
      problems.append(
        "order differs at \(index): \(treeOrder.dropFirst(index).prefix(3)) != \(order.dropFirst(index).prefix(3))")
    }
    return problems.sorted()
  }

  @Test func everyShippedScenarioHasTheObjectsOfItsBuiltWindow() throws {
    var count = 0
    for file in Repository.scenarioFiles {
      let bytes = try [UInt8](Data(contentsOf: Repository.url(file)))
      guard let scenario = try? Scenario.read(bytes) else { continue }
      count += 1
      let problems = Self.differences(scenario)
      #expect(problems.isEmpty, "\(file): \(problems.prefix(5).joined(separator: "; "))")
    }
    #expect(count > 250)
  }

  @Test func generatedScenariosHaveTheObjectsOfTheirBuiltWindows() {
    var generator = ScenarioGenerator(seed: 28)
    var compared = 0
    for seed in UInt64(1)...300 {
      let scenario = generator.scenario(seed: seed)
      guard (try? scenario.validate()) != nil else { continue }
      compared += 1
      let problems = Self.differences(scenario)
      #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5).joined(separator: "; "))")
    }
    #expect(compared > 150)
  }

  @Test func generatedObjectsOfEveryKindAreFound() throws {
    let text = ScenarioDecoderMessageTests.scenario(
      root: #"{"id": "r", "subviews": ["#
        + #"{"id": "T", "class": "UITableView", "frame": [0, 0, 100, 300], "rows": 2, "#
        + #""trailingSwipeActions": {"actions": [{"title": "Delete"}]}},"#
        + #"{"id": "L", "class": "UITableView", "frame": [0, 0, 100, 300], "subviews": ["#
        + #"{"id": "c", "class": "UITableViewCell", "subviews": [{"id": "b", "class": "UIButton", "frame": [0, 0, 5, 5]}]}]},"#
        + #"{"id": "C", "class": "UICollectionView", "frame": [0, 0, 100, 300], "items": 2},"#
        + #"{"id": "sw", "class": "UISwitch", "frame": [0, 0, 51, 31]},"#
        + #"{"id": "tv", "class": "UITextView", "frame": [0, 0, 51, 31]},"#
        + #"{"id": "P", "class": "UIPageViewController", "frame": [0, 0, 100, 100], "pages": [{"id": "p0"}]},"#
        + #"{"id": "N", "class": "UINavigationController", "frame": [0, 0, 100, 100], "#
        + #""viewControllers": [{"id": "v0", "controller": "c0"}]}]}"#)
    let scenario = try Scenario.read(Array(text.utf8))
    #expect(Self.differences(scenario) == [])
    let objects = ScenarioObjects(scenario, classes: TouchSimRegistry().classes)
    for name in ["T.row1", "T.swipe", "T.swipeDismiss", "T.pan", "c.contentView", "C.item1", "sw.tap", "tv.tap"] {
      #expect(objects[name] != nil, "\(name)")
    }
    #expect(objects["L"]?.rows == 1)
    #expect(objects.receiverRoles(of: "c").contains(.tableRow))
    #expect(objects.receiverRoles(of: "P.scrollView").contains(.scrollView))
    #expect(objects.receiverRoles(of: "N").contains(.navigationController))
  }
}
