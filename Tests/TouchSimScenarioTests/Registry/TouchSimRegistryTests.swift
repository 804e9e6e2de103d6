import Testing
import TouchSim
import TouchSimExamples
import TouchSimTestSupport

@testable import TouchSimScenario

/// An app's view and recognizer classes registered by name (issue 16, item 5): a registered
/// view class has its UIKit base's keys and behaviour, and bad registrations say why.
@Suite struct TouchSimRegistryTests {
  /// UIKit's classes the model has, in the order messages list them (`ClassDescriptor.all`).
  let builtIn = ClassDescriptor.all.map(\.name).joined(separator: ", ")

  /// A scroll scenario whose scroll view has the class `className`, with every scroll key kind.
  private func scrollScenario(_ className: String) -> [UInt8] {
    Array(
      """
      {"format": 1, "scenario": "scroll", "root": {"id": "R", "subviews": [
        {"id": "S", "class": "\(className)", "frame": [0, 0, 390, 844], "contentSize": [390, 3000],
         "delaysContentTouches": false, "canCancelContentTouches": true, "touchesShouldCancel": {"B": true},
         "on": {"scrollViewDidScroll": [{"note": "scrolled"}]},
         "subviews": [{"id": "B", "class": "UIButton", "frame": [100, 300, 190, 60]}]}]},
       "touches": [{"finger": 1, "path": [[0, 195, 330], [40, 195, 300], [80, 195, 260], [120, 195, 220]]}]}
      """.utf8)
  }

  @Test func aScrollViewSubclassRegisteredWithBaseUIScrollViewAcceptsItsKeysAndReplaysAsOne() throws {
    let registry = try appRegistry()
    let custom = try ScenarioRun.run(bytes: scrollScenario("PassthroughScrollView"), path: "s", registry: registry)
      .get()
    let uikit = try ScenarioRun.run(bytes: scrollScenario("UIScrollView"), path: "s").get()
    #expect(custom.internalError == nil)
    #expect(custom.text == uikit.text)
    #expect(custom.text.contains("S.pan"))
    #expect(custom.text.contains("scrolled"))
    let loaded = try LoadedScenario.load(scrollScenario("PassthroughScrollView"), registry: registry)
    let view = try #require(loaded.window.view(named: "S") as? PassthroughScrollView)
    #expect(!view.delaysContentTouches)
  }

  @Test func aRegisteredClassRefusesKeysItsBaseDoesNotHave() throws {
    let bytes = Array(
      """
      {"format": 1, "scenario": "s", "root": {"id": "R", "subviews": [
        {"id": "S", "class": "StepperControl", "frame": [0, 0, 100, 44], "contentSize": [1, 1]}]},
       "touches": [{"finger": 1, "path": [[0, 1, 1], [1, 1, 1]]}]}
      """.utf8)
    let registry = try appRegistry()
    #expect(throws: ScenarioError.self) { try Scenario.read(bytes, registry: registry) }
    do {
      _ = try Scenario.read(bytes, registry: registry)
    } catch {
      #expect(error.message == "key 'contentSize' is not valid for class 'StepperControl'")
    }
  }

  @Test func anUnknownViewClassSuggestsARegisteredNameOrListsThem() throws {
    let registry = try appRegistry()
    for (name, message) in [
      ("PasthroughScrollView", "unknown view class 'PasthroughScrollView'; did you mean 'PassthroughScrollView'?"),
      (
        "Carousel",
        "unknown view class 'Carousel'; known: \(builtIn), PassthroughScrollView, StepperControl"
      ),
    ] {
      do {
        _ = try Scenario.read(scrollScenario(name), registry: registry)
        Issue.record("'\(name)' was read")
      } catch {
        #expect(error.message == message)
      }
    }
  }

