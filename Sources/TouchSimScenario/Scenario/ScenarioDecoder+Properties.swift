import TouchSim

extension ScenarioDecoder {
  /// Reads the declared properties (`PropertyCatalogue`) of `object` that `classes` declare,
  /// in catalogue order, and stores each value given.
  mutating func decodeProperties(_ reader: inout ObjectReader, into object: AnyObject, declaredBy classes: Set<String>)
    throws(ScenarioError)
  {
    for declaration in PropertyCatalogue.declarations(of: object) where classes.contains(declaration.className) {
      guard let json = reader.optional(declaration.name) else { continue }
      declaration.store(object, try declaration.decodeDefinition(json))
    }
  }
}
