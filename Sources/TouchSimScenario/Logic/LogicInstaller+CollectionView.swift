import TouchSim

extension LogicInstaller {
  /// A collection view delegate's questions (CV2, CV4, CV5), binding `self` and `item`.
  static func installCollectionViewAnswer(_ answer: LogicAnswer, _ question: LogicQuestion, on view: View) {
    guard let collection = view as? CollectionView else { return }
    let fallback = question.defaultBool ?? true
    let ask: (CollectionView, Int) -> AppAnswer<Bool> = { collection, item in
      let (result, reason) = answer.evaluate(
        LogicBindings(selfView: collection, item: item), explains: collection.window?.explains == true)
      return AppAnswer(result.bool ?? fallback, because: reason)
    }
    switch question {
    case .shouldHighlightItemAt: collection.shouldHighlightItem = ask
    case .shouldSelectItemAt: collection.shouldSelectItem = ask
    case .shouldDeselectItemAt: collection.shouldDeselectItem = ask
    default: return
    }
  }

  /// Reactions to a collection view delegate's notification (`didSelectItemAt`, ...).
  static func installCollectionViewReactions(
    _ reactions: [LogicReaction], call: CollectionViewCall, on collection: CollectionView
  ) {
    collection.onDelegateCall { collection, made, item in
      guard made == call, let window = collection.window else { return }
      let site = ReactionSite(window: window, receiver: collection, callback: call.rawValue)
      for reaction in reactions { reaction.run(LogicBindings(selfView: collection, item: item), at: site) }
    }
  }
}