  @Test func aClassTestOfAppLogicIsKindOfForRegisteredClasses() throws {
    func scenario(_ className: String) -> [UInt8] {
      Array(
        """
        {"format": 1, "scenario": "kind", "root": {"id": "R", "subviews": [
          {"id": "S", "class": "PassthroughScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 3000],
           "touchesShouldBegin": {"cases": [{"if": {"self": {"class": "\(className)"}}, "then": false}], "else": true},
           "subviews": [{"id": "V", "frame": [0, 100, 390, 80], "touches": "handle"}]}]},
         "touches": [{"finger": 1, "path": [[0, 195, 130], [200, 195, 130]]}]}
        """.utf8)
    }
    let registry = try appRegistry()
    let asOwnClass = try ScenarioRun.run(bytes: scenario("PassthroughScrollView"), path: "s", registry: registry).get()
    let asBase = try ScenarioRun.run(bytes: scenario("UIScrollView"), path: "s", registry: registry).get()
    let asOther = try ScenarioRun.run(bytes: scenario("UITableView"), path: "s", registry: registry).get()
    #expect(asOwnClass.text.contains("touchesShouldBegin #1 in V -> false"))
    #expect(asBase.text.contains("touchesShouldBegin #1 in V -> false"))
    #expect(asOther.text.contains("touchesShouldBegin #1 in V -> true"))
    // A class that keeps UIScrollView's className is still known by its registered name.
    var plain = TouchSimRegistry()
    try plain.registerView("PassthroughScrollView", base: "UIScrollView") { PlainScrollView(name: $0) }
    let byName = try ScenarioRun.run(bytes: scenario("PassthroughScrollView"), path: "s", registry: plain).get()
    #expect(byName.text.contains("touchesShouldBegin #1 in V -> false"))
  }

  @Test func aScenarioWithRegisteredClassesWritesBackWhatItRead() throws {
    let registry = try appRegistry()
    let scenario = try Scenario.read(Array(appClassesScenario.utf8), registry: registry)
    let again = try Scenario.read(scenario.bytes(), registry: registry)
    #expect(again.bytes() == scenario.bytes())
    // The scroll view's scrollViewDidScroll and the control's touchUpInside reactions survive.
    let scroll = again.root.subviews[0]
    #expect(scroll.logic.count == 1 && scroll.logic == scenario.root.subviews[0].logic)
    #expect(scroll.subviews[1].logic.count == 1)
  }

  @Test func registeringAViewClassChecksItsNameBaseAndObject() throws {
    var registry = TouchSimRegistry()
    func message(_ register: (inout TouchSimRegistry) throws -> Void) -> String? {
      do {
        try register(&registry)
        return nil
      } catch {
        return (error as? TouchSimRegistry.RegistrationError)?.message ?? "\(error)"
      }
    }
    #expect(
      message { try $0.registerView("Pager", base: "UIScrolView") { ScrollView(name: $0) } }
        == "unknown base class 'UIScrolView' for view class 'Pager'; did you mean 'UIScrollView'?")
    #expect(
      message { try $0.registerView("Pager", base: "UIPickerView") { ScrollView(name: $0) } }
        == "unknown base class 'UIPickerView' for view class 'Pager'; bases: \(builtIn)"
    )
    #expect(
      message { try $0.registerView("Pager", base: "UIScrollView") { View(name: $0) } }
        == "view class 'Pager' has base UIScrollView, but make returns a View, which is not a ScrollView or a"
        + " subclass of it")
    #expect(
      message { try $0.registerView("Pager", base: "UIScrollView") { _ in ScrollView(name: "pager") } }
        == "view class 'Pager': make must name the view with the id it is given ('registry-probe'), not 'pager'")
    #expect(
      message { try $0.registerView("UIScrollView", base: "UIScrollView") { PassthroughScrollView(name: $0) } }
        == "'UIScrollView' is a UIKit class of the model; register a subclass under its own name")
    #expect(
      message { try $0.registerView("", base: "UIView") { View(name: $0) } } == "a view class name must not be empty")
    #expect(registry.viewClasses.isEmpty)
    #expect(message { try $0.registerView("Pager", base: "UIScrollView") { PassthroughScrollView(name: $0) } } == nil)
    #expect(message { try $0.registerView("Pager", base: "UIView") { View(name: $0) } } == nil)
    #expect(registry.viewClasses.map(\.base) == ["UIView"])
    #expect(registry.viewClassNames.suffix(2) == [ClassDescriptor.all.last?.name ?? "", "Pager"])
  }

  @Test func registeredRecognizersComeAfterUIKitsAndTheExamples() {
    var registry = TouchSimRegistry()
    registry.registerRecognizer("HorizontalPanGestureRecognizer") { HorizontalPanGestureRecognizer(name: $0) }
    let names = registry.recognizers.entries.map(\.className)
    #expect(
      names == GestureRecognizerRegistry.withExamples.entries.map(\.className) + ["HorizontalPanGestureRecognizer"])
  }
}

/// A scroll view subclass that does not override `className`.
private final class PlainScrollView: ScrollView {}
