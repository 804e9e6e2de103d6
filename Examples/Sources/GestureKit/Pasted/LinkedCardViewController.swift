// Pasted UIKit code (issue 32): a card's pan that runs together with its scroll view's pan,
// decided by the gesture delegate.
// Edits beyond `import UIKit` -> `import TouchSimUIKit`: 2 (`#selector(handleCardPan(_:))`
// -> `Self.handleCardPan`, and `@objc` removed: no Objective-C runtime on Linux).
import TouchSimUIKit

final class LinkedCardViewController: UIViewController, UIGestureRecognizerDelegate {
  let scrollView = UIScrollView()
  let card = UIView()
  private(set) var swipeProgress: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    view.addSubview(scrollView)

    card.frame = CGRect(x: 20, y: 100, width: 350, height: 200)
    scrollView.addSubview(card)

    let pan = UIPanGestureRecognizer(target: self, action: Self.handleCardPan)
    pan.delegate = self
    card.addGestureRecognizer(pan)
  }

  private func handleCardPan(_ pan: UIPanGestureRecognizer) {
    swipeProgress = pan.translation(in: card).x / card.bounds.width
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    otherGestureRecognizer == scrollView.panGestureRecognizer
  }
}
