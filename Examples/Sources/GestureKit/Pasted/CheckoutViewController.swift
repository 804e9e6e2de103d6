// Pasted UIKit code (issue 32): target-action and `UIAction` on buttons.
// Edits beyond `import UIKit` -> `import TouchSimUIKit`: 2 (`#selector(buyTapped(_:))` ->
// `Self.buyTapped`, and `@objc` removed).
import TouchSimUIKit

final class CheckoutViewController: UIViewController {
  let buyButton = UIButton(type: .system)
  let cancelButton = UIButton(type: .close)
  private(set) var purchases = 0
  private(set) var didCancel = false

  override func viewDidLoad() {
    super.viewDidLoad()
    buyButton.frame = CGRect(x: 20, y: 700, width: 350, height: 50)
    buyButton.setTitle("Buy", for: .normal)
    buyButton.addTarget(self, action: Self.buyTapped, for: .touchUpInside)
    view.addSubview(buyButton)

    cancelButton.frame = CGRect(x: 330, y: 60, width: 44, height: 44)
    cancelButton.addAction(
      UIAction { [weak self] _ in
        self?.didCancel = true
      }, for: .touchUpInside)
    view.addSubview(cancelButton)
  }

  private func buyTapped(_ sender: UIButton) {
    guard sender == buyButton else { return }
    purchases += 1
  }
}
