import Foundation
import Testing
import TouchSim

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

  @Test func topLevelKeysAreTheDecoders() throws {
    #expect(try reading.propertyNames("#") == Set(ScenarioDecoder.topLevelKeys))
  }

  @Test func viewClassesAreViewClassAll() throws {
    let names = reading.strings(try reading.node("#/definitions/viewObject/properties/class"))
    #expect(names == Set(ViewClass.all.map(\.name)))
    #expect(ViewClass.notYetModelled.allSatisfy { !names.contains($0) })
  }

  @Test func viewKeysAreTheCommonAndClassKeys() throws {
    #expect(reading.strings(try reading.node("#/definitions/viewKey")) == Set(ViewClass.commonKeys))
    #expect(reading.strings(try reading.node("#/definitions/scrollViewKey")) == Set(ViewClass.scrollKeys))
    #expect(try reading.propertyNames("#/definitions/viewObject") == Self.allViewKeys)
  }

  @Test(arguments: ViewClass.all.map(\.name))
  func eachViewClassAllowsExactlyItsKeys(_ className: String) throws {
    let viewClass = try #require(ViewClass.all.first { $0.name == className })
    let branches = try reading.branches("#/definitions/viewObject", for: .object(["class": .string(className)]))
    try #require(branches.count == 1, "\(className): \(branches.count) class branches apply")
    let candidates = Self.allViewKeys.union(try reading.propertyNames("#/definitions/viewObject"))
    #expect(reading.allowedKeys(in: branches[0], among: candidates) == Set(ViewClass.commonKeys + viewClass.extraKeys))
  }

  @Test func aViewWithoutAClassIsAUIView() throws {
    let branches = try reading.branches("#/definitions/viewObject", for: .object(["id": .string("v")]))
    try #require(branches.count == 1)
    #expect(reading.allowedKeys(in: branches[0], among: Self.allViewKeys) == Set(ViewClass.commonKeys))
  }

  @Test func recognizerClassesAreTheCLIRegistry() throws {
    let names = reading.strings(try reading.node("#/definitions/gesture/properties/class"))
    #expect(names == Set(Self.registry.entries.map(\.className)))
  }

  @Test func gestureKeysAreTheDecodersAndEveryClassParameter() throws {
    #expect(reading.strings(try reading.node("#/definitions/gestureKey")) == Set(ScenarioDecoder.gestureKeys))
    let parameters = Self.registry.entries.flatMap { $0.make("g").parameterNames }
    #expect(try reading.propertyNames("#/definitions/gesture") == Set(ScenarioDecoder.gestureKeys + parameters))
  }

  @Test func eachRecognizerClassAllowsExactlyItsParameters() throws {
    let candidates = try reading.propertyNames("#/definitions/gesture")
    for entry in Self.registry.entries {
      let branches = try reading.branches("#/definitions/gesture", for: .object(["class": .string(entry.className)]))
      try #require(branches.count == 1, "\(entry.className): \(branches.count) class branches apply")
      let expected = Set(ScenarioDecoder.gestureKeys + entry.make("g").parameterNames)
      #expect(reading.allowedKeys(in: branches[0], among: candidates) == expected, "\(entry.className)")
    }
  }

  @Test func swipeDirectionsAreTheSwiftEnum() throws {
    let directions = reading.strings(try reading.node("#/definitions/gesture/properties/direction"))
    #expect(directions == Set(SwipeGestureRecognizer.Direction.allCases.map(\.rawValue)))
  }

  @Test func delegateStrokeAndActionKeysAreTheDecoders() throws {
    #expect(try reading.propertyNames("#/definitions/delegate") == Set(ScenarioDecoder.delegateKeys))
    #expect(try reading.propertyNames("#/definitions/stroke") == Set(ScenarioDecoder.strokeKeys))
    #expect(try reading.propertyNames("#/definitions/action") == Set(ScenarioDecoder.actionKeys))
  }

  @Test func touchMethodsAndHandlingAreTheSwiftEnums() throws {
    let methods = Set(TouchMethod.allCases.map(\.rawValue))
    #expect(reading.strings(try reading.node("#/definitions/touchMethod")) == methods)
    #expect(try reading.propertyNames("#/definitions/viewObject/properties/on") == methods)
    #expect(
      reading.strings(try reading.node("#/definitions/touchHandling")) == Set(TouchHandling.allCases.map(\.rawValue)))
  }

  @Test func patternFieldsAndTheirExamplesAreTheSwiftLists() throws {
    #expect(try reading.propertyNames("#/definitions/pattern") == Set(Expectations.fieldNames))
    #expect(try reading.examples("#/definitions/pattern/properties/event") == ControlEvent.allCases.map(\.rawValue))
    #expect(try reading.examples("#/definitions/pattern/properties/state") == GestureState.allCases.map(\.rawValue))
    #expect(try reading.examples("#/definitions/pattern/properties/from") == GestureState.allCases.map(\.rawValue))
  }
}
