// Pasted UIKit code (issue 32): a custom recognizer subclass for a downward swipe, and the
// controller that uses it.
// Edits beyond the imports (`import UIKit` -> `import TouchSimUIKit`; the second import,
// `import UIKit.UIGestureRecognizerSubclass`, deleted): 2 (`#selector(didSwipeDown)` ->
// `Self.didSwipeDown`, and `@objc` removed).
import TouchSimUIKit

final class DownSwipeGestureRecognizer: UIGestureRecognizer {
  private var startPoint: CGPoint = .zero

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard touches.count == 1, let touch = touches.first else {
      state = .failed
      return
    }
    startPoint = touch.location(in: view)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard state == .possible, let touch = touches.first else { return }
    let point = touch.location(in: view)
    if abs(point.x - startPoint.x) > 30 {
      state = .failed
    } else if point.y - startPoint.y > 60 {
      state = .recognized
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if state == .possible {
      state = .failed
    }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    state = .failed
  }

  override func reset() {
    super.reset()
    startPoint = .zero
  }
}

final class InboxViewController: UIViewController {
  private(set) var refreshCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    let swipe = DownSwipeGestureRecognizer(target: self, action: Self.didSwipeDown)
    view.addGestureRecognizer(swipe)
  }

  private func didSwipeDown() {
    refreshCount += 1
  }
}
