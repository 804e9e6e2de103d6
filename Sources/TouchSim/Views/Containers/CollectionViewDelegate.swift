/// A collection view's delegate (`UICollectionViewDelegate`), with UIKit's method names; it is
/// also the collection view's scroll-view delegate (set it as `delegate`). CV2-CV5, CV7.
///
/// The questions (`shouldHighlightItemAt`, `shouldSelectItemAt`, `shouldDeselectItemAt`) are
/// asked and logged only when the delegate implements them; the default implementations
/// stand for "not implemented".
public protocol CollectionViewDelegate: ScrollViewDelegate {
  /// `collectionView(_:shouldHighlightItemAt:)` (CV2, CV3): false drops the pending item.
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: CollectionIndexPath) -> Bool
  /// `collectionView(_:didHighlightItemAt:)` (CV2, CV3).
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: CollectionIndexPath)
  /// `collectionView(_:didUnhighlightItemAt:)` (CV3, CV4, CV7).
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: CollectionIndexPath)
  /// `collectionView(_:shouldSelectItemAt:)` (CV4), asked after the unhighlight.
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: CollectionIndexPath) -> Bool
  /// `collectionView(_:didSelectItemAt:)` (CV4).
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: CollectionIndexPath)
  /// `collectionView(_:shouldDeselectItemAt:)` (CV4, CV5), asked at the lift on a selected
  /// item in multiple selection.
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: CollectionIndexPath) -> Bool
  /// `collectionView(_:didDeselectItemAt:)` (CV4, CV5).
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: CollectionIndexPath)
}

extension CollectionViewDelegate {
  /// Not implemented: UIKit's default (the question is neither asked nor logged).
  public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: CollectionIndexPath)
    -> Bool
  {
    collectionView.answeredByDefault = true
    return true
  }
  /// Not implemented.
  public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: CollectionIndexPath) {}
  /// Not implemented.
  public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: CollectionIndexPath) {}
  /// Not implemented: UIKit's default (the question is neither asked nor logged).
  public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: CollectionIndexPath)
    -> Bool
  {
    collectionView.answeredByDefault = true
    return true
  }
  /// Not implemented.
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: CollectionIndexPath) {}
  /// Not implemented: UIKit's default (the question is neither asked nor logged).
  public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: CollectionIndexPath)
    -> Bool
  {
    collectionView.answeredByDefault = true
    return true
  }
  /// Not implemented.
  public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: CollectionIndexPath) {}
}

/// `UICollectionViewDelegate` (CV2-CV5).
public typealias UICollectionViewDelegate = CollectionViewDelegate

extension CollectionViewDelegate {
  /// Calls the delegate method of a `did…` call.
  func collectionView(_ collectionView: CollectionView, _ call: CollectionViewCall, _ item: Int) {
    let path = CollectionIndexPath(item: item)
    switch call {
    case .didHighlightItemAt: self.collectionView(collectionView, didHighlightItemAt: path)
    case .didUnhighlightItemAt: self.collectionView(collectionView, didUnhighlightItemAt: path)
    case .didSelectItemAt: self.collectionView(collectionView, didSelectItemAt: path)
    case .didDeselectItemAt: self.collectionView(collectionView, didDeselectItemAt: path)
    case .shouldHighlightItemAt, .shouldSelectItemAt, .shouldDeselectItemAt: break
    }
  }
}

extension CollectionView {
  /// The delegate as a collection view delegate, if it is one.
  var collectionDelegate: CollectionViewDelegate? { hasDelegate ? delegate as? CollectionViewDelegate : nil }

  /// The delegate's answer to a question; `nil` when it does not implement it.
  func askDelegate(_ question: CollectionViewCall, _ item: Int) -> AppAnswer<Bool>? {
    guard let delegate = collectionDelegate else { return nil }
    let saved = answeredByDefault
    answeredByDefault = false
    defer { answeredByDefault = saved }
    let path = CollectionIndexPath(item: item)
    let value: Bool
    switch question {
    case .shouldHighlightItemAt: value = delegate.collectionView(self, shouldHighlightItemAt: path)
    case .shouldSelectItemAt: value = delegate.collectionView(self, shouldSelectItemAt: path)
    default: value = delegate.collectionView(self, shouldDeselectItemAt: path)
    }
    guard !answeredByDefault else { return nil }
    let method = "collectionView(_:\(question.rawValue):)"
    return AppAnswer(value, because: home?.explains == true ? .app(HandlerReason.delegateMethod(method)) : nil)
  }
}
