import Foundation
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTestSupport

/// Keeps `Call.catalogue` (what `expect` validation allows) in step with what the model
/// really logs: every record of the shipped corpus, explained, is a call of the catalogue,
/// carries only fields (and kinds) the catalogue gives that call, and goes to a receiver
/// that plays the call's role. A call shape or receiver the catalogue misses fails here.
@Suite struct CallCatalogueCorpusTests {
  @Test(arguments: Repository.scenarioFiles)
  func everyRecordIsACallShapeOfTheCatalogue(_ relativePath: String) throws {
    let path = Repository.root.appendingPathComponent(relativePath).path
    let scenario = try LoadedScenario.load(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    scenario.window.recorder.explains = true
    _ = scenario.simulation.run()
    let controllers = Set(scenario.window.allViews.compactMap { $0.viewController?.name })
    for (index, record) in scenario.window.recorder.records.enumerated() {
      let place = "\(relativePath) record \(index + 1): \(TextRenderer.line(for: record))"
      #expect(Call.names.contains(record.call.name), "\(place): call not in the catalogue")
      let allowed = Record.fieldKinds(ofCall: record.call.name)
      for field in record.fields {
        let kinds = allowed.first { $0.name == field.name }?.kinds ?? []
        #expect(
          kinds.contains(field.value.kind), "\(place): field '\(field.name)' (\(field.value.kind)) not in the catalogue"
        )
      }
      var roles: Set<ReceiverRole> =
        controllers.contains(record.receiver) ? [.responder] : scenario.window.receiverRoles(of: record.receiver)
      // The app state a scenario declares is no object of the window; its records are `set`s (issue 29).
      if roles.isEmpty && record.receiver == "state" { roles = [.settable] }
      #expect(
        roles.contains(record.call.receiverRole), "\(place): receiver roles \(roles) lack \(record.call.receiverRole)")
    }
  }
}
