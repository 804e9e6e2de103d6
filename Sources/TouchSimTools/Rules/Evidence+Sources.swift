/// The sources the rulebook cites, declared once. Apple's pages, the public decompilation of
/// UIKitCore (iOS 26.1), developers' reports, other re-implementations and the seed posts.
extension Evidence {
  // MARK: Apple

  static let appleDoc = "https://developer.apple.com/documentation/uikit/"
  static let aDelaysContentTouches = Evidence(
    "Apple: UIScrollView.delaysContentTouches", appleDoc + "uiscrollview/delayscontenttouches")
  static let aCanCancelContentTouches = Evidence(
    "Apple: UIScrollView.canCancelContentTouches", appleDoc + "uiscrollview/cancancelcontenttouches")
  static let aTouchesShouldBegin = Evidence(
    "Apple: UIScrollView.touchesShouldBegin(_:with:in:)", appleDoc + "uiscrollview/touchesshouldbegin(_:with:in:)")
  static let aTouchesShouldCancel = Evidence(
    "Apple: UIScrollView.touchesShouldCancel(in:)", appleDoc + "uiscrollview/touchesshouldcancel(in:)")
  static let aIsTracking = Evidence("Apple: UIScrollView.isTracking", appleDoc + "uiscrollview/istracking")
  static let aIsDragging = Evidence("Apple: UIScrollView.isDragging", appleDoc + "uiscrollview/isdragging")
  static let aIsDecelerating = Evidence("Apple: UIScrollView.isDecelerating", appleDoc + "uiscrollview/isdecelerating")
  static let aScrollView = Evidence("Apple: UIScrollView", appleDoc + "uiscrollview")
  static let aWillEndDragging = Evidence(
    "Apple: UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
    appleDoc + "uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)")
  static let aBounces = Evidence("Apple: UIScrollView.bounces", appleDoc + "uiscrollview/bounces")
  static let aAlwaysBounce = Evidence(
    "Apple: UIScrollView.alwaysBounceVertical", appleDoc + "uiscrollview/alwaysbouncevertical")
  static let aDirectionalLock = Evidence(
    "Apple: UIScrollView.isDirectionalLockEnabled", appleDoc + "uiscrollview/isdirectionallockenabled")
  static let aPanGestureRecognizer = Evidence(
    "Apple: UIScrollView.panGestureRecognizer", appleDoc + "uiscrollview/pangesturerecognizer")
  static let aWillBeginDragging = Evidence(
    "Apple: UIScrollViewDelegate.scrollViewWillBeginDragging(_:)",
    appleDoc + "uiscrollviewdelegate/scrollviewwillbegindragging(_:)")
  static let aScrollViewHeader = Evidence("Apple: the comments of the SDK header UIScrollView.h")
  static let aGR = Evidence("Apple: UIGestureRecognizer", appleDoc + "uigesturerecognizer")
  static let aCancelsTouchesInView = Evidence(
    "Apple: UIGestureRecognizer.cancelsTouchesInView", appleDoc + "uigesturerecognizer/cancelstouchesinview")
  static let aDelaysTouchesBegan = Evidence(
    "Apple: UIGestureRecognizer.delaysTouchesBegan", appleDoc + "uigesturerecognizer/delaystouchesbegan")
  static let aDelaysTouchesEnded = Evidence(
    "Apple: UIGestureRecognizer.delaysTouchesEnded", appleDoc + "uigesturerecognizer/delaystouchesended")
  static let aGRIsEnabled = Evidence("Apple: UIGestureRecognizer.isEnabled", appleDoc + "uigesturerecognizer/isenabled")
  static let aGRTouchesCancelled = Evidence(
    "Apple: UIGestureRecognizer.touchesCancelled(_:with:) (mirror)",
    "https://apple-docs.everest.mt/docs/uikit/uigesturerecognizer/touchescancelled(_:with:)/")
  static let aGRLegacy = Evidence(
    "Apple: the legacy UIGestureRecognizer class reference, as quoted", "https://cnblogs.com/kimimaro/p/2407670.html")
  static let aGRSubclass = Evidence("Apple: the comments of the SDK header UIGestureRecognizerSubclass.h (reset)")
  static let aShouldReceive = Evidence(
    "Apple: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:)",
    appleDoc + "uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)")
  static let aGRDelegate = Evidence("Apple: UIGestureRecognizerDelegate", appleDoc + "uigesturerecognizerdelegate")
  static let aViewShouldBegin = Evidence(
    "Apple: UIView.gestureRecognizerShouldBegin(_:)", appleDoc + "uiview/gesturerecognizershouldbegin(_:)")
  static let aControlsGR = Evidence(
    "Apple: \"Attaching gesture recognizers to UIKit controls\" (older wording quoted)",
    "https://cnblogs.com/iosblogx/p/4474313.html")
  static let aPanLegacy = Evidence(
    "Apple: the legacy UIPanGestureRecognizer class reference",
    "http://developer.apple.com/library/ios/documentation/uikit/reference/UIPanGestureRecognizer_Class/Reference/Reference.html"
  )
  static let aTap = Evidence("Apple: UITapGestureRecognizer", appleDoc + "uitapgesturerecognizer")
  static let aLongPress = Evidence("Apple: UILongPressGestureRecognizer", appleDoc + "uilongpressgesturerecognizer")
  static let aHitTest = Evidence("Apple: UIView.hitTest(_:with:)", appleDoc + "uiview/hittest(_:with:)")
  static let aClipsToBounds = Evidence("Apple: UIView.clipsToBounds", appleDoc + "uiview/clipstobounds")
  static let aUserInteraction = Evidence(
    "Apple: UIView.isUserInteractionEnabled", appleDoc + "uiview/isuserinteractionenabled")
  static let aImageView = Evidence("Apple: UIImageView", appleDoc + "uiimageview")
  static let aLabel = Evidence("Apple: UILabel", appleDoc + "uilabel")
  static let aMultipleTouch = Evidence(
    "Apple: UIView.isMultipleTouchEnabled", appleDoc + "uiview/ismultipletouchenabled")
  static let aExclusiveTouch = Evidence("Apple: UIView.isExclusiveTouch", appleDoc + "uiview/isexclusivetouch")
  static let aResponderNext = Evidence("Apple: UIResponder.next", appleDoc + "uiresponder/next")
  static let aResponders = Evidence(
    "Apple: Using responders and the responder chain to handle events",
    appleDoc + "using-responders-and-the-responder-chain-to-handle-events")
  static let aTouchesBegan = Evidence(
    "Apple: UIResponder.touchesBegan(_:with:)", appleDoc + "uiresponder/touchesbegan(_:with:)")
  static let aTouchView = Evidence("Apple: UITouch.view", appleDoc + "uitouch/view")
  static let aTouch = Evidence("Apple: UITouch", appleDoc + "uitouch")
  static let aEvent = Evidence("Apple: UIEvent", appleDoc + "uievent")
  static let aControl = Evidence("Apple: UIControl", appleDoc + "uicontrol")
  static let aControlEvent = Evidence("Apple: UIControl.Event", appleDoc + "uicontrol/event")
  static let aBeginTracking = Evidence(
    "Apple: UIControl.beginTracking(_:with:)", appleDoc + "uicontrol/begintracking(_:with:)")
  static let aContinueTracking = Evidence(
    "Apple: UIControl.continueTracking(_:with:)", appleDoc + "uicontrol/continuetracking(_:with:)")
  static let aSendActions = Evidence("Apple: UIControl.sendActions(for:)", appleDoc + "uicontrol/sendactions(for:)")
  static let aShouldHighlightRow = Evidence(
    "Apple: UITableViewDelegate.tableView(_:shouldHighlightRowAt:)",
    appleDoc + "uitableviewdelegate/tableview(_:shouldhighlightrowat:)")
  static let aWillSelectRow = Evidence(
    "Apple: UITableViewDelegate.tableView(_:willSelectRowAt:)",
    appleDoc + "uitableviewdelegate/tableview(_:willselectrowat:)")
  static let aShouldHighlightItem = Evidence(
    "Apple: UICollectionViewDelegate.collectionView(_:shouldHighlightItemAt:) (\"the system bypasses the entire selection process\")",
    appleDoc + "uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)")
  static let aEventGuide = Evidence(
    "Apple: Event Handling Guide for iOS (archive)",
    "https://developer.apple.com/library/archive/documentation/EventHandling/Conceptual/EventHandlingiPhoneOS/")
  static let aNestedGuide = Evidence(
    "Apple: Scroll View Programming Guide, Nesting Scroll Views",
    "https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/UIScrollView_pg/NestedScrollViews/NestedScrollViews.html"
  )
  static let aScrollingGuide = Evidence(
    "Apple: Scroll View Programming Guide, Scrolling the Scroll View Content",
    "https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/UIScrollView_pg/ScrollingViewContent/ScrollingViewContent.html"
  )
  static let aWWDC14 = Evidence(
    "Apple: WWDC 2014 session 235, Advanced Scrollviews and Touch Handling Techniques",
    "https://asciiwwdc.com/2014/sessions/235")

