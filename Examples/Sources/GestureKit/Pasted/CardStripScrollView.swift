// Pasted UIKit code (issue 32): a scroll view subclass that lets drags cancel its buttons.
// Edits beyond `import UIKit` -> `import TouchSimUIKit`: 0.
import TouchSimUIKit

final class CardStripScrollView: UIScrollView {
  override func touchesShouldCancel(in view: UIView) -> Bool {
    if view is UIControl {
      return true
    }
    return super.touchesShouldCancel(in: view)
  }
}

final class CardStripViewController: UIViewController {
  let strip = CardStripScrollView()
  private(set) var tappedCards: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    strip.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    strip.contentSize = CGSize(width: 390, height: 3 * 300)
    view.addSubview(strip)
    for index in 0..<3 {
      let card = UIButton(type: .system)
      card.frame = CGRect(x: 20, y: CGFloat(index) * 300 + 20, width: 350, height: 260)
      card.setTitle("Card \(index)", for: .normal)
      card.addAction(UIAction { [weak self] _ in self?.tappedCards.append(index) }, for: .touchUpInside)
      strip.addSubview(card)
    }
  }
}
