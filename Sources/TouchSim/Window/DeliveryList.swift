/// Touch calls in delivery order; consecutive calls of one method to one view from one
/// original event merge, so a view gets one `touchesBegan` with every finger that began on it
/// in the event. Only consecutive calls merge: a touch's late `touchesBegan` always precedes
/// its `touchesEnded`.
///
/// MD21: a withheld call keeps the event it came from (G5, G6, D8: UIKit keeps a delayed touch with
/// its own event), so calls from different events never merge: a double tap's two withheld
/// `touchesEnded`, cancelled when it recognizes, are two `touchesCancelled` calls, one per
/// original event, in order ([A-EventGuide], issue 13).
struct DeliveryList {
  struct Group {
    let view: View
    let method: TouchMethod
    var touches: [Touch]
    let location: Point
    /// The time of the event the calls come from (a withheld call keeps its own event).
    let event: SimTime
    /// Why the first of its touches is delivered (`--explain`).
    let why: Reason?
  }

  private(set) var groups: [Group] = []

  mutating func add(
    _ view: View, _ method: TouchMethod, _ touch: Touch, at location: Point, event: SimTime, why: Reason?
  ) {
    if let last = groups.indices.last,
      groups[last].view === view && groups[last].method == method && groups[last].event == event
    {
      groups[last].touches.append(touch)
    } else {
      groups.append(Group(view: view, method: method, touches: [touch], location: location, event: event, why: why))
    }
  }
}