  // MARK: Decompiled UIKitCore (iOS 26.1)

  static let decompiledRepository = "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore"
  static func decompiled(_ file: String) -> Evidence {
    Evidence("decompiled UIKitCore (iOS 26.1): " + file, decompiledRepository)
  }
  static let dScrollView = decompiled("UIScrollView.mm")
  static let dDelayGR = decompiled("UIScrollViewDelayedTouchesBeganGestureRecognizer.mm")
  static let dPanGR = decompiled("UIScrollViewPanGestureRecognizer.mm")
  static let dPan = decompiled("UIPanGestureRecognizer.mm")
  static let dTap = decompiled("UITapRecognizer.mm, UITapGestureRecognizer.mm")
  static let dControl = decompiled("UIControl.mm")
  static let dCollectionView = decompiled(
    "UICollectionView.mm, touchesBegan: drops the pending item when the highlight is refused")
  static let dButton = decompiled("UIButton.mm, -[UIButton gestureRecognizerShouldBegin:]")
  static let dGestureRecognizer = decompiled(
    "UIGestureRecognizer.mm, -_shouldBegin, _gatherViewsToQueryForDelegateCall, setCancelsTouchesInView:")
  static let dDelayedTouch = decompiled("UIGestureDelayedTouch.mm")
  static let dGestureEnvironment = decompiled("UIGestureEnvironment.mm, -_cancelGestureRecognizers:")
  static let dViewWillMoveToWindow = decompiled(
    "UIView.mm, -[UIView(Hierarchy) _willMoveToWindow:] (cancels the view's recognizers; touches only in one Apple extension)"
  )
  static let dScrollViewRemove = decompiled("UIScrollView.mm, -removeFromSuperview (_stopScrollingNotify:0 pin:1)")
  static let aTouchesCancelled = Evidence(
    "Apple: UIResponder.touchesCancelled(_:with:)", appleDoc + "uiresponder/touchescancelled(_:with:)")
  static let dVendorView = decompiled("_UNNotificationContentExtensionVendorViewControllerView (0.15 s, 10.0 pt)")

