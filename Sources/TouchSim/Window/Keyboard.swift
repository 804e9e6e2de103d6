/// The keyboard's notifications (`UIResponder.keyboardWillShowNotification` and the rest,
/// TF13), as the log and a scenario's `on` name them.
public enum KeyboardCall: String, Sendable, CaseIterable {
  /// Posted when the keyboard starts to show (TF13 a).
  case keyboardWillShow
  /// Posted when its show animation ends (TF13 a).
  case keyboardDidShow
  /// Posted when the keyboard starts to hide (TF13 c).
  case keyboardWillHide
  /// Posted when its hide animation ends (TF13 c).
  case keyboardDidHide
}

/// The software keyboard (TF12-TF14): a separate window (UIKit's `UIRemoteKeyboardWindow`,
/// level 10000001, in its own scene) across the bottom of the screen. It shows when a text
/// field or an editable text view becomes first responder and hides when it resigns with no
/// successor; while shown, a touch that goes down inside its frame is the keyboard's: the
/// app's windows never hit-test it and no app recognizer sees it (TF12).
///
/// A window has none unless the app gives it one (`Window.keyboard`): the default is a
/// hardware keyboard, which shows no software keyboard (TF13 e).
public final class Keyboard {
  /// The keyboard's height in points, full screen width at the bottom (TF14).
  public let height: Double
  /// How long the show and hide animations take: the did-notification follows the
  /// will-notification by this much (TF13, model decision: 0.25 s).
  public let animationDuration: SimDuration
  /// Whether the keyboard is up: from its will-show to its will-hide (it takes touches at
  /// once, TF13 model decision).
  public internal(set) var isShown = false
  /// The fingers whose touches went down on the keyboard and have not lifted.
  var fingers: [Int] = []
  /// The pending did-notification of the running animation.
  var pendingDid: TimerHandle?
  /// Observers of the notifications, in the order added.
  var observers: [(KeyboardCall, Rect) -> Void] = []

  /// TF14 (model decision): the keyboard's portrait height for a screen of `width` x `height`
  /// points: 260 with a Home button (a 667 pt tall screen or smaller), 336 for the 6.1" class,
  /// 346 for the 6.7" and 6.9" classes (width 428 or more); landscape (width > height) 209 or 219.
  public static func height(forScreenWidth width: Double, height: Double) -> Double {
    if width > height { return height <= 375 ? 209 : 219 }
    if height <= 667 { return 260 }
    return width >= 428 ? 346 : 336
  }

  /// Creates a keyboard of the given height (TF14) that is not shown.
  public init(height: Double, animationDuration: SimDuration = .milliseconds(250)) {
    self.height = height
    self.animationDuration = animationDuration
  }

  /// The keyboard's frame in a window of the given size: the full width at the bottom.
  public func frame(in size: Size) -> Rect {
    Rect(x: 0, y: size.height - height, width: size.width, height: height)
  }

  /// Calls `body` with each notification the keyboard posts and its frame (a scenario's
  /// `keyboardWillShow` reactions; an app's `NotificationCenter` observer).
  public func observe(_ body: @escaping (KeyboardCall, Rect) -> Void) { observers.append(body) }
}

extension Window {
  /// The keyboard's frame in this window's coordinates, when there is a keyboard.
  public var keyboardFrame: Rect? { keyboard.map { $0.frame(in: frame.size) } }

  /// TF13: shows the keyboard when the first responder edits text and it is down, hides it
  /// when nothing edits and it is up. Will-notifications now, did-notifications one
  /// animation later (a new change drops the pending one: its animation was interrupted).
  func updateKeyboard() {
    guard let keyboard, !isSwitchingFirstResponder else { return }
    let wanted = firstResponder?.showsKeyboard == true
    guard wanted != keyboard.isShown else { return }
    keyboard.isShown = wanted
    keyboard.pendingDid?.cancel()
    let frame = keyboard.frame(in: frame.size)
    let responder = (firstResponder as? View)?.name
    postKeyboard(
      wanted ? .keyboardWillShow : .keyboardWillHide, frame,
      why: .model(TextEditingReason.keyboardMoves(show: wanted, responder: responder)))
    let duration = keyboard.animationDuration
    keyboard.pendingDid = scheduler.scheduleTimer(after: duration, label: "keyboard animation") {
      [weak self, weak keyboard] in
      guard let self, let keyboard else { return }
      keyboard.pendingDid = nil
      self.runTimerWork {
        self.postKeyboard(
          wanted ? .keyboardDidShow : .keyboardDidHide, frame,
          why: .model(TextEditingReason.keyboardAnimationEnded(show: wanted, duration: duration)))
      }
    }
  }

  private func postKeyboard(_ call: KeyboardCall, _ frame: Rect, why: @autoclosure () -> Reason) {
    record("keyboard", .keyboard(call, frame: frame), why: why())
    guard let keyboard else { return }
    for observer in keyboard.observers { observer(call, frame) }
  }

  /// TF12: whether the keyboard takes this touch change: a new touch inside its frame while
  /// it is shown (logged), or a later change of such a touch (not logged: the keyboard's own
  /// handling is in another process).
  func keyboardTakes(_ change: TouchChange) -> Bool {
    guard let keyboard else { return false }
    if change.phase == .began {
      let frame = keyboard.frame(in: frame.size)
      guard keyboard.isShown, frame.contains(change.location) else { return false }
      keyboard.fingers.append(change.finger)
      record(
        "keyboard", .keyboardTakesTouch(touches: [change.finger], at: change.location),
        why: .model(TextEditingReason.keyboardTakesTouch(frame: frame)))
      return true
    }
    guard let index = keyboard.fingers.firstIndex(of: change.finger) else { return false }
    if change.phase == .ended || change.phase == .cancelled { keyboard.fingers.remove(at: index) }
    return true
  }
}
