/// What targets outside the scenario layer (the importer, `TouchSimImport`) may ask of the
/// UIKit view classes a scenario can name, without the internal class table (`ViewClass`).
public enum ScenarioViewClasses {
  /// Whether `name` is one of UIKit's view classes the model has (a scenario may name it).
  public static func isModelled(_ name: String) -> Bool { ViewClass.named(name) != nil }

  /// Whether `name` is one of UIKit's view classes the model has with the scroll view keys
  /// (UIScrollView and its subclasses).
  public static func isScrollView(_ name: String) -> Bool { ViewClass.named(name)?.isScrollView == true }

  /// The UIKit classes that are controls (they react to control events).
  public static var controlClassNames: [String] { ViewClass.controlClassNames }
}

extension ScenarioLimits {
  /// The most views a scenario may create (table rows included).
  public static var maxViews: Int { ScenarioDecoder.maxViews }
}
