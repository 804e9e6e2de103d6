import Testing

@testable import TouchSimImport
@testable import TouchSimScenario

/// The one class map of `touchsim import` (issue 19).
@Suite struct DumpClassMapTests {
  @Test func everyRowNamesAClassOnceAndMapsToAModelledClass() {
    let names = DumpClassMap.table.map(\.dumpClass)
    #expect(Set(names).count == names.count)
    for row in DumpClassMap.table {
      switch row.mapping {
      case .model(let name), .nonInteractive(let name):
        #expect(ViewClass.named(name) != nil, "\(row.dumpClass) → \(name)")
      case .window, .contentOf, .dropped: break
      }
    }
  }

  @Test func modelledClassesMapToThemselvesUnlessTheTableSaysOtherwise() {
    for viewClass in ViewClass.all where !DumpClassMap.table.contains(where: { $0.dumpClass == viewClass.name }) {
      let resolution = DumpClassMap.resolve(viewClass.name, baseClass: nil, hasScrollFields: false)
      #expect(resolution == .init(mapping: .model(viewClass.name), kind: .modelled))
    }
  }

  @Test func privateClassesMapToWhatTheyBehaveAs() {
    #expect(DumpClassMap.resolve("UIButtonLabel", baseClass: nil, hasScrollFields: false).mapping == .model("UILabel"))
    #expect(
      DumpClassMap.resolve("UITableViewCellContentView", baseClass: nil, hasScrollFields: false).mapping == .contentOf)
    #expect(DumpClassMap.resolve("UITableViewWrapperView", baseClass: nil, hasScrollFields: true).mapping == .contentOf)
    #expect(
      DumpClassMap.resolve("_UITableViewCellSeparatorView", baseClass: nil, hasScrollFields: false).mapping
        == .nonInteractive("UIView"))
    #expect(
      DumpClassMap.resolve("UIKit._UISliderGlassVisualElement", baseClass: nil, hasScrollFields: false).kind == .unknown
    )
    #expect(
      DumpClassMap.resolve("UIKit.UIButtonLabel", baseClass: nil, hasScrollFields: false).mapping == .model("UILabel"))
  }

  @Test func tableCellsMapToTheCellClassAndCollectionViewsToWhatADumpCanPlace() {
    // Whether a cell stays a cell depends on its place in its table (DumpScenarioEmitter+Cells).
    #expect(
      DumpClassMap.resolve("UITableViewCell", baseClass: nil, hasScrollFields: false).mapping
        == .model("UITableViewCell"))
    #expect(
      DumpClassMap.resolve("UICollectionViewCell", baseClass: nil, hasScrollFields: false).mapping == .model("UIView"))
    #expect(
      DumpClassMap.resolve("UICollectionView", baseClass: nil, hasScrollFields: true).mapping == .model("UIScrollView"))
  }

  @Test func anAppClassMapsToTheBaseTheDumpShowsOrToUIView() {
    #expect(
      DumpClassMap.resolve("MMMainTableView", baseClass: "UITableView", hasScrollFields: true)
        == .init(mapping: .model("UITableView"), kind: .baseClass))
    #expect(
      DumpClassMap.resolve("PlayerCell", baseClass: "UITableViewCell", hasScrollFields: false)
        == .init(mapping: .model("UITableViewCell"), kind: .baseClass))
    #expect(
      DumpClassMap.resolve("MyFeedView", baseClass: nil, hasScrollFields: true)
        == .init(mapping: .model("UIScrollView"), kind: .scrollFields))
    #expect(
      DumpClassMap.resolve("MyCardView", baseClass: "NSObjectSubclass", hasScrollFields: false)
        == .init(mapping: .model("UIView"), kind: .unknown))
  }
}
