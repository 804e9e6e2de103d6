import TouchSim
import TouchSimExamples

/// The classes scenario files may name beyond UIKit's: an app's gesture recognizer
/// subclasses and view subclasses, each under the class name its scenarios use.
///
/// A new registry holds UIKit's classes and the shipped examples (seed 003's
/// `CircleGestureRecognizer`): what `touchsim` reads. Every replay takes one
/// (`ScenarioRun.run(path:registry:)`, `Scenario.read(_:registry:)`, `GoldenCheck`, the
/// tools), and so does the command line (`TouchSimCLI.main(registry:)`), so that a package can
/// build a `touchsim` that knows its own classes:
///
/// ```swift
/// var registry = TouchSimRegistry()
/// registry.registerRecognizer("HorizontalPanGestureRecognizer") { HorizontalPanGestureRecognizer(name: $0) }
/// try registry.registerView("PassthroughScrollView", base: "UIScrollView") { PassthroughScrollView(name: $0) }
/// ```
///
/// A registered view class accepts the keys of its `base` and behaves as it in the file: a
/// class based on `UIScrollView` has `contentSize`, `delaysContentTouches`, the scroll
/// delegate's callbacks, its `S.pan` and `S.delay` recognizers; one based on `UIControl` has
/// control events. `class` tests of app logic treat it kind-of, like UIKit's `isKind(of:)`.
///
/// The `make` closures are called from several threads at once by `touchsim check` (each
/// scenario on its own core), hence `@Sendable`: make a fresh object from the name, share
/// nothing.
public struct TouchSimRegistry: Sendable {
  /// An app's gesture recognizer class.
  public struct RegisteredRecognizer: Sendable {
    /// The class name scenarios use (`"class"` of a gesture).
    public let className: String
    /// Makes a recognizer with a log name (the gesture's `id`).
    public let make: @Sendable (String) -> GestureRecognizer
  }

  /// An app's view class, with the UIKit class whose scenario keys and behaviour it has.
  public struct RegisteredView: Sendable {
    /// The class name scenarios use (`"class"` of a view).
    public let className: String
    /// The UIKit class it subclasses, as scenarios name it (`"UIScrollView"`).
    public let base: String
    /// Makes a view with a log name (the view's `id`).
    public let make: @Sendable (String) -> View
  }

  /// Why a class cannot be registered.
  public struct RegistrationError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, lowercase, as diagnostics say it.
    public let message: String
    /// The message.
    public var description: String { message }
  }

  /// The recognizer classes registered here, in registration order (UIKit's are not listed).
  public private(set) var recognizerClasses: [RegisteredRecognizer] = []
  /// The view classes registered here, in registration order (UIKit's are not listed).
  public private(set) var viewClasses: [RegisteredView] = []

  /// UIKit's classes and the shipped examples: what `touchsim` reads scenarios with.
  public init() {}

  /// Adds a recognizer class under the name scenarios use (replacing a class of that name,
  /// UIKit's included, as `GestureRecognizerRegistry.register` does). Override the class's
  /// `className` to return the same name, so that the log and `class` tests name it
  /// (`CircleGestureRecognizer` does).
  public mutating func registerRecognizer(
    _ className: String, make: @escaping @Sendable (String) -> GestureRecognizer
  ) {
    recognizerClasses.removeAll { $0.className == className }
    recognizerClasses.append(RegisteredRecognizer(className: className, make: make))
  }

  /// Adds a view class under the name scenarios use, with the UIKit class (`"UIView"`,
  /// `"UIControl"`, `"UIButton"`, `"UIImageView"`, `"UILabel"`, `"UIScrollView"`,
  /// `"UITableView"`) whose keys it accepts and whose behaviour it has (registering a name
  /// again replaces it).
  ///
  /// Throws when the name is empty or has control characters, is one of UIKit's classes,
  /// when `base` is not a UIKit view class the model has, or when `make` does not return a
  /// view of `base` (or a subclass) named with the name it is given.
  public mutating func registerView(
    _ className: String, base: String, make: @escaping @Sendable (String) -> View
  ) throws(RegistrationError) {
    guard !className.isEmpty else { throw RegistrationError(message: "a view class name must not be empty") }
    if let (scalar, offset) = ControlCharacters.first(in: className) {
      throw RegistrationError(
        message: "view class name must not contain control characters or line separators"
          + " (\(ControlCharacters.codePoint(scalar)) at character \(offset + 1))")
    }
    guard ViewClass.named(className) == nil else {
      throw RegistrationError(
        message: "'\(className)' is a UIKit class of the model; register a subclass under its own name")
    }
    let bases = ViewClass.all
    guard let baseClass = ViewClass.named(base) else {
      var message = "unknown base class '\(base)' for view class '\(className)'"
      if let suggestion = Spelling.closest(to: base, in: bases.map(\.name)) {
        message += "; did you mean '\(suggestion)'?"
      } else {
        message += "; bases: " + bases.map(\.name).joined(separator: ", ")
      }
      throw RegistrationError(message: message)
    }
    let probe = "registry-probe"
    let made = make(probe)
    let baseType = type(of: baseClass.make(probe))
    guard Self.isKind(made, of: baseType) else {
      throw RegistrationError(
        message: "view class '\(className)' has base \(base), but make returns a \(type(of: made)),"
          + " which is not a \(baseType) or a subclass of it")
    }
    guard made.name == probe else {
      throw RegistrationError(
        message: "view class '\(className)': make must name the view with the id it is given"
          + " ('\(probe)'), not '\(made.name)'")
    }
    viewClasses.removeAll { $0.className == className }
    viewClasses.append(RegisteredView(className: className, base: base, make: make))
  }

  /// The recognizer classes scenarios may name: UIKit's, the examples, then the registered
  /// ones (a fresh `GestureRecognizerRegistry` on every call).
  public var recognizers: GestureRecognizerRegistry {
    var registry = GestureRecognizerRegistry.withExamples
    for entry in recognizerClasses { registry.register(entry.className, make: entry.make) }
    return registry
  }

  /// The view class names scenarios may use: UIKit's, then the registered ones.
  public var viewClassNames: [String] { classes.viewClassNames }

  /// What a reader and a builder look classes up in, made once per replay.
  var classes: ScenarioClasses {
    ScenarioClasses(
      recognizers: recognizers,
      customViews: viewClasses.compactMap { entry in
        ClassDescriptor.named(entry.base).map {  // always found: registerView checked it
          ViewClass($0, name: entry.className, make: entry.make)
        }
      })
  }

  /// Whether an object's class is `type` or a subclass of it.
  static func isKind(_ object: AnyObject, of type: Any.Type) -> Bool {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      if ObjectIdentifier(current.subjectType) == ObjectIdentifier(type) { return true }
      mirror = current.superclassMirror
    }
    return false
  }
}
