/// The sources of the collection view's rules (CV).
extension Evidence {
  static let dCollectionViewTouches = decompiled("UICollectionView.mm")
  static let aCollectionAppearance = Evidence(
    "Apple: Changing the appearance of selected and highlighted cells (\"the initial touch-down event causes the "
      + "collection view to change the isHighlighted property of the cell to true. The final touch-up event causes "
      + "the highlighted state to return to false\")",
    appleDoc + "changing-the-appearance-of-selected-and-highlighted-cells")
  static let oQuickTapNoHighlight = Evidence(
    "Jianshu, \"UICollectionView快速点击cell无法高亮的原因\": a quick tap shows no highlight, only a hold does; the fix is "
      + "delaysContentTouches = false",
    "http://39.103.169.235/p/55153087631c")
  static let aShouldHighlightItemMirror = Evidence(
    "Apple: collectionView(_:shouldHighlightItemAt:) (\"If you return false in your implementation, the cell does "
      + "not get highlighted and the system bypasses the entire selection process\")",
    "https://apple-docs.everest.mt/docs/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)/")
  static let aCollectionHeaderOrder = Evidence(
    "Apple: UICollectionView.h, the comment above the selection methods: \"(when the touch lifts) 3. "
      + "shouldSelectItemAt or shouldDeselectItemAt 4. didSelectItemAt or didDeselectItemAt 5. didUnhighlightItemAt\"")
  static let aAllowsSelection = Evidence(
    "Apple: UICollectionView.allowsSelection", appleDoc + "uicollectionview/allowsselection")
  static let aAllowsMultipleSelection = Evidence(
    "Apple: UICollectionView.allowsMultipleSelection (\"Tapping the cell again removes it from the selection\")",
    appleDoc + "uicollectionview/allowsmultipleselection")
  static let aDidSelectItem = Evidence(
    "Apple: collectionView(_:didSelectItemAt:) (\"It does not call this method when you programmatically set the "
      + "selection\")",
    appleDoc + "uicollectionviewdelegate/collectionview(_:didselectitemat:)")
  static let oKoloda157 = Evidence(
    "Koloda PR #157: a collection view in a DraggableCardView gets no didSelectItemAtIndexPath until the card's tap "
      + "recognizer has cancelsTouchesInView = false",
    "https://github.com/Yalantis/Koloda/pull/157")
  static let oMessageKit400 = Evidence(
    "MessageKit #400: taps on a message bubble reach the cell's delegate and not didSelectItemAt; taps on the empty "
      + "part of the cell select it",
    "https://github.com/MessageKit/MessageKit/issues/400")
  static let oMessageKit379 = Evidence(
    "MessageKit PR #379: one tap recognizer on the collection view handles the taps by location",
    "https://github.com/MessageKit/MessageKit/pull/379")
  static let oSlackTextView53 = Evidence(
    "SlackTextViewController #53: a tap recognizer keeps didSelectItemAtIndexPath from being called; "
      + "cancelsTouchesInView = NO fixes it",
    "https://github.com/slackhq/SlackTextViewController/issues/53")
  static let aLineSpacing = Evidence(
    "Apple: UICollectionViewFlowLayout.minimumLineSpacing (\"default value of this property is 10.0\")",
    appleDoc + "uicollectionviewflowlayout/minimumlinespacing")
  static let aInteritemSpacing = Evidence(
    "Apple: UICollectionViewFlowLayout.minimumInteritemSpacing (\"the actual spacing may possibly be adjusted upward\")",
    appleDoc + "uicollectionviewflowlayout/minimuminteritemspacing")
  static let oFlowLayoutDefaults = Evidence(
    "Qiita: UICollectionViewFlowLayout's defaults (itemSize 50 × 50, minimumInteritemSpacing 10)",
    "https://qiita.com/takehilo/items/d0e56f88a42fb8ed1185")
}