  // MARK: Developers' reports

  static let oMayoff = Evidence(
    "rob mayoff's logs of cancelsTouchesInView ordering",
    "https://itecnotes.com/tecnote/ios-what-really-happens-when-call-setcancelstouchesinview/")
  static let oNeuburg = Evidence(
    "Matt Neuburg, Programming iOS, Touch Delivery (translation)", "https://cnblogs.com/YungMing/p/4050134.html")
  static let oNeuburgIOS6 = Evidence(
    "Matt Neuburg, Programming iOS 6, Scroll View Delegate",
    "http://www.safaribooksonline.com/library/view/programming-ios-6/9781449365783/ch20s04.html")
  static let oGodot = Evidence(
    "Godot's iOS view: godot_view_gesture_recognizer.h (150 ms, as UIKit's delay recognizer)")
  static let oStaffDidScroll = Evidence(
    "Jonathon Staff: setContentOffset(_:animated:) also invokes scrollViewDidScroll",
    "http://jonathonstaff.com/blog/a-quick-commentary-on-uiscrollview/")
  static let oFloatingPanel530 = Evidence(
    "FloatingPanel #530: pinning the inner scroll view in scrollViewDidScroll",
    "https://github.com/scenee/FloatingPanel/issues/530")
  static let oCharlesHarley = Evidence(
    "charlesharley.com (2013): delaysContentTouches, button highlighting and scrolling")
  static let o21766658 = Evidence(
    "Stack Overflow 21766658: buttons in a scroll view", "https://stackoverflow.com/questions/21766658")
  static let o70pt = Evidence(
    "Stack Overflow 14340122: touchDragExit about 70 pt outside", "https://stackoverflow.com/questions/14340122")
  static let oDecelRate = Evidence(
    "Stack Overflow 511467 (mirror): decelerationRate logs 0.998 / 0.990",
    "http://pullrequest.ru/511467/mozhno-izmenit-skorost-zamedleniya-uiscrollview")
  static let oRubberBand = Evidence(
    "chpwn's rubber-band formula, c = 0.55", "https://gist.github.com/originell/6961057")
  static let o993280 = Evidence(
    "Stack Overflow 993280 (mirror): detecting the end of scrolling",
    "https://qastack.com.br/programming/993280/how-to-detect-when-a-uiscrollview-has-finished-scrolling")
  static let oLmlphp = Evidence(
    "delegate call order, no decelerating calls at zero velocity", "https://lmlphp.com/user/124129/article/item/1884052"
  )
  static let o300 = Evidence(
    "\"Apple uses velocity of 300 to detect flicking\"", "https://example-a.com/answer/49361860")
  static let oTapVsTable = Evidence(
    "a tap recognizer blocks table row selection",
    "https://www.codingpan.com/2015/08/07/UITableView-method-is-not-called-when-cell-is-clicked-on.html")
  static let oTapVsTable2 = Evidence(
    "the same, with cancelsTouchesInView = false as the fix",
    "https://www.codevscolor.com/ios-swift-dismiss-keyboard-tap-outside")
  static let oLogs = Evidence(
    "console logs naming UIScrollViewDelayedTouchesBeganGestureRecognizer failed(delayedTouchesDenied)")
  static let oSO77329118 = Evidence(
    "Stack Overflow 77329118: a parent tap recognizer, a UIButton and a plain UIControl",
    "https://stackoverflow.com/questions/77329118")
  static let oHitTestTwice = Evidence("Stack Overflow reports: hitTest called more than once per touch")
  static let oScrollViewSwallows = Evidence(
    "reports: touchesBegan not called in the view controller when using a UIScrollView")
  static let oMessageKit = Evidence(
    "MessageKit #1219: an app's tap recognizer wins over the library's own",
    "https://github.com/MessageKit/MessageKit/issues/1219")
  static let oLGButton = Evidence(
    "LGButton #37: a custom UIControl loses to a parent's tap", "https://github.com/loregr/LGButton/issues/37")
  static let oM13Checkbox = Evidence(
    "M13Checkbox #33: a checkbox control under a tap recognizer", "https://github.com/Marxon13/M13Checkbox/issues/33")
  static let oDZNEmptyDataSet = Evidence(
    "DZNEmptyDataSet #203: a button in the empty-state view under a tap",
    "https://github.com/dzenbot/DZNEmptyDataSet/issues/203")
  static let oMessageKitMore = Evidence(
    "MessageKit #821, #1359: which of two tap recognizers wins", "https://github.com/MessageKit/MessageKit/issues/821")
  static let oJDK8242577 = Evidence(
    "JDK-8242577: iOS sends touchesMoved for a finger that does not move", "https://bugs.openjdk.org/browse/JDK-8242577"
  )
  static let oWillSelectNil = Evidence(
    "gists returning nil from willSelectRowAt to refuse a row",
    "https://gist.github.com/daniloc/9c84c901e50f9a04b506b4920b18d968")
  static let oDragExitMargin = Evidence(
    "Stack Overflow 14340122: a custom drag-exit margin sent from continueTracking",
    "https://stackoverflow.com/questions/14340122/uicontroleventtouchdragexit-triggers-when-100-pixels-away-from-uibutton/30320206"
  )
  static let oWebKit = Evidence(
    "WebKit PR #37472: UIKit's recognizer order follows an NSSet", "https://github.com/WebKit/WebKit/pull/37472")

