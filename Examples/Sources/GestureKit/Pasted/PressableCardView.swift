// Pasted UIKit code (issue 32): a view subclass with UIKit's initializer template that
// shrinks while pressed, by its touch methods.
// Edits beyond `import UIKit` -> `import TouchSimUIKit`: 2 (`override init(frame: CGRect)`
// becomes `init(frame: CGRect, name: String = "PressableCardView")`, and its
// `super.init(frame: frame)` becomes `super.init(name: name, frame: frame)`: the model's views
// have one designated initializer, which takes a log name, and `init(frame:)` is a convenience
// initializer a subclass cannot override). `required init?(coder:)` and the call sites
// (`PressableCardView(frame: ...)`) are unchanged.
import TouchSimUIKit

final class PressableCardView: UIView {
  private(set) var pressCount = 0

  init(frame: CGRect, name: String = "PressableCardView") {
    super.init(name: name, frame: frame)
    backgroundColor = .white
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    transform = .identity
    if let touch = touches.first, bounds.contains(touch.location(in: self)) {
      pressCount += 1
    }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesCancelled(touches, with: event)
    transform = .identity
  }
}
