import TouchSim

extension ScenarioDecoder {
  /// Reads the declared properties (`PropertyCatalogue`) among `declarations` that `classes`
  /// declare, in catalogue order, checking each value against its declaration.
  func decodeProperties(
    _ reader: inout ObjectReader, _ declarations: [PropertyDeclaration], declaredBy classes: Set<String>,
    into properties: inout [Scenario.Property]
  ) throws(ScenarioError) {
    for declaration in declarations where classes.contains(declaration.className) {
      guard let json = reader.optional(declaration.name) else { continue }
      let value = try declaration.decodeDefinition(json)
      properties.append(
        Scenario.Property(name: declaration.name, value: value, position: SourcePosition(json.location)))
    }
  }

  /// The declared properties of a recognizer class that are not UIGestureRecognizer's own:
  /// its parameters (`numberOfTapsRequired`, ...).
  static func isParameter(_ declaration: PropertyDeclaration) -> Bool {
    declaration.className != "UIGestureRecognizer"
  }
}

extension ViewClass {
  /// The declarations a view of each class has, by class name, in catalogue order: its
  /// descriptor's and its bases' (no instance is made).
  static let declarations: [String: [PropertyDeclaration]] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.name, $0.descriptor.allProperties) })
}
