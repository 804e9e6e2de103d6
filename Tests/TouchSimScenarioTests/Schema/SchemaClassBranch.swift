import Foundation
import Testing
import TouchSim
import TouchSimTestSupport

@testable import TouchSimScenario

/// The schema's `if`/`then` branch of each view class (`definitions/viewObject/allOf`), written
/// from its descriptor (issue 28: a new class adds no line to the schema by hand). Run with
/// `TOUCHSIM_UPDATE=1`, `SchemaClassBranchTests` rewrites the branches in place, every other
/// byte of `Scenarios/scenario.schema.json` unchanged.
///
/// A branch says what the decoder takes of the class: its keys (`propertyNames`), the keys
/// its descriptor requires or refuses (`required`, `not`), the numeric properties whose range
/// is narrower than the same name's on another class (`properties`), and its callbacks (`on`).
enum SchemaClassBranch {
  /// The widest line the layout fills before it breaks a list.
  static let width = 124

  /// Every branch: the lines of the `allOf` array. The classes `previous` (the schema's
  /// branches as they are) lists keep their places; a new class follows, sorted by name.
  static func allOfLines(previous: [String]) -> String {
    let names = GeneratedList.ordered(ClassDescriptor.all.map(\.name), previous: previous)
    return names.compactMap(ClassDescriptor.named).map { text(for: $0) }.joined(separator: ",\n") + "\n"
  }

