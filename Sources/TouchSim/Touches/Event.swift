/// A touch event as app code sees it (`UIEvent`): passed to the UIKit-signature touch
/// methods of responders (`touchesBegan(_:with:)`) and recognizers, with the touches of the
/// event's window.
///
/// TouchSim makes one only when it calls a method an app class may override (RC1-RC3, G1),
/// so built-in classes pay nothing for it.
public final class Event {
  /// The kind of event (`UIEvent.EventType`); TouchSim models touches only.
  public enum EventType: Sendable {
    /// A touch event.
    case touches
  }

  /// When the event happened on the virtual clock (`UIEvent.timestamp`, whose seconds are
  /// `timestamp.milliseconds / 1000`).
  public let timestamp: SimTime
  /// The touches whose phase changed in this event, in touch-down order (a TouchSim
  /// addition: UIKit gives no order, TouchSim keeps one so that runs are deterministic).
  public let changedTouches: [Touch]
  /// The window that sends the event.
  public let window: Window

  /// Always `.touches`.
  public var type: EventType { .touches }

  init(timestamp: SimTime, changedTouches: [Touch], window: Window) {
    self.timestamp = timestamp
    self.changedTouches = changedTouches
    self.window = window
  }

  /// Every touch of the event (`allTouches`): the window's touches that are down, and those
  /// that lifted or were cancelled in this event.
  public var allTouches: Set<Touch>? {
    Set(orderedTouches)
  }

  /// The touches of `allTouches` in touch-down order.
  public var orderedTouches: [Touch] {
    window.activeTouches.filter { !$0.isFinished || $0.timestamp == timestamp }
  }

  /// The touches of the event whose hit-test view is `view` (`touches(for:)`).
  public func touches(for view: View) -> Set<Touch>? {
    Set(orderedTouches.filter { $0.view === view })
  }

  /// The touches of the event delivered to `gestureRecognizer` (`touches(for:)`).
  public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
    Set(orderedTouches.filter { touch in touch.gestureRecognizers.contains { $0 === gestureRecognizer } })
  }

  /// The recognizers' form of the event.
  var touchEvent: TouchEvent { TouchEvent(timestamp: timestamp, changedTouches: changedTouches) }
}

/// Touches are compared by identity, as `UITouch` objects are, so that they go in a `Set`
/// (UIKit's touch methods take `Set<UITouch>`).
///
/// A `Set` has no order: iterating one that holds several touches may go in any order, as in
/// UIKit. TouchSim's own code never iterates one; app code that needs an order sorts, e.g. by
/// `finger`, or reads `Event.changedTouches`.
extension Touch: Hashable {
  /// The same touch object.
  public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Set where Element == Touch {
  /// The touches in touch-down order: what TouchSim's own code reads from a set of touches.
  public var inTouchDownOrder: [Touch] { sorted { $0.ordinal < $1.ordinal } }
}
