import Foundation
import Testing
import TouchSimTestSupport

@testable import TouchSimScenario

/// The schema's enum of view classes (`definitions/viewObject/properties/class`) is written
/// from `ClassDescriptor.all` (issue 28): run with `TOUCHSIM_UPDATE=1`, this test rewrites
/// that enum in place (and the class branches, `SchemaClassBranch`), every other byte of
/// `Scenarios/scenario.schema.json` unchanged.
@Suite struct SchemaClassEnumTests {
  static let schemaFile = "Scenarios/scenario.schema.json"
  /// What precedes the enum's names in the schema, up to the first name's line.
  static let opening =
    "        \"class\": {\n"
    + "          \"description\": \"The view's UIKit class; default UIView.\",\n"
    + "          \"enum\": [\n"
  static let indent = String(repeating: " ", count: 12)
  /// The widest line the enum's names fill.
  static let width = 124

  /// The enum's lines for `names`: quoted, comma-separated, filled greedily up to `width`.
  static func enumLines(_ names: [String]) -> String {
    var lines: [String] = []
    var line = ""
    for (index, name) in names.enumerated() {
      let item = "\"\(name)\"" + (index == names.count - 1 ? "" : ",")
      if line.isEmpty {
        line = indent + item
      } else if line.count + 1 + item.count <= width {
        line += " " + item
      } else {
        lines.append(line)
        line = indent + item
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.map { $0 + "\n" }.joined()
  }

  /// `text` with the enum's names replaced by `names`'s lines; nil when the enum is not found.
  static func replacingEnum(in text: String, with names: [String]) -> String? {
    guard let begin = text.range(of: opening) else { return nil }
    guard let end = text.range(of: "          ]\n", range: begin.upperBound..<text.endIndex) else { return nil }
    return text.replacingCharacters(in: begin.upperBound..<end.lowerBound, with: enumLines(names))
  }

  @Test func theClassEnumIsGenerated() throws {
    let text = try String(contentsOfFile: Repository.path(Self.schemaFile), encoding: .utf8)
    let expected = try #require(
      SchemaClassBranch.generatedSchema(from: text),
      "\(Self.schemaFile): the view class enum (definitions/viewObject/properties/class) or the class branches are not where this test looks"
    )
    let message = try GeneratedList.check(path: Self.schemaFile, expected: expected, test: "SchemaClassEnumTests")
    #expect(message == nil, "\(message ?? "")")
  }

  /// A new class is added to the enum's last line, or a new line when that one is full.
  @Test func aNewClassIsWritten() throws {
    let file = try String(contentsOfFile: Repository.path(Self.schemaFile), encoding: .utf8)
    let text = try #require(Self.replacingEnum(in: file, with: ClassDescriptor.all.map(\.name)))
    let names = ClassDescriptor.all.map(\.name)
    let written = try #require(Self.replacingEnum(in: text, with: names + ["UIActivityIndicatorView"]))
    // After the last class: on its line when it fits (comma, space, name), else on a new one.
    let lastLine = Self.enumLines(names).split(separator: "\n").last ?? ""
    let fits = lastLine.count + 2 + "\"UIActivityIndicatorView\"".count <= Self.width
    let added = (fits ? ", " : ",\n" + Self.indent) + "\"UIActivityIndicatorView\""
    #expect(written.contains("\"\(names.last ?? "")\"" + added + "\n          ]\n"))
    #expect(written.count == text.count + added.count)
    let long = String(repeating: "A", count: Self.width - Self.indent.count - 3)
    #expect(Self.enumLines([long, "B"]) == Self.indent + "\"\(long)\",\n" + Self.indent + "\"B\"\n")
    let short = Self.enumLines(["UIView", "UIControl"])
    #expect(short == "            \"UIView\", \"UIControl\"\n")
  }
}
