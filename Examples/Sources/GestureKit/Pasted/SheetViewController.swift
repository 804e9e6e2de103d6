// Pasted UIKit code (issue 32): a sheet dismissed by dragging it down.
// Edits beyond `import UIKit` -> `import TouchSimUIKit`: 2 (`#selector(handlePan(_:))` ->
// `Self.handlePan`, and `@objc` removed).
import TouchSimUIKit

final class SheetViewController: UIViewController {
  let sheet = UIView()
  private(set) var isDismissed = false

  override func viewDidLoad() {
    super.viewDidLoad()
    sheet.frame = CGRect(x: 0, y: 300, width: 390, height: 544)
    sheet.backgroundColor = .secondarySystemBackground
    view.addSubview(sheet)

    let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)
    sheet.addGestureRecognizer(pan)
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: view)
    switch pan.state {
    case .changed:
      sheet.transform = CGAffineTransform(translationX: 0, y: max(0, translation.y))
    case .ended, .cancelled:
      let velocity = pan.velocity(in: view)
      if translation.y > sheet.bounds.height / 3 || velocity.y > 1000 {
        UIView.animate(
          withDuration: 0.25,
          animations: {
            self.sheet.transform = CGAffineTransform(translationX: 0, y: self.sheet.bounds.height)
          },
          completion: { _ in
            self.isDismissed = true
            self.dismiss(animated: false)
          })
      } else {
        UIView.animate(withDuration: 0.25) {
          self.sheet.transform = .identity
        }
      }
    default:
      break
    }
  }
}