  /// The classes of the branches in `text` (the schema), in order.
  static func branchClasses(in text: String) -> [String] {
    guard let range = branchRange(in: text) else { return [] }
    return text[range].matches(of: /"if": \{ "properties": \{ "class": \{ "const": "([A-Za-z0-9_]+)" \}/).map {
      String($0.output.1)
    }
  }

  /// The branch's JSON text, in the schema's layout (indented as an item of `allOf`).
  static func text(for descriptor: ClassDescriptor) -> String {
    let classTest = descriptor.base == nil ? "" : ##", "required": ["class"]"##
    var lines = [
      "        {",
      ##"          "if": { "properties": { "class": { "const": "\##(descriptor.name)" } }\##(classTest) },"##,
      ##"          "then": {"##,
    ]
    lines += propertyNames(of: descriptor)
    let required = requiredKeys(of: descriptor)
    if !required.isEmpty { lines.append(##"            "required": [\##(quoted(required))],"##) }
    let refused = refusedKeys(of: descriptor).map { ##"{ "required": ["\##($0)"] }"## }
    if refused.count == 1 { lines.append(##"            "not": \##(refused[0]),"##) }
    if refused.count > 1 { lines.append(##"            "not": { "anyOf": [\##(refused.joined(separator: ", "))] },"##) }
    let properties = narrowedProperties(of: descriptor) + [##""on": \##(callbacks(of: descriptor))"##]
    lines.append(##"            "properties": { \##(properties.joined(separator: ", ")) }"##)
    lines += ["          }", "        }"]
    return lines.joined(separator: "\n")
  }

  /// `propertyNames`: the common keys, the scroll keys of a scroll view, and the class's other
  /// keys; on one line when it fits, else one alternative a line.
  static func propertyNames(of descriptor: ClassDescriptor) -> [String] {
    let isScroll = descriptor.inherits(from: "UIScrollView")
    var keys: [String] = [##"{ "$ref": "#/definitions/viewKey" }"##]
    if isScroll { keys.append(##"{ "$ref": "#/definitions/scrollViewKey" }"##) }
    let ownKeys = descriptor.extraKeys.filter { !isScroll || !ViewClass.scrollKeys.contains($0) }
    let enumLine = ownKeys.isEmpty ? nil : ##"{ "enum": [\##(quoted(ownKeys))] }"##
    if keys.count == 1 && enumLine == nil { return [##"            "propertyNames": \##(keys[0]),"##] }
    let inline =
      ##"            "propertyNames": { "anyOf": [\##((keys + [enumLine].compactMap { $0 }).joined(separator: ", "))] },"##
    if inline.count <= width { return [inline] }
    var items = keys.map { "                " + $0 }
    if let enumLine {
      if ("                " + enumLine).count <= width {
        items.append("                " + enumLine)
      } else {
        items.append(
          "                {\n                  \"enum\": [\n" + filled(ownKeys, indent: 20)
            + "\n                  ]\n                }")
      }
    }
    return [
      ##"            "propertyNames": {"##, ##"              "anyOf": ["##, items.joined(separator: ",\n"),
      "              ]", "            },",
    ]
  }

  /// The keys a view of the class must have: a navigation controller's stack (NV1).
  static func requiredKeys(of descriptor: ClassDescriptor) -> [String] {
    descriptor.children == .navigationStack ? ["viewControllers"] : []
  }

  /// The common or inherited keys the decoder refuses for the class: the frame of a view
  /// placed by its superview (an attached refresh control, RF1; a collection item, CV10), the
  /// content size of a collection view (CV10), the subviews of a navigation controller (its
  /// stack, NV1) and the controller of a class that makes its own.
  static func refusedKeys(of descriptor: ClassDescriptor) -> [String] {
    var keys: [String] = []
    if descriptor.attachment != nil || descriptor.placement == .collectionItem { keys.append("frame") }
    if descriptor.children == .collectionItems { keys.append("contentSize") }
    if descriptor.children == .navigationStack { keys.append("subviews") }
    if descriptor.makesOwnController { keys.append("controller") }
    return keys
  }

  /// The class's own numeric properties whose range is narrower than the widest declaration
  /// of the same name (which `definitions/viewObject/properties` states): a slider's values
  /// (SL1) beside a stepper's.
  static func narrowedProperties(of descriptor: ClassDescriptor) -> [String] {
    descriptor.properties.compactMap { declaration in
      guard let range = bounds(declaration.type) else { return nil }
      let others = ClassDescriptor.all.flatMap(\.properties).filter { $0.name == declaration.name }
      let ranges = others.compactMap { bounds($0.type) }
      let widest =
        (ranges.map(\.lowerBound).min() ?? range.lowerBound)...(ranges.map(\.upperBound).max() ?? range.upperBound)
      guard range != widest else { return nil }
      let low = number(range.lowerBound)
      let high = number(range.upperBound)
      let rules = declaration.rules.isEmpty ? "" : " (\(declaration.rules.joined(separator: ", ")))"
      let description = "\(descriptor.name): within \(low) to \(high)\(rules)."
      return
        ##""\##(declaration.name)": { "description": "\##(description)", "minimum": \##(low), "maximum": \##(high) }"##
    }
  }

  /// `on`: the callbacks the class may react to.
  static func callbacks(of descriptor: ClassDescriptor) -> String {
    var callbacks: [String] = [
      ##"{ "$ref": "#/definitions/touchMethod" }"##, ##"{ "$ref": "#/definitions/keyboardCall" }"##,
    ]
    if descriptor.inherits(from: "UIScrollView") {
      callbacks.append(##"{ "$ref": "#/definitions/scrollDelegateCall" }"##)
    }
    if descriptor.inherits(from: "UIControl") { callbacks.append(##"{ "$ref": "#/definitions/controlEvent" }"##) }
    let grouped =
      TouchMethod.allCases.map(\.rawValue) + LogicCallback.keyboard + ScrollDelegateCall.allCases.map(\.rawValue)
      + ControlEvent.allCases.map(\.rawValue)
    let ownCallbacks = descriptor.allCallbacks.filter { !grouped.contains($0) }
    if !ownCallbacks.isEmpty { callbacks.append(##"{ "enum": [\##(quoted(ownCallbacks))] }"##) }
    let names = ##"{ "anyOf": [\##(callbacks.joined(separator: ", "))] }"##
    return ##"{ "description": "The callbacks this class may react to.", "propertyNames": \##(names) }"##
  }

  /// A numeric type's range.
  private static func bounds(_ type: PropertyType) -> ClosedRange<Double>? {
    switch type {
    case .number(let range): return range
    case .integer(let range): return Double(range.lowerBound)...Double(range.upperBound)
    case .bool, .choice: return nil
    }
  }

  /// A bound as JSON writes it: whole numbers without a fraction.
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  private static func quoted(_ names: [String]) -> String {
    names.map { "\"\($0)\"" }.joined(separator: ", ")
  }

  /// `names` quoted and comma-separated, filled greedily up to `width` at `indent`.
  private static func filled(_ names: [String], indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = ""
    for (index, name) in names.enumerated() {
      let item = "\"\(name)\"" + (index == names.count - 1 ? "" : ",")
      if line.isEmpty {
        line = pad + item
      } else if line.count + 1 + item.count <= width {
        line += " " + item
      } else {
        lines.append(line)
        line = pad + item
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  /// What precedes the branches in the schema: the opening of `definitions/viewObject/allOf`.
  static let opening = "      \"allOf\": [\n"
  /// What follows them.
  static let closing = "      ]\n    },\n"

  /// Where the view object's branches are in `text`: inside `definitions/viewObject/allOf`.
  static func branchRange(in text: String) -> Range<String.Index>? {
    guard let object = text.range(of: "    \"viewObject\": {\n") else { return nil }
    guard let begin = text.range(of: opening, range: object.upperBound..<text.endIndex) else { return nil }
    guard let end = text.range(of: closing, range: begin.upperBound..<text.endIndex) else { return nil }
    return begin.upperBound..<end.lowerBound
  }

  /// The schema `text` with both of its generated parts written: the class enum
  /// (`SchemaClassEnumTests`) and the class branches. The two tests write the whole file the
  /// same way, so that run together under `TOUCHSIM_UPDATE=1` neither undoes the other.
  static func generatedSchema(from text: String) -> String? {
    SchemaClassEnumTests.replacingEnum(in: text, with: ClassDescriptor.all.map(\.name)).flatMap(replacingBranches)
  }

  /// `text` with the view object's branches replaced by the generated ones; nil when they
  /// are not found.
  static func replacingBranches(in text: String) -> String? {
    guard let range = branchRange(in: text) else { return nil }
    return text.replacingCharacters(in: range, with: allOfLines(previous: branchClasses(in: text)))
  }
}

/// The schema's class branches are written from the descriptors, and say what the decoder
/// takes, for every class.
@Suite struct SchemaClassBranchTests {
  let reading: SchemaReading
  init() throws { reading = try SchemaReading() }

  /// Run with `TOUCHSIM_UPDATE=1`, this test writes the branches.
  @Test func theBranchesAreGenerated() throws {
    let file = SchemaClassEnumTests.schemaFile
    let text = try String(contentsOfFile: Repository.path(file), encoding: .utf8)
    let expected = try #require(
      SchemaClassBranch.generatedSchema(from: text),
      "\(file): the class branches (definitions/viewObject/allOf) are not where this test looks")
    let message = try GeneratedList.check(path: file, expected: expected, test: "SchemaClassBranchTests")
    #expect(message == nil, "\(message ?? "")")
  }

  @Test(arguments: ViewClass.all.map(\.name))
  func theWrittenBranchAllowsWhatTheDecoderDoes(_ className: String) throws {
    let descriptor = try #require(ClassDescriptor.named(className))
    let text = SchemaClassBranch.text(for: descriptor)
    let branch = try JSONNode(data: Data(text.utf8))
    let then = try #require(branch["then"])
    let keys = ScenarioSchemaInStepTests.allViewKeys
    #expect(reading.allowedKeys(in: then, among: keys) == Set(ViewClass.commonKeys + descriptor.extraKeys))
    let callbacks = Set(ViewClass.all.flatMap { ScenarioDecoder.callbacks(ofViewClass: $0.name) })
    let on = try #require(then["properties"]?["on"])
    #expect(reading.allowedKeys(in: on, among: callbacks) == Set(ScenarioDecoder.callbacks(ofViewClass: className)))
  }

  /// The layout: a short `propertyNames` on one line, a long one an alternative a line, a
  /// long enum filled; the root class's test needs no `class`; refused and required keys.
  @Test func theLayout() throws {
    let view = SchemaClassBranch.text(for: try #require(ClassDescriptor.named("UIView")))
    #expect(view.contains(##""if": { "properties": { "class": { "const": "UIView" } } },"##))
    #expect(view.contains(##""propertyNames": { "$ref": "#/definitions/viewKey" },"##))
    let slider = SchemaClassBranch.text(for: try #require(ClassDescriptor.named("UISlider")))
    #expect(slider.contains("                {\n                  \"enum\": [\n"))
    #expect(slider.contains(##""value": { "description": "UISlider: within -1000000 to 1000000 (SL1, SL4).""##))
    #expect(slider.split(separator: "\n").allSatisfy { $0.count <= SchemaClassBranch.width || $0.contains("\"on\"") })
    let navigation = SchemaClassBranch.text(for: try #require(ClassDescriptor.named("UINavigationController")))
    #expect(navigation.contains(##""required": ["viewControllers"],"##))
    #expect(
      navigation.contains(##""not": { "anyOf": [{ "required": ["subviews"] }, { "required": ["controller"] }] },"##))
    let refresh = SchemaClassBranch.text(for: try #require(ClassDescriptor.named("UIRefreshControl")))
    #expect(refresh.contains(##""not": { "required": ["frame"] },"##))
    let stepper = SchemaClassBranch.text(for: try #require(ClassDescriptor.named("UIStepper")))
    #expect(!stepper.contains("within"), "a stepper's range is the widest: the view object's property says it")
  }
}
