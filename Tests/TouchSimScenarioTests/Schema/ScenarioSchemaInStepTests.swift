import Foundation
import Testing
import TouchSim
import TouchSimExamples

@testable import TouchSimScenario

/// The schema's lists against the Swift sources of truth: adding a class, key, recognizer,
/// method or property in Swift without adding it to `Scenarios/scenario.schema.json` (or the
/// reverse) fails here.
@Suite struct ScenarioSchemaInStepTests {
  let reading: SchemaReading
  init() throws { reading = try SchemaReading() }

  /// Every key of any view class in Swift.
  static var allViewKeys: Set<String> { Set(ViewClass.commonKeys + ViewClass.all.flatMap(\.extraKeys)) }

  /// The recognizer classes `touchsim` reads scenarios with.
  static var registry: GestureRecognizerRegistry { .withExamples }

  /// Expects the schema's list to be Swift's, naming what only one side has.
  func expectSame(
    _ schema: Set<String>, _ swift: some Sequence<String>, _ what: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let swift = Set(swift)
    let onlySchema = schema.subtracting(swift).sorted()
    let onlySwift = swift.subtracting(schema).sorted()
    #expect(
      onlySchema.isEmpty && onlySwift.isEmpty,
      "\(what): only in the schema \(onlySchema), only in Swift \(onlySwift)", sourceLocation: sourceLocation)
  }

  @Test func topLevelKeysAreTheDecoders() throws {
    expectSame(try reading.propertyNames("#"), ScenarioDecoder.topLevelKeys, "top-level keys")
  }

  @Test func viewClassesAreViewClassAll() throws {
    let names = reading.strings(try reading.node("#/definitions/viewObject/properties/class"))
    expectSame(names, ViewClass.all.map(\.name), "view classes")
    #expect(ViewClass.notYetModelled.allSatisfy { !names.contains($0) })
  }

  @Test func viewKeysAreTheCommonAndClassKeys() throws {
    expectSame(reading.strings(try reading.node("#/definitions/viewKey")), ViewClass.commonKeys, "viewKey")
    expectSame(reading.strings(try reading.node("#/definitions/scrollViewKey")), ViewClass.scrollKeys, "scrollViewKey")
    expectSame(try reading.propertyNames("#/definitions/viewObject"), Self.allViewKeys, "view properties")
  }

  @Test(arguments: ViewClass.all.map(\.name))
  func eachViewClassAllowsExactlyItsKeys(_ className: String) throws {
    let viewClass = try #require(ViewClass.all.first { $0.name == className })
    let branches = try reading.branches("#/definitions/viewObject", for: .object(["class": .string(className)]))
    try #require(
      branches.count == 1,
      "\(className): \(branches.count) class branches apply: run TOUCHSIM_UPDATE=1 swift test --filter SchemaClassBranchTests"
    )
    let candidates = Self.allViewKeys.union(try reading.propertyNames("#/definitions/viewObject"))
    let allowed = reading.allowedKeys(in: branches[0], among: candidates)
    expectSame(allowed, ViewClass.commonKeys + viewClass.extraKeys, "keys of \(className)")
  }

  @Test func aViewWithoutAClassIsAUIView() throws {
    let branches = try reading.branches("#/definitions/viewObject", for: .object(["id": .string("v")]))
    try #require(branches.count == 1, "\(branches.count) class branches apply")
    expectSame(reading.allowedKeys(in: branches[0], among: Self.allViewKeys), ViewClass.commonKeys, "keys of a view")
  }

  @Test func recognizerClassesAreTheCLIRegistry() throws {
    let names = reading.strings(try reading.node("#/definitions/gesture/properties/class"))
    expectSame(names, Self.registry.entries.map(\.className), "recognizer classes")
  }

  @Test func gestureKeysAreTheDecodersAndEveryClassParameter() throws {
    expectSame(reading.strings(try reading.node("#/definitions/gestureKey")), ScenarioDecoder.gestureKeys, "gestureKey")
    let parameters = Self.registry.entries.flatMap { PropertyCatalogue.parameters(of: $0.make("g")).map(\.name) }
    expectSame(
      try reading.propertyNames("#/definitions/gesture"), ScenarioDecoder.gestureKeys + parameters,
      "gesture properties")
  }

  @Test func eachRecognizerClassAllowsExactlyItsParameters() throws {
    let candidates = try reading.propertyNames("#/definitions/gesture")
    for entry in Self.registry.entries {
      let branches = try reading.branches("#/definitions/gesture", for: .object(["class": .string(entry.className)]))
      try #require(branches.count == 1, "\(entry.className): \(branches.count) class branches apply")
      let allowed = reading.allowedKeys(in: branches[0], among: candidates)
      let parameters = PropertyCatalogue.parameters(of: entry.make("g")).map(\.name)
      expectSame(allowed, ScenarioDecoder.gestureKeys + parameters, "keys of \(entry.className)")
    }
  }

  @Test func swipeDirectionsAreTheSwiftEnum() throws {
    let directions = reading.strings(try reading.node("#/definitions/gesture/properties/direction"))
    expectSame(directions, SwipeGestureRecognizer.Direction.allCases.map(\.rawValue), "swipe directions")
  }

  @Test func delegateStrokeAndActionKeysAreTheDecoders() throws {
    expectSame(try reading.propertyNames("#/definitions/delegate"), ScenarioDecoder.delegateKeys, "delegate keys")
    expectSame(try reading.propertyNames("#/definitions/stroke"), ScenarioDecoder.strokeKeys, "stroke keys")
    expectSame(try reading.propertyNames("#/definitions/action"), ScenarioDecoder.actionKeys, "action keys")
  }

  @Test func touchMethodsAndHandlingAreTheSwiftEnums() throws {
    let methods = TouchMethod.allCases.map(\.rawValue)
    expectSame(reading.strings(try reading.node("#/definitions/touchMethod")), methods, "touchMethod")
    let callbacks = ViewClass.all.flatMap { ScenarioDecoder.callbacks(ofViewClass: $0.name) }
    expectSame(try reading.propertyNames("#/definitions/viewObject/properties/on"), callbacks, "keys of 'on'")
    let handling = reading.strings(try reading.node("#/definitions/touchHandling"))
    expectSame(handling, TouchHandling.allCases.map(\.rawValue), "touchHandling")
  }

  @Test func patternFieldsAndTheirExamplesAreTheSwiftLists() throws {
    expectSame(try reading.propertyNames("#/definitions/pattern"), Expectations.fieldNames, "pattern fields")
    #expect(try reading.examples("#/definitions/pattern/properties/event") == ControlEvent.allCases.map(\.rawValue))
    #expect(try reading.examples("#/definitions/pattern/properties/state") == GestureState.allCases.map(\.rawValue))
    #expect(try reading.examples("#/definitions/pattern/properties/from") == GestureState.allCases.map(\.rawValue))
  }

  /// The schema completes `call` with the log's calls (the catalogue), less the explain-only
  /// `nothing`, which `expect` refuses.
  @Test func patternCallsAreTheCallCatalogue() throws {
    let calls = reading.strings(try reading.node("#/definitions/pattern/properties/call"))
    expectSame(calls, Call.names.filter { $0 != "nothing" }, "pattern calls")
  }
}
