/// The iOS a scenario's app runs on and the SDK it was built with (issue 29 item 4; the first
/// step of issue 30 item 3's version switch).
///
/// UIKit changes behaviour in two ways: by the system it runs on, and, for compatibility, by
/// the SDK the app was linked against (`dyld_program_sdk_at_least`: an app not rebuilt keeps
/// the old behaviour on a new system). A scenario's `"ios": 26` states both: the app runs on
/// iOS 26 and was built with its SDK. A scenario that states no version runs on the newest
/// modelled system (`newest`) with an SDK older than every linked-on-or-after change the model
/// knows: the apps of the reports the corpus reproduces, built before those changes. A rule
/// that depends on the version reads it here (`Window.ios`), never a number of its own.
public struct IOSVersion: Equatable, Sendable {
  /// The versions a scenario may state, oldest first.
  public static let modelled = [17, 18, 26]
  /// The newest modelled version: the system of a scenario that states none.
  public static let newest = 26
  /// NV20: the first SDK and system with the content-wide back swipe.
  public static let contentBackSwipe = 26

  /// The system the app runs on.
  public var system: Int
  /// The SDK the app was linked against; `nil` when the scenario states no version (older than
  /// every linked-on-or-after change).
  public var sdk: Int?

  /// The app on `system`, linked against `sdk`.
  public init(system: Int = IOSVersion.newest, sdk: Int? = nil) {
    self.system = system
    self.sdk = sdk
  }

  /// A scenario's `"ios": version`: the app runs on that system and was built with its SDK.
  public init(stated version: Int) { self.init(system: version, sdk: version) }

  /// Whether a change of `version` applies: the system is at least `version` and the app was
  /// linked against its SDK or a later one (UIKit's linked-on-or-after check).
  public func linkedOnOrAfter(_ version: Int) -> Bool { system >= version && (sdk ?? 0) >= version }

  /// NV20: `+[_UIParallaxTransitionPanGestureRecognizer isContentBackSwipeEnabled]`: an app
  /// linked against the iOS 26 SDK, on iOS 26.
  public var hasContentBackSwipe: Bool { linkedOnOrAfter(Self.contentBackSwipe) }
}
