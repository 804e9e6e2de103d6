import TouchSim

/// Every property a scenario may give or `set`, one declaration each (issue 14). Adding a
/// property is one line here plus its behaviour in the model: the decoder accepts the key on
/// the classes that have it, `set` reactions, timed actions, `touchsim diff --set` and `expect`
/// blocks know it, and `PropertyCatalogueSchemaTests` fails until Scenarios/scenario.schema.json
/// and Docs/ScenarioFormat.md say the same.
public enum PropertyCatalogue {
  /// `UIView`'s properties (H2, H5, M1, M2), in the order scenarios list them.
  static let views: [PropertyDeclaration] = [
    .flag("isHidden", of: "UIView", View.self, \.isHidden, default: false, rules: ["H2"]),
    .number("alpha", of: "UIView", View.self, \.alpha, range: 0...1, default: 1, rules: ["H2"]),
    .flag(
      "isUserInteractionEnabled", of: "UIView", View.self, \.isUserInteractionEnabled, default: true,
      rules: ["H2", "H5"]),
    .flag("isMultipleTouchEnabled", of: "UIView", View.self, \.isMultipleTouchEnabled, default: false, rules: ["M1"]),
    .flag("isExclusiveTouch", of: "UIView", View.self, \.isExclusiveTouch, default: false, rules: ["M2"]),
    // UIKit's touch handling never reads `tag`; app logic does (issue 15's conditions).
    .integer("tag", of: "UIView", View.self, \.tag, range: Int(Int32.min)...Int(Int32.max), default: 0, rules: []),
  ]

  /// `UIControl`'s properties (H6, C2).
  static let controls: [PropertyDeclaration] = [
    .flag("isEnabled", of: "UIControl", Control.self, \.isEnabled, default: true, rules: ["H6", "C2"]),
    // Stored only: UIKit's tracking and hit testing do not read `isSelected`.
    .flag("isSelected", of: "UIControl", Control.self, \.isSelected, default: false, rules: []),
  ]

  /// `UIScrollView`'s properties (S7, D1, K5, B1, S6, P4, PG1, DC1).
  static let scrollViews: [PropertyDeclaration] = [
    .flag("isScrollEnabled", of: "UIScrollView", ScrollView.self, \.isScrollEnabled, default: true, rules: ["S7"]),
    .flag(
      "delaysContentTouches", of: "UIScrollView", ScrollView.self, \.delaysContentTouches, default: true,
      rules: ["D1", "D2"]),
    .flag(
      "canCancelContentTouches", of: "UIScrollView", ScrollView.self, \.canCancelContentTouches, default: true,
      rules: ["K5", "K6"]),
    .flag("bounces", of: "UIScrollView", ScrollView.self, \.bounces, default: true, rules: ["B1"]),
    .flag(
      "alwaysBounceVertical", of: "UIScrollView", ScrollView.self, \.alwaysBounceVertical, default: false,
      rules: ["B1", "S6"]),
    .flag(
      "alwaysBounceHorizontal", of: "UIScrollView", ScrollView.self, \.alwaysBounceHorizontal, default: false,
      rules: ["B1", "S6"]),
    .flag(
      "isDirectionalLockEnabled", of: "UIScrollView", ScrollView.self, \.isDirectionalLockEnabled, default: false,
      rules: ["P4"]),
    .flag("isPagingEnabled", of: "UIScrollView", ScrollView.self, \.isPagingEnabled, default: false, rules: ["PG1"]),
    .flag(
      "transfersVerticalScrollingToParent", of: "UIScrollView", ScrollView.self,
      \.transfersVerticalScrollingToParent, default: true, rules: ["N4"]),
    .flag(
      "transfersHorizontalScrollingToParent", of: "UIScrollView", ScrollView.self,
      \.transfersHorizontalScrollingToParent, default: true, rules: ["N4"]),
    .number(
      "decelerationRate", of: "UIScrollView", ScrollView.self, \.decelerationRate, range: 0...1,
      default: ScrollViewConstants.normalDecelerationRate, rules: ["DC1"],
      namedValues: [
        ("normal", ScrollViewConstants.normalDecelerationRate), ("fast", ScrollViewConstants.fastDecelerationRate),
      ]),
  ]

  /// `UIGestureRecognizer`'s properties (G4-G6, G11).
  static let recognizers: [PropertyDeclaration] = [
    .flag("isEnabled", of: "UIGestureRecognizer", GestureRecognizer.self, \.isEnabled, default: true, rules: ["G11"]),
    .flag(
      "cancelsTouchesInView", of: "UIGestureRecognizer", GestureRecognizer.self, \.cancelsTouchesInView,
      default: true, rules: ["G4"]),
    .flag(
      "delaysTouchesBegan", of: "UIGestureRecognizer", GestureRecognizer.self, \.delaysTouchesBegan, default: false,
      rules: ["G5"]),
    .flag(
      "delaysTouchesEnded", of: "UIGestureRecognizer", GestureRecognizer.self, \.delaysTouchesEnded, default: true,
      rules: ["G6"]),
  ]

