/// Cancellation (MD4 step 2): recognitions with `cancelsTouchesInView` cancel their touches
/// in the views, or drop them when their `touchesBegan` was still withheld.
extension Window {
  /// Step 2: touches of recognizers that began or recognized with `cancelsTouchesInView`
  /// are cancelled in their views (G4); touches still withheld are dropped (D5, MD5).
  func cancelTouchesOfRecognizers() {
    let recognizers = gestureEnvironment.cancellingRecognizers
    gestureEnvironment.cancellingRecognizers = []
    var deliveries = DeliveryList()
    for recognizer in recognizers {
      for touch in recognizer.trackedTouches.sorted(by: { $0.ordinal < $1.ordinal }) {
        guard let view = touch.view, !touch.delivery.finished, !touch.delivery.excluded else { continue }
        if touch.delivery.beganDelivered {
          deliveries.add(
            view, .touchesCancelled, touch, at: touch.location,
            event: touch.isFinished ? touch.timestamp : scheduler.now,
            why: explains ? cancellationReason(recognizer) : nil)
        } else if !touch.delivery.beganDelivered && explains {
          record(view.name, .nothing(touches: [touch.finger]), why: droppedReason(touch, recognizer))
        }
        touch.delivery.finished = true
        touch.delivery.beganWithheld = false
        touch.delivery.endedWithheld = false
      }
    }
    deliver(deliveries)
  }
}
