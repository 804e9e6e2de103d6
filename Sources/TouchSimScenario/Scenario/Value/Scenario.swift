import TouchSim

/// A scenario file as a value (Docs/ScenarioFormat.md): what it says, not the window it builds.
///
/// `Scenario.read(_:)` is the one reader (bytes → `Scenario`, every check with its position),
/// `Scenario.bytes()` the one writer (canonical JSON), and `ScenarioBuilder.build(_:)` turns a
/// read scenario into a window ready to run. Optional members are keys the file leaves out;
/// the builder gives them UIKit's defaults.
public struct Scenario: Equatable, Sendable {
  /// `$schema`, for editors (ignored by the reader).
  public var schema: String?
  /// `scenario`: the one-line title.
  public var title: String
  /// `notes`: the free text naming rules and evidence.
  public var notes: String?
  /// `window`: the window's size (390 × 844 when absent).
  public var windowSize: Size?
  /// `ios`: the iOS the app runs on and whose SDK it was built with (`IOSVersion`); absent:
  /// the newest modelled system, an SDK older than every linked-on-or-after change.
  public var ios: Int?
  /// `keyboard`: the software keyboard window (TF12-TF14); `nil` when absent (no keyboard).
  public var keyboard: KeyboardSpec?
  /// `state`: the app's named variables, in file order (Docs/ScenarioFormat.md "App state").
  public var state: [StateVariable]
  /// `root`: the window's root view and its subtree.
  public var root: View
  /// `gestures`: the recognizers, in file order.
  public var gestures: [Gesture]
  /// `touches`: the finger strokes, in file order.
  public var strokes: [Stroke]
  /// `actions`: property changes at given times.
  public var actions: [Action]
  /// `expect`: the patterns the log must and must not show.
  public var expectations: Expectations?
  /// Where the top-level object starts.
  public var position: SourcePosition

  /// The `$schema` every shipped scenario names.
  public static let shippedSchema = "../scenario.schema.json"

  /// A scenario with the given parts.
  public init(
    schema: String? = nil, title: String, notes: String? = nil, windowSize: Size? = nil, ios: Int? = nil,
    state: [StateVariable] = [], root: View,
    gestures: [Gesture] = [], strokes: [Stroke], actions: [Action] = [], expectations: Expectations? = nil,
    position: SourcePosition = SourcePosition(), keyboard: KeyboardSpec? = nil
  ) {
    self.keyboard = keyboard
    self.schema = schema
    self.title = title
    self.notes = notes
    self.windowSize = windowSize
    self.ios = ios
    self.state = state
    self.root = root
    self.gestures = gestures
    self.strokes = strokes
    self.actions = actions
    self.expectations = expectations
    self.position = position
  }

  /// The window's size as the scenario sets it or by default.
  public var effectiveWindowSize: Size { windowSize ?? Size(width: 390, height: 844) }

  /// The version the scenario states, or the default (`IOSVersion`).
  public var iosVersion: IOSVersion { ios.map(IOSVersion.init(stated:)) ?? IOSVersion() }

  /// `keyboard`: `true`, the keyboard of the window's device (TF14's table), or its height.
  public enum KeyboardSpec: Equatable, Sendable {
    /// `true`: the height TF14 gives the window's size.
    case device
    /// A height in points (a custom input view, a keyboard without its predictive bar).
    case height(Double)
  }

  /// The keyboard's height (TF14), when the scenario has one.
  public var effectiveKeyboardHeight: Double? {
    switch keyboard {
    case nil: return nil
    case .device?:
      let size = effectiveWindowSize
      return Keyboard.height(forScreenWidth: size.width, height: size.height)
    case .height(let height)?: return height
    }
  }

  /// One `"id.property": value` of a `set` map.
  public struct Assignment: Equatable, Sendable {
    /// The view or recognizer id (ids may contain dots: `S.pan`).
    public var object: String
    /// The property's UIKit name.
    public var property: String
    /// The new value.
    public var value: DeclaredValue
    /// Where the key is written.
    public var position: SourcePosition

    /// An assignment `object.property = value`.
    public init(object: String, property: String, value: DeclaredValue, position: SourcePosition = SourcePosition()) {
      self.object = object
      self.property = property
      self.value = value
      self.position = position
    }

    /// The `set` key: `id.property`.
    public var key: String { object + "." + property }
  }

  /// A timed action: at `t` ms, set these properties, or start an animation.
  public struct Action: Equatable, Sendable {
    /// When, in ms.
    public var time: Double
    /// The assignments, in file order (empty for an animation).
    public var assignments: [Assignment]
    /// The animation started (`animate`), instead of assignments.
    public var animation: Animation?
    /// Where the action is written.
    public var position: SourcePosition

    /// An action at `time` ms.
    public init(
      time: Double, assignments: [Assignment], animation: Animation? = nil, position: SourcePosition = SourcePosition()
    ) {
      self.time = time
      self.assignments = assignments
      self.animation = animation
      self.position = position
    }
  }

  /// `animate`: `UIView.animate(withDuration:delay:options:animations:)` on one view (AN7).
  public struct Animation: Equatable, Sendable {
    /// The animated view's id.
    public var view: String
    /// The duration in ms.
    public var duration: Double
    /// The delay in ms.
    public var delay: Double
    /// `.allowUserInteraction` among the options (AN2).
    public var allowsUserInteraction: Bool
    /// The new `alpha`.
    public var alpha: Double?
    /// The new `frame`.
    public var frame: Rect?
    /// The new `center`.
    public var center: Point?
    /// Where `view` is written.
    public var viewPosition: SourcePosition

    /// An animation of `view`.
    public init(
      view: String, duration: Double, delay: Double = 0, allowsUserInteraction: Bool = false, alpha: Double? = nil,
      frame: Rect? = nil, center: Point? = nil, viewPosition: SourcePosition = SourcePosition()
    ) {
      self.view = view
      self.duration = duration
      self.delay = delay
      self.allowsUserInteraction = allowsUserInteraction
      self.alpha = alpha
      self.frame = frame
      self.center = center
      self.viewPosition = viewPosition
    }
  }
}
