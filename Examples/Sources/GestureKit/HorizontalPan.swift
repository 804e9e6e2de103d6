import Foundation  // NSObject, as in the app; the model itself does not need Foundation
import TouchSim

/// A pan that only begins horizontally, written as UIKit apps write it with a delegate
/// object (G8): the pan asks `gestureRecognizerShouldBegin(_:)` when it would begin.
///
/// This is the UIKit code, unchanged but for `import TouchSim` in place of `import UIKit`.
public final class HorizontalOnly: NSObject, UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
    let velocity = pan.velocity(in: pan.view)
    return abs(velocity.x) > abs(velocity.y)
  }
}

/// The same rule as a recognizer class of its own: it fails as soon as the movement is more
/// vertical than horizontal, before it would begin (G13, G14). Written against
/// `UIGestureRecognizerSubclass.h`'s methods.
open class HorizontalPanGestureRecognizer: UIPanGestureRecognizer {
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, let touch = touches.first {
      let start = touch.initialLocation
      let now = touch.location(in: nil)
      if abs(now.y - start.y) > abs(now.x - start.x) {
        state = .failed
        return
      }
    }
    super.touchesMoved(touches, with: event)
  }

  /// The name scenarios and `--explain` use for the class.
  open override var className: String { "HorizontalPanGestureRecognizer" }
}
