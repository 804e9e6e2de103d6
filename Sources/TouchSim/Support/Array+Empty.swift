extension Array {
  /// Removes every element and keeps the memory: the few elements one by one, cheaper than
  /// `removeAll(keepingCapacity:)` (a general `replaceSubrange`) for the short lists the
  /// model reuses at every event (issue 15).
  mutating func empty() {
    while !isEmpty { removeLast() }
  }
}