  // MARK: Other re-implementations

  static let rFlowkey = Evidence(
    "flowkey UIKit-cross-platform (5 pt pan, alpha > 0.01)", "https://github.com/flowkey/UIKit-cross-platform")
  static let rChameleon = Evidence(
    "Chameleon (UIWindow.m replays delayed touches)", "https://github.com/BigZaphod/Chameleon")
  static let rWinObjC = Evidence("WinObjC (pan slack 5 pt; tap 0.35 s / 10 pt)", "https://github.com/microsoft/WinObjC")

  // MARK: The seed posts

  static let seed000 = Evidence(
    "seed 000: \"UIScrollView 表情选择的实现\" (xiangwangfeng; dragging an emoticon out of a scroll view), demo code",
    "https://github.com/xiangwangfeng/amao_misc/blob/master/Demos/DragDropDemo.7z")
  static let seed001 = Evidence(
    "seed 001: notes on iOS touch-event handling (hitTest, ViewA/ViewB/ButtonA/ButtonB), after a diagram by M了个J; no address given"
  )
  static let seed002 = Evidence("seed 002: \"触摸事件,自动提示宏\" (blog post, 2014-04-12); no address given")
  static let seed003 = Evidence(
    "seed 003: \"iOS手势学习笔记\" (blog post on gesture recognizers, 2018-05-23); no address given")
  static let seed004 = Evidence("seed 004: \"UIScrollView的滾動和觸摸\" (Jianshu post on the 150 ms rule); no address given")
}
