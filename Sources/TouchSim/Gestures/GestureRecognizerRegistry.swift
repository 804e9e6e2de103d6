/// Recognizer classes by name, so scenario files can name them (built-in UIKit classes and
/// the app's own subclasses).
///
/// ```swift
/// var registry = GestureRecognizerRegistry.standard
/// registry.register("CircleGestureRecognizer") { CircleGestureRecognizer(name: $0) }
/// ```
public struct GestureRecognizerRegistry {
  /// One registered class.
  public struct Entry {
    /// The class name scenarios use.
    public let className: String
    /// Makes a recognizer with a log name.
    public let make: (String) -> GestureRecognizer
  }

  /// The classes in registration order.
  public private(set) var entries: [Entry] = []

  /// An empty registry.
  public init() {}

  /// The UIKit classes this version models.
  public static var standard: GestureRecognizerRegistry {
    var registry = GestureRecognizerRegistry()
    registry.register("UITapGestureRecognizer") { TapGestureRecognizer(name: $0) }
    registry.register("UILongPressGestureRecognizer") { LongPressGestureRecognizer(name: $0) }
    registry.register("UIPanGestureRecognizer") { PanGestureRecognizer(name: $0) }
    registry.register("UISwipeGestureRecognizer") { SwipeGestureRecognizer(name: $0) }
    registry.register("UIPinchGestureRecognizer") { PinchGestureRecognizer(name: $0) }
    registry.register("UIRotationGestureRecognizer") { RotationGestureRecognizer(name: $0) }
    registry.register("UIScreenEdgePanGestureRecognizer") { ScreenEdgePanGestureRecognizer(name: $0) }
    return registry
  }

  /// Adds (or replaces) a class.
  public mutating func register(_ className: String, make: @escaping (String) -> GestureRecognizer) {
    entries.removeAll { $0.className == className }
    entries.append(Entry(className: className, make: make))
  }

  /// The entry for a class name.
  public func entry(named className: String) -> Entry? { entries.first { $0.className == className } }
}
