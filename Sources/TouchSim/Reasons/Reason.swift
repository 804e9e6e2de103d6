/// Why a record happened (`--explain`): the rule that decided and the typed values it decided
/// on. The model builds reasons only when its recorder explains; English is rendered from them
/// at the edge (`Reason.text`, the `+Text` files of this folder), so a rule's wording changes
/// without touching the logic, and nothing in the model stores or parses reason text.
public indirect enum Reason: Sendable, Equatable {
  /// Hit testing, delivery and the responder chain (0.1-0.4, H, G4-G7, M, RC, X2, D5).
  case window(WindowReason)
  /// Recognizers and their arbitration (G, P, D2-D6, K5, Q4, MD2, MD18).
  case gesture(GestureReason)
  /// The scroll view's delegate calls and hooks (DL, DC, B, PG, K1-K5, MD15).
  case scrollView(ScrollViewReason)
  /// Controls and table views (C, TV).
  case control(ControlReason)
  /// Collection views' highlight and selection (CV).
  case collectionView(CollectionViewReason)
  /// Navigation controllers' pops and their screen-edge back-swipe (NV3, NV4, NV10).
  case navigation(NavigationReason)
  /// Table rows' swipe actions (SA).
  case swipeActions(SwipeActionReason)
  /// A model class's own explanations, declared beside the class (`ClassExplanation`: the
  /// refresh control's, the page view controller's), so a new class edits no shared enum.
  case model(ClassReason)
  /// App code's own explanations (a scenario's reactions, a library user's handlers, a custom
  /// recognizer's `setState(_:because:)` text, `AppText`): the only case that may hold free
  /// text, and one the model's own code never builds from text (a test scans for it).
  case app(AppReason)
  /// Several reasons in order, each adding clauses to the one before.
  case clauses([Reason])
  /// No explanation (a record made without one while explaining): renders as empty text.
  /// A case of its own, not `clauses([])`: a global holding an indirect case keeps its box
  /// behind a tagged pointer, which LeakSanitizer cannot follow (the fuzz run reported it).
  case unexplained
}
