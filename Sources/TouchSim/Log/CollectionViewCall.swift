/// The `UICollectionViewDelegate` calls of the log (CV2-CV5, CV7), with UIKit's method names
/// less `collectionView(_:` and the index path: the questions (`should…`) are logged only
/// when the app answers them, the notifications (`did…`) always.
public enum CollectionViewCall: String, Sendable, CaseIterable {
  /// `collectionView(_:shouldHighlightItemAt:)`, at `touchesBegan` (CV2) or when the finger
  /// comes back into the pending cell (CV3).
  case shouldHighlightItemAt
  /// `collectionView(_:didHighlightItemAt:)` (CV2, CV3).
  case didHighlightItemAt
  /// `collectionView(_:didUnhighlightItemAt:)` (CV3, CV4, CV7).
  case didUnhighlightItemAt
  /// `collectionView(_:shouldSelectItemAt:)`, at the lift after the unhighlight (CV4).
  case shouldSelectItemAt
  /// `collectionView(_:didSelectItemAt:)` (CV4).
  case didSelectItemAt
  /// `collectionView(_:shouldDeselectItemAt:)`, at the lift on a selected item in multiple
  /// selection (CV4, CV5).
  case shouldDeselectItemAt
  /// `collectionView(_:didDeselectItemAt:)` (CV4, CV5).
  case didDeselectItemAt

  /// Whether the call is a question (it returns a bool, logged as `result`).
  public var isQuestion: Bool {
    self == .shouldHighlightItemAt || self == .shouldSelectItemAt || self == .shouldDeselectItemAt
  }
}
