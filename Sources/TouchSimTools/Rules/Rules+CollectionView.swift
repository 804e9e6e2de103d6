/// Section: UICollectionView (CV). Selection and highlight come from the collection view's own
/// touch methods, read from the decompiled UICollectionView.mm, and are compared with the
/// table's (TV1-TV4) rule by rule.
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let collectionViewFamily = RuleFamily(
    "UICollectionView (CV)", prefixes: ["CV"], order: 260, rules: collectionView)

  static let collectionView: [Rule] = [
    Rule(
      "CV1", "A collection view is a scroll view; highlight timing as the table's",
      "A UICollectionView is a scroll view: every S, D, K and P rule applies. Its items are UICollectionViewCell subviews that forward touches (RC3) to it, so an item's cell gets touchesBegan after the 150 ms delay or at the lift of a quick tap (D4), and the highlight comes with it: a quick tap highlights and unhighlights in the same turn at the lift, a hold highlights at 150 ms. Same as the table (TV1).",
      .devices, [.aCollectionAppearance, .oQuickTapNoHighlight, .dCollectionViewTouches],
      note: "The delay is observed on devices; the highlight and unhighlight states are documented by Apple."),
    Rule(
      "CV2", "touchesBegan: one tracked touch, the pending item, its highlight",
      "The collection view tracks one touch; a second finger while one is tracked gets nothing from it. At touchesBegan it walks from the touch's hit view up to itself: the first cell on the way is the item, unless a UIControl on the way isTracking (then there is none). With an item and allowsSelection, the item becomes pending and highlights: shouldHighlightItemAt (only when the app answers it) then didHighlightItemAt, unless the collection view isDragging. A refused highlight drops the pending item, so nothing is selected at lift. The table (TV1, TV3) highlights the row under the touch the same way; the walk, the tracking-control test and the single tracked touch are the collection view's own (the table's touch methods were not read).",
      .decompiled,
      [
        .dCollectionViewTouches.about("touchesBegan:withEvent:, _selectableIndexPathForItemContainingHitView:"),
        .aShouldHighlightItemMirror,
      ],
      note:
        "A second class at which the walk stops is elided by the decompiler (Q-CV5); TouchSim stops at a cell of another collection view (no item)."
    ),
    Rule(
      "CV3", "touchesMoved: the highlight follows the finger",
      "While an item is pending, each move tests the touch against the pending cell's bounds: leaving it unhighlights (didUnhighlightItemAt), coming back highlights it again (shouldHighlightItemAt when answered, didHighlightItemAt). The table has no such rule (TV1 says nothing about moves). In practice a move that leaves a cell usually starts the drag first (P1), which cancels the content touches (CV7); CV3 shows on an axis the collection view cannot scroll.",
      .decompiled, [.dCollectionViewTouches.about("touchesMoved:withEvent:")]),
    Rule(
      "CV4", "touchesEnded: unhighlight, then select",
      "At the lift of the tracked touch, when the collection view is not dragging, an item is pending, the lift is inside its cell and the hit view still maps to a selectable item, the item is selected: didUnhighlightItemAt first, then shouldSelectItemAt (only when answered; false selects nothing) and didSelectItemAt; in single selection every other selected item gets didDeselectItemAt just before didSelectItemAt. In multiple selection a lift on a selected item deselects it instead: shouldDeselectItemAt (when answered), didDeselectItemAt. Otherwise (dragging, a lift outside the cell) the pending item unhighlights and nothing is selected. The question is asked after the unhighlight, as the table's willSelectRowAt (TV4); the did-calls are logged always, the questions only when the app answers them, as the table logs didSelectRow and shouldHighlightRow.",
      .decompiled,
      [
        .dCollectionViewTouches.about("touchesEnded:withEvent:, _userSelectItemAtIndexPath:animatedSelection:"),
        .aCollectionHeaderOrder,
      ],
      note:
        "The order differs from Apple's header comment, which puts didUnhighlightItemAt last: TouchSim follows the decompiled code (no device log of the order was found, Q-CV1). That the previous item's didDeselectItemAt comes after shouldSelectItemAt and before didSelectItemAt is a model decision (_selectItemAtIndexPath:…deselectPrevious: was not read); a flag that defers the selection to the Core Animation commit is not modelled (Q-CV2)."
    ),
    Rule(
      "CV5", "Selection modes",
      "allowsSelection false: no item becomes pending, so no highlight and no selection. allowsMultipleSelection true: a tap adds the item to the selection, a tap on a selected item removes it (CV4). Single selection: a tap on the selected item selects it again (shouldSelectItemAt, didSelectItemAt; nothing is deselected). didSelectItemAt and didDeselectItemAt come from the user's taps only. The table's TouchSim model has no selection state (TV1 logs didSelectRow at every selection).",
      .apple, [.aAllowsSelection, .aAllowsMultipleSelection, .aDidSelectItem, .dCollectionViewTouches],
      note:
        "Re-selecting the selected item in single selection follows the decompiled branch (select with deselect-previous); whether UIKit calls the delegate again then was not read (Q-CV3)."
    ),
    Rule(
      "CV6", "Single selection hides the old selection at touch-down",
      "With _shouldDeselectItemsOnTouchesBegan, a successful touch-down highlight also sets the other selected cells' isSelected false, and a cancel or the end of a drag sets them back. These are cell states, not delegate calls.",
      .decompiled, [.dCollectionViewTouches.about("touchesBegan:withEvent:, _cancelTouches")],
      notModelled:
        "cell states only, with no delegate call and a condition that was not read (Q-CV4); TouchSim's isSelected changes at the lift"
    ),
    Rule(
      "CV7", "touchesCancelled: unhighlight, select nothing",
      "When the tracked touch is cancelled (a drag that starts after the delay, X1; a recognizer with cancelsTouchesInView, G4) the pending item gets didUnhighlightItemAt if it is highlighted, and nothing is selected. Same outcome as the table's cancel (TV1).",
      .decompiled, [.dCollectionViewTouches.about("touchesCancelled:withEvent:, _cancelTouches")]),
    Rule(
      "CV8", "A tap recognizer swallows didSelectItemAt",
      "A tap recognizer on an ancestor of a collection view (or on the collection view) recognizes at the lift and, with cancelsTouchesInView true, cancels the cell's touches: CV7 runs instead of CV4, so there is no didSelectItemAt (and no highlight at all after a quick tap, whose touchesBegan never reaches the cell, MD5). cancelsTouchesInView false brings the selection back; a delegate's shouldReceive that refuses some touches (G7) swallows only those. The table's TV2 is the same rule.",
      .devices, [.oKoloda157, .oMessageKit400, .oMessageKit379, .oSlackTextView53]),
    Rule(
      "CV9", "Keyboard, pointer and two-finger selection",
      "The collection view's selection interaction (keyboard and pointer hinting), touchpad touches and the two-finger multiple-selection pan select items by other paths.",
      .decompiled,
      [
        .dCollectionViewTouches.about(
          "_selectionInteractionShouldBegin:, _selectionInteractionDidSelect:, _UITouchesContainsTouchFromExternalTouchpad"
        )
      ],
      notModelled: "TouchSim's touches are fingers; the two-finger selection pan is a separate recognizer"),
    Rule(
      "CV10", "A simple flow layout",
      "Items of one itemSize (default 50 × 50) fill lines across the scroll direction (vertical: rows; horizontal: columns) inside sectionInset (default zero), as many per line as fit with minimumInteritemSpacing (default 10); lines are minimumLineSpacing apart (default 10). A full line spreads its extra space evenly between its items. The content size holds the lines and the insets; the collection view's width (vertical) or height (horizontal). One section.",
      .apple, [.aLineSpacing, .aInteritemSpacing, .oFlowLayoutDefaults],
      note:
        "A partial last line, and a line that holds one item, start at the inset with the minimum spacing: a TouchSim choice, not checked against UIKit (Q-CV6); scenarios should fill their lines or give every value."
    ),
  ]
}
