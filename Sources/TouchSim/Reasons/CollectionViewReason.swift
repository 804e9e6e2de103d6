/// Why a collection view made a delegate call (CV2-CV7).
public enum CollectionViewReason: Sendable, Equatable {
  /// CV2: touchesBegan reached the collection view from item `item`'s cell: it becomes the
  /// pending item and highlights.
  case highlightAtTouchDown(item: Int)
  /// CV3: the finger came back into the pending item's cell: it highlights again.
  case highlightOnReentry(item: Int)
  /// CV3: the finger left the pending item's cell: it unhighlights.
  case unhighlightOnExit(item: Int)
  /// CV4: the lift inside the pending item's cell: it unhighlights before it is selected.
  case unhighlightBeforeSelection(item: Int)
  /// CV4: the lift ends the touch without a selection (`outside`: the lift is outside the
  /// pending cell; otherwise the collection view is dragging or the item is not selectable).
  case unhighlightAtLift(item: Int, outside: Bool)
  /// CV7: touchesCancelled: the pending item unhighlights and nothing is selected.
  case unhighlightAtCancel(item: Int)
  /// CV4: the lift selects item `item`.
  case select(item: Int)
  /// CV4, CV5: single selection deselects the item selected before (`item`) for `newItem`.
  case deselectPrevious(item: Int, newItem: Int)
  /// CV5: multiple selection: a lift on a selected item deselects it.
  case deselectSelected(item: Int)

  /// The explanation.
  public var text: String {
    switch self {
    case .highlightAtTouchDown(let item):
      return "CV2: touchesBegan reached the collection view from item \(item)'s cell: it becomes the pending item "
        + "and highlights"
    case .highlightOnReentry(let item):
      return "CV3: the finger came back into pending item \(item)'s cell: it highlights again"
    case .unhighlightOnExit(let item):
      return "CV3: the finger left pending item \(item)'s cell: it unhighlights"
    case .unhighlightBeforeSelection(let item):
      return "CV4: touchesEnded inside pending item \(item)'s cell: the item unhighlights before the selection "
        + "(decompiled order; Apple's header lists didUnhighlightItemAt last)"
    case .unhighlightAtLift(let item, let outside):
      return "CV4: touchesEnded "
        + (outside
          ? "outside pending item \(item)'s cell: it unhighlights and nothing is selected"
          : "while item \(item) cannot be selected (dragging or not selectable): it unhighlights")
    case .unhighlightAtCancel(let item):
      return "CV7: touchesCancelled: pending item \(item) unhighlights and nothing is selected"
    case .select(let item):
      return "CV4: the lift on pending item \(item) selects it"
    case .deselectPrevious(let item, let newItem):
      return "CV5: single selection: item \(item) is deselected as item \(newItem) is selected"
    case .deselectSelected(let item):
      return "CV5: multiple selection: the lift on selected item \(item) deselects it"
    }
  }
}
