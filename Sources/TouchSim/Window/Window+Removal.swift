/// G20: a view leaving the window mid-gesture.
extension Window {
  /// `-[UIView _willMoveToWindow:]` with no new window, for `view` and, as UIKit's
  /// `_willMoveToWindow:withAncestorView:` recursion does, every view under it, in tree order
  /// (a view, then its subviews in `subviews` order): the view's recognizers are cancelled in
  /// the order they were added (`-[UIApplication _cancelGestureRecognizersForView:]`: began or
  /// changed ones are cancelled, possible ones in a sequence fail), then the view resigns if it
  /// is first responder. Touches bound to the views are not cancelled: UIKit cancels them only
  /// in one Apple extension (`_cancelTouchesIfNeededForViewRemovedFromResponderChain:` behind a
  /// bundle check), so they go on reaching the views outside the window (G20).
  func viewWillLeaveWindow(_ view: View) {
    var stack: [View] = [view]
    while let next = stack.popLast() {
      workCount += 1
      for recognizer in next.gestureRecognizers {
        gestureEnvironment.recognizerViewWillLeaveWindow(recognizer, ancestor: next === view ? nil : view)
      }
      if firstResponder === next {
        let cause = firstResponderCause
        firstResponderCause = .app(TextInputReason.leftWindow(ancestor: next === view ? nil : view.name))
        _ = next.resignFirstResponder()
        // TF7: a field that refuses (its delegate's should-end) is made to resign all the same.
        if firstResponder === next { next.forceResignFirstResponder(because: firstResponderCause!) }
        firstResponderCause = cause
      }
      stack.append(contentsOf: next.subviews.reversed())
    }
  }
}
