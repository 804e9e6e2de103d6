import Testing
import TouchSim
import TouchSimScenario

@testable import TouchSimTools

@Suite struct CallFamilyTests {
  /// Every call of the log's catalogue has its own colour group; `other` is for calls added
  /// to the log later, and this test names them when that happens.
  @Test func everyCallOfTheCatalogueHasAFamily() {
    let unclassified = Call.names.filter { CallFamily(callName: $0) == .other }
    #expect(unclassified.isEmpty, "calls in no family: \(unclassified)")
  }

  /// The family by name is the call's own (`Call.family`), for every shape of every call.
  @Test func theFamilyByNameIsTheCallsOwn() {
    for call in Call.catalogue { #expect(CallFamily(callName: call.name) == call.family, "\(call.name)") }
    #expect(CallFamily(callName: "scrollViewDidSomethingNew") == .other)
  }
}
