// What UIKit's classes inherit from NSObject, for code that uses it: identity `==`, `hash`,
// `isKind(of:)`, and `NSObject` and `NSCoder` themselves (the model has no Objective-C
// runtime; these are plain Swift classes).

/// A base class for delegates written as `final class Delegate: NSObject, ...`. TouchSim's
/// classes do not inherit it; a file that imports Foundation too names Foundation's.
open class NSObject: Hashable {
  /// Creates an object.
  public init() {}
  /// Identity, as `NSObject.isEqual(_:)`'s default.
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// Whether the object is an instance of `type` or of a subclass (`isKind(of:)`).
  public func isKind(of type: AnyClass) -> Bool { TouchSimUIKit.isKind(self, of: type) }
}

/// `NSCoder`, for the `init?(coder:)` that UIKit's templates declare and never call.
public final class NSCoder {}

/// Whether `object`'s class is `type` or a subclass of it.
func isKind(_ object: AnyObject, of type: AnyClass) -> Bool {
  var current: AnyClass? = Swift.type(of: object)
  while let candidate = current {
    if ObjectIdentifier(candidate) == ObjectIdentifier(type) { return true }
    current = _getSuperclass(candidate)
  }
  return false
}

extension Responder: Equatable, Hashable {
  /// Identity (`UIView`s and controllers compare as `NSObject`s do).
  public static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }
  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// Whether the object is an instance of `type` or of a subclass (`isKind(of:)`).
  public func isKind(of type: AnyClass) -> Bool { TouchSimUIKit.isKind(self, of: type) }
  /// Whether the object is an instance of exactly `type` (`isMember(of:)`).
  public func isMember(of type: AnyClass) -> Bool { ObjectIdentifier(Swift.type(of: self)) == ObjectIdentifier(type) }
}

extension GestureRecognizer: Equatable, Hashable {
  /// Identity (recognizers compare as `NSObject`s do).
  public static func == (lhs: GestureRecognizer, rhs: GestureRecognizer) -> Bool { lhs === rhs }
  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// Whether the object is an instance of `type` or of a subclass (`isKind(of:)`).
  public func isKind(of type: AnyClass) -> Bool { TouchSimUIKit.isKind(self, of: type) }
  /// Whether the object is an instance of exactly `type` (`isMember(of:)`).
  public func isMember(of type: AnyClass) -> Bool { ObjectIdentifier(Swift.type(of: self)) == ObjectIdentifier(type) }
}
