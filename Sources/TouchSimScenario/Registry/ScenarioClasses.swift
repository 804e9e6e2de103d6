import TouchSim

/// The classes one read and build looks names up in: the recognizer registry, UIKit's view
/// classes and an app's registered ones (`TouchSimRegistry`).
struct ScenarioClasses {
  /// The recognizer classes.
  let recognizers: GestureRecognizerRegistry
  /// The app's view classes, each with its UIKit base.
  let customViews: [ViewClass]

  init(recognizers: GestureRecognizerRegistry, customViews: [ViewClass] = []) {
    self.recognizers = recognizers
    self.customViews = customViews
  }

  /// A view class by the name a scenario uses: UIKit's first, then the registered ones.
  func viewClass(named name: String) -> ViewClass? {
    ViewClass.named(name) ?? customViews.first { $0.name == name }
  }

  /// Every view class name, UIKit's first.
  var viewClassNames: [String] { ViewClass.all.map(\.name) + customViews.map(\.name) }

  /// The descriptor of the UIKit class whose keys and behaviour a view class has.
  func descriptor(of className: String) -> ClassDescriptor? { viewClass(named: className)?.descriptor }

  /// The UIKit class whose keys and behaviour a view class has (its own name for UIKit's).
  func baseName(of className: String) -> String { viewClass(named: className)?.baseName ?? className }
}
