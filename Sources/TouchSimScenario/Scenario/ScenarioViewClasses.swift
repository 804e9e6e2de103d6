/// What targets outside the scenario layer (the importer, `TouchSimImport`) may ask of the
/// UIKit view classes a scenario can name, without the internal class table (`ViewClass`).
public enum ScenarioViewClasses {
  /// Whether `name` is one of UIKit's view classes the model has (a scenario may name it).
  public static func isModelled(_ name: String) -> Bool { ViewClass.named(name) != nil }

  /// Whether `name` is one of UIKit's view classes the model has with the scroll view keys
  /// (UIScrollView and its subclasses).
  public static func isScrollView(_ name: String) -> Bool { ViewClass.named(name)?.isScrollView == true }

  /// Whether a view of class `name` may be declared among the `subviews` of a view of class
  /// `superview`: false only for a class attached to its superview rather than added to it
  /// (a `UIRefreshControl` outside a scroll view, RF1).
  public static func canBeSubview(_ name: String, of superview: String?) -> Bool {
    guard let attachment = ClassDescriptor.named(name)?.attachment else { return true }
    guard let superview, let host = ClassDescriptor.named(superview) else { return false }
    return host.inherits(from: attachment.superclass)
  }

  /// Whether a view of class `name` takes its frame from the view it is attached to (a
  /// `UIRefreshControl` from its scroll view, RF1), so a scenario gives it no `frame`.
  public static func takesFrameFromSuperview(_ name: String) -> Bool {
    ClassDescriptor.named(name)?.attachment != nil
  }

  /// The UIKit classes that are controls (they react to control events).
  public static var controlClassNames: [String] { ViewClass.controlClassNames }
}

extension ScenarioLimits {
  /// The most views a scenario may create (table rows included).
  public static var maxViews: Int { ScenarioDecoder.maxViews }
}