  /// The class parameters of UIKit's recognizer subclasses, given at definition only.
  static let parameters: [PropertyDeclaration] = [
    .count(
      "numberOfTapsRequired", of: "UITapGestureRecognizer", TapGestureRecognizer.self, \.numberOfTapsRequired,
      range: 1...10, default: 1, rules: ["G16", "MD2"]),
    .count(
      "numberOfTouchesRequired", of: "UITapGestureRecognizer", TapGestureRecognizer.self,
      \.numberOfTouchesRequired, range: 1...10, default: 1, rules: ["G16"]),
    .declare(
      "minimumPressDuration", of: "UILongPressGestureRecognizer", LongPressGestureRecognizer.self,
      \.minimumPressDuration, type: .number(0...10), default: GestureConstants.longPressMinimumDuration,
      rules: ["G17"], parameterProblem: "'minimumPressDuration' is in seconds, as in UIKit (default 0.5), from 0 to 10",
      from: { PropertyDeclaration.double($0).map { .milliseconds($0 * 1000) } },
      to: { .number($0.milliseconds / 1000) }),
    .declare(
      "allowableMovement", of: "UILongPressGestureRecognizer", LongPressGestureRecognizer.self, \.allowableMovement,
      type: .number(0...10_000), default: GestureConstants.longPressAllowableMovement, rules: ["G17"],
      parameterProblem: "'allowableMovement' must be a length from 0 to 10000 pt", from: PropertyDeclaration.double,
      to: { .number($0) }),
    .count(
      "numberOfTouchesRequired", of: "UILongPressGestureRecognizer", LongPressGestureRecognizer.self,
      \.numberOfTouchesRequired, range: 1...10, default: 1, rules: ["G17"]),
    // The model's long press needs no prior taps, so only UIKit's default 0 is accepted.
    .fixed(
      "numberOfTapsRequired", of: "UILongPressGestureRecognizer", LongPressGestureRecognizer.self,
      type: .integer(0...0), value: .number(0), rules: ["G17"],
      parameterProblem: "'numberOfTapsRequired' other than 0 is not modelled"),
    .count(
      "minimumNumberOfTouches", of: "UIPanGestureRecognizer", PanGestureRecognizer.self, \.minimumNumberOfTouches,
      range: 1...100, default: 1, rules: ["G13", "G14"]),
    .count(
      "maximumNumberOfTouches", of: "UIPanGestureRecognizer", PanGestureRecognizer.self, \.maximumNumberOfTouches,
      range: 1...100, default: nil, rules: ["G13", "G14"]),
    .declare(
      "direction", of: "UISwipeGestureRecognizer", SwipeGestureRecognizer.self, \.direction,
      type: .choice(SwipeGestureRecognizer.Direction.allCases.map(\.rawValue)), default: .right, rules: [],
      parameterProblem: "'direction' must be \"right\", \"left\", \"up\" or \"down\"",
      from: { if case .string(let text) = $0 { return .init(rawValue: text) } else { return nil } },
      to: { .string($0.rawValue) }),
    .count(
      "numberOfTouchesRequired", of: "UISwipeGestureRecognizer", SwipeGestureRecognizer.self,
      \.numberOfTouchesRequired, range: 1...10, default: 1, rules: []),
  ]

  /// Every declaration: the view classes' (`ClassDescriptor.properties`, in `ClassDescriptor.all`
  /// order), recognizers', then recognizer parameters.
  public static let all: [PropertyDeclaration] =
    ClassDescriptor.all.flatMap(\.properties) + recognizers + parameters + screenEdgePans

  /// The declarations `object` has, in catalogue order.
  public static func declarations(of object: AnyObject) -> [PropertyDeclaration] {
    all.filter { $0.owns(object) }
  }

  /// The declarations `set` may change on `object`.
  public static func settable(on object: AnyObject) -> [PropertyDeclaration] {
    all.filter { $0.isSettable && $0.owns(object) }
  }

  /// The settable declaration of `object` with UIKit's name `name`.
  public static func settable(_ name: String, on object: AnyObject) -> PropertyDeclaration? {
    all.first { $0.isSettable && $0.name == name && $0.owns(object) }
  }

  /// A recognizer's class parameters (`numberOfTapsRequired`, ...), in catalogue order.
  public static func parameters(of recognizer: GestureRecognizer) -> [PropertyDeclaration] {
    (parameters + screenEdgePans).filter { $0.owns(recognizer) }
  }

  /// The declarations a class of `level` adds (`UIView`, `UIControl`, `UIScrollView`,
  /// `UIGestureRecognizer`), by name.
  static func names(declaredBy className: String) -> [String] {
    all.filter { $0.className == className }.map(\.name)
  }
}
