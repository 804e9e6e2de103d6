/// The model's own classes: every class in `Sources/TouchSim` that subclasses `Responder` or
/// `GestureRecognizer`, in one list (issue 28).
///
/// The window calls a built-in class's handling directly (its ordered touch methods, its hit
/// test walk, its tracking) without building a `Set` and an `Event` per call, and it knows a
/// built-in recognizer adds no failure requirements of its own (G10). An app's subclass runs
/// through UIKit's signatures instead. The lists themselves (`responders`, `gestureRecognizers`)
/// are in `BuiltInClassList.swift`, generated: `BuiltInClassesTests` scans the model's sources,
/// writes that file under `TOUCHSIM_UPDATE=1` and fails when it is stale, so a new class needs
/// no line by hand.
public enum BuiltInClasses {
  /// `responders` as identities, for the window's per-object check.
  static let responderIdentifiers = Set(responders.map { ObjectIdentifier($0) })

  /// `gestureRecognizers` as identities, for the window's per-object check.
  static let gestureRecognizerIdentifiers = Set(gestureRecognizers.map { ObjectIdentifier($0) })

  /// The built-in recognizer classes that add failure requirements of their own
  /// (`shouldBeRequiredToFail(by:)`: the content-wide back swipe's scroll-view requirement,
  /// NV22), which arbitration must ask (G10). `BuiltInClassesTests` checks that it names
  /// every built-in class overriding `shouldRequireFailure(of:)` or `shouldBeRequiredToFail(by:)`.
  public static let recognizersWithOwnRequirements: [GestureRecognizer.Type] = [ContentPopGestureRecognizer.self]

  /// The built-in recognizer classes known to add no failure requirements (G10).
  static let recognizersWithoutOwnRequirements = gestureRecognizerIdentifiers.subtracting(
    recognizersWithOwnRequirements.map { ObjectIdentifier($0) })
}
