/// Reasons of controls' and table views' records (`--explain`).
public enum ControlReason: Sendable, Equatable {
  /// C3: touchesBegan on an enabled, user-interactive control begins tracking.
  case beginTracking
  /// C3: beginTracking returned true.
  case touchDown
  /// C3, M3: the touch's tapCount is 2 or more.
  case touchDownRepeat(tapCount: Int)
  /// C4: touchesMoved while tracking.
  case continueTracking
  /// C4, MD1: the touch crossed the edge of the enlarged bounds, now `inside` or not.
  case crossed(at: Point, inside: Bool)
  /// C4 or C5 (`rule`), MD1: the point is inside or outside the enlarged bounds.
  case position(rule: String, at: Point, inside: Bool)
  /// C5: touchesEnded while tracking.
  case endTracking
  /// C6: touchesCancelled while tracking.
  case cancelTracking
  /// C6: tracking was cancelled.
  case touchCancel
  /// C7: the control sends the actions for an event.
  case sendsActions(ControlEvent)
  /// TV1: touchesBegan reached the table at `y` in its content: the row highlights.
  case rowHighlighted(y: Double, row: Int)
  /// TV1: a lift or cancel reached the table: the row unhighlights.
  case rowUnhighlighted(method: TouchMethod, row: Int)
  /// TV1: touchesEnded on a highlighted row selects it.
  case rowSelected(row: Int)
}

/// Reasons of what a scenario's reactions and actions do (`--explain`).
public enum ScenarioReason: Sendable, Equatable {
  /// Where a touch was, as a condition that decided a reaction: inside or outside a view.
  public struct TouchPlace: Sendable, Equatable {
    /// The view's log name.
    public var view: String
    /// Whether the touch was inside its bounds.
    public var inside: Bool

    /// Creates a place.
    public init(view: String, inside: Bool) {
      self.view = view
      self.inside = inside
    }
  }

  /// A `set` changed a property.
  case set(property: String)
  /// A responder's `set` reaction to a touch method.
  case setReaction(responder: String, method: TouchMethod)
  /// A responder's `forward` reaction calls a method on its next responder (RC1, RC3).
  case forwardReaction(responder: String, method: TouchMethod, forwarded: TouchMethod)
  /// A responder's `note` reaction, with the condition that held: the touch inside (or
  /// outside) a view.
  case noteReaction(responder: String, method: TouchMethod, condition: TouchPlace?)
  /// App code (a `TouchContext` handler) forwarded a call to the next responder (RC1, RC3).
  case handlerForwarded
  /// App code (a `TouchContext` handler) wrote a note.
  case handlerNote
  /// App code set a property (`Window.set`).
  case appSet
  /// A scenario action at a time sets a property.
  case action(time: SimTime, property: String)
}
