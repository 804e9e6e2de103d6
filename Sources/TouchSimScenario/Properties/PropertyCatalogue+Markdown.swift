import TouchSim

extension PropertyCatalogue {
  /// The first line of the generated part of Docs/ScenarioFormat.md.
  public static let markdownBegin =
    "<!-- properties: generated from PropertyCatalogue; TOUCHSIM_UPDATE=1 swift test --filter PropertyCatalogueTests -->"
  /// The line after the generated part.
  public static let markdownEnd = "<!-- end of properties -->"

  /// The property reference of Docs/ScenarioFormat.md: one row per declaration, in catalogue
  /// order, between `markdownBegin` and `markdownEnd` (both included).
  public static var markdown: String {
    var lines = [
      markdownBegin, "", "| property | class | type | default | `set` | rules |", "|---|---|---|---|---|---|",
    ]
    for declaration in all {
      let rules = declaration.rules.isEmpty ? "none" : declaration.rules.joined(separator: ", ")
      lines.append(
        "| `\(declaration.name)` | `\(declaration.className)` | \(typeText(declaration)) | "
          + "\(defaultText(declaration)) | \(declaration.isSettable ? "yes" : "no") | \(rules) |")
    }
    lines += ["", markdownEnd]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The type and range as the reference says it.
  static func typeText(_ declaration: PropertyDeclaration) -> String {
    let named = declaration.namedValues.map { "`\"\($0.name)\"`" }
    switch declaration.type {
    case .bool: return "bool"
    case .number(let range?):
      let text = "number, \(JSONLRenderer.number(range.lowerBound)) to \(JSONLRenderer.number(range.upperBound))"
      return named.isEmpty ? text : named.joined(separator: ", ") + " or a " + text
    case .number(nil): return "number"
    case .integer(let range): return "whole number, \(range.lowerBound) to \(range.upperBound)"
    case .choice(let names): return names.map { "`\"\($0)\"`" }.joined(separator: ", ")
    }
  }

  /// The default as the reference says it.
  static func defaultText(_ declaration: PropertyDeclaration) -> String {
    guard let value = declaration.defaultValue else { return "no limit" }
    if case .number(let number) = value, let named = declaration.namedValues.first(where: { $0.value == number }) {
      return "`\"\(named.name)\"`"
    }
    return "`\(value)`"
  }
}
