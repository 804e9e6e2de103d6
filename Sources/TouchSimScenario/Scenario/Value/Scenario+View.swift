import TouchSim

extension Scenario {
  /// One view of the tree (Docs/ScenarioFormat.md "Views"); `nil` members are keys the file
  /// leaves out.
  public struct View: Equatable, Sendable {
    /// `id`: the name in the log.
    public var id: String
    /// `class` (`UIView` when absent).
    public var className: String
    /// `frame` in the superview's coordinates (the root may leave it out: the window's bounds).
    public var frame: Rect?
    /// `transform`: the view's affine transform about the center of `frame` (nil: identity).
    public var transform: AffineTransform?
    /// The declared properties given (`isHidden`, `alpha`, `isEnabled`, `delaysContentTouches`,
    /// ...: `PropertyCatalogue`), in catalogue order.
    public var properties: [Property]
    /// `touches`: what the view's touch methods do.
    public var touches: TouchHandling?
    /// `controller`: the view controller whose view this is.
    public var controller: Controller?
    /// `pointInside`: a `point(inside:with:)` override.
    public var pointInside: PointInsideOverride?
    /// `hitTest`: a `hitTest(_:with:)` override.
    public var hitTest: HitTestOverride?
    /// `on`: reactions by touch method, in `TouchMethod.allCases` order.
    public var reactions: [MethodReactions]
    /// The keys of UIScrollView and UITableView.
    public var scroll: ScrollSettings
    /// `gestureRecognizerShouldBegin`: the view's answer by recognizer id (G8).
    public var gestureRecognizerShouldBegin: [Answer]
    /// Answers given with cases and reactions to callbacks other than touch methods, in
    /// file order (Docs/ScenarioFormat.md "App logic").
    public var logic: [AppLogic] = []
    /// `subviews`, back to front (a cell's go into its content view, TC1).
    public var subviews: [View]
    /// `cellSubviews` (cells): views added to the cell itself, behind its content view (TC2).
    public var cellSubviews: [View] = []
    /// `pages` of a `UIPageViewController`: view trees without frames, in data-source order (PV8).
    public var pages: [View] = []
    /// Where the view is written.
    public var position: SourcePosition

    /// A view with the given id, class and frame, and nothing else set.
    public init(
      id: String, className: String = "UIView", frame: Rect? = nil, subviews: [View] = [],
      position: SourcePosition = SourcePosition()
    ) {
      self.id = id
      self.className = className
      self.frame = frame
      self.properties = []
      self.reactions = []
      self.scroll = ScrollSettings()
      self.gestureRecognizerShouldBegin = []
      self.subviews = subviews
      self.position = position
    }
  }

  /// A view controller (`controller`: a name, or a name with `touches`).
  public struct Controller: Equatable, Sendable {
    /// Its name in the log.
    public var name: String
    /// What its touch methods do.
    public var touches: TouchHandling?

    /// A controller.
    public init(name: String, touches: TouchHandling? = nil) {
      self.name = name
      self.touches = touches
    }
  }

  /// An answer by object id: `{"id": bool}`.
  public struct Answer: Equatable, Sendable {
    /// The view or recognizer id, or `*` for every other view.
    public var id: String
    /// The answer.
    public var value: Bool
    /// Where the key is written.
    public var position: SourcePosition

    /// An answer for `id`.
    public init(id: String, value: Bool, position: SourcePosition = SourcePosition()) {
      self.id = id
      self.value = value
      self.position = position
    }
  }

  /// An app override that answers per content view (`touchesShouldBegin`, `touchesShouldCancel`).
  public enum ViewAnswers: Equatable, Sendable {
    /// The same answer for every view.
    case always(Bool)
    /// Answers by view id in file order, `*` among them for the rest.
    case byView([Answer])
  }

  /// The reactions of one touch method (`on`).
  public struct MethodReactions: Equatable, Sendable {
    /// The touch method.
    public var method: TouchMethod
    /// Its reactions, in file order.
    public var reactions: [Reaction]
    /// Where each reaction is written (empty for reactions built in code); not part of the
    /// value's equality.
    public var positions: [SourcePosition]

    /// Reactions of `method`.
    public init(method: TouchMethod, reactions: [Reaction], positions: [SourcePosition] = []) {
      self.method = method
      self.reactions = reactions
      self.positions = positions
    }
  }

  /// What a view's touch method does besides its handling (seed 001, MD11).
  public enum Reaction: Equatable, Sendable {
    /// Sets properties at that instant.
    case set([Assignment])
    /// Calls the next responder's method of that name with the same touches.
    case forward(TouchMethod)
    /// Adds a `note` record, optionally only when the touch is outside or inside a view.
    case note(String, condition: NoteCondition?)
  }

  /// The condition of a `note` reaction (`if`).
  public enum NoteCondition: Equatable, Sendable {
    /// The (first) touch is outside the named view's bounds.
    case outside(String)
    /// The (first) touch is inside the named view's bounds.
    case inside(String)
  }

  /// The keys of UIScrollView and UITableView that are not declared properties, in
  /// `ViewClass.scrollKeys` order (the declared ones are among the view's `properties`).
  public struct ScrollSettings: Equatable, Sendable {
    /// `rows` (tables).
    public var rows: Int?
    /// `rowHeight` (tables, and cells: the cell's own row height, TC1).
    public var rowHeight: Double?
    /// `subviewOrder` (tables): how the cells stack among the other subviews (TC1).
    public var subviewOrder: SubviewOrder?
    /// `items` (collection views): plain cells after the cell subviews (CV10).
    public var items: Int?
    /// `itemSize` (collection views, CV10).
    public var itemSize: Size?
    /// `sectionInset` (collection views, CV10).
    public var sectionInset: EdgeInsets?
    /// `contentSize`.
    public var contentSize: Size?
    /// `contentOffset`.
    public var contentOffset: Point?
    /// `contentInset`.
    public var contentInset: EdgeInsets?
    /// `touchesShouldBegin` (K2).
    public var touchesShouldBegin: ViewAnswers?
    /// `touchesShouldCancel` (K4).
    public var touchesShouldCancel: ViewAnswers?
    /// `sharesPanWith`: the scroll view whose pan this one follows.
    public var sharesPanWith: String?
    /// `trailingSwipeActions` (tables, SA3).
    public var trailingSwipeActions: SwipeActions?
    /// `leadingSwipeActions` (tables, SA3).
    public var leadingSwipeActions: SwipeActions?

    /// No scroll keys.
    public init() {}
  }

  /// A table's `subviewOrder` (TC1): how its cells stack among its other subviews.
  public enum SubviewOrder: String, Equatable, Sendable, CaseIterable {
    /// The default: the cells are the rows, behind the table's other subviews.
    case cellsBehind
    /// Every subview, cells and other views alike, stacks in the order of `subviews` (an
    /// imported dump's order: a background view listed first lies behind the rows).
    case asListed
  }
}
