import TouchSim

extension Scenario {
  /// A declared property given at definition (`"alpha": 0.5` in a view, `"numberOfTapsRequired":
  /// 2` in a recognizer): its UIKit name and its checked value (`PropertyCatalogue` declares
  /// both, issue 14: one declaration per property).
  public struct Property: Equatable, Sendable {
    /// UIKit's name, the key in the file.
    public var name: String
    /// The value, checked against the declaration.
    public var value: DeclaredValue
    /// Where the key is written.
    public var position: SourcePosition

    /// A property `name: value`.
    public init(name: String, value: DeclaredValue, position: SourcePosition = SourcePosition()) {
      self.name = name
      self.value = value
      self.position = position
    }
  }
}

/// An object of the scenario value that carries declared properties.
public protocol ScenarioPropertyHolder {
  /// The declared properties given, in catalogue order.
  var properties: [Scenario.Property] { get set }
}

extension ScenarioPropertyHolder {
  /// The value given for a declared property, nil when the file leaves it out; setting nil
  /// removes it, setting a value replaces it or adds it in catalogue order.
  public subscript(property name: String) -> DeclaredValue? {
    get { properties.first { $0.name == name }?.value }
    set {
      guard let newValue else {
        properties.removeAll { $0.name == name }
        return
      }
      if let index = properties.firstIndex(where: { $0.name == name }) {
        properties[index].value = newValue
        return
      }
      let order = PropertyCatalogue.all.map(\.name)
      let rank = order.firstIndex(of: name) ?? order.count
      let at = properties.firstIndex { (order.firstIndex(of: $0.name) ?? order.count) > rank } ?? properties.count
      properties.insert(Scenario.Property(name: name, value: newValue), at: at)
    }
  }
}

extension Scenario.View: ScenarioPropertyHolder {}
extension Scenario.Gesture: ScenarioPropertyHolder {}
