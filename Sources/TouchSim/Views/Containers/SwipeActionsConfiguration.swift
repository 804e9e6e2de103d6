/// `UIContextualAction`: one swipe action of a table row (SA3, SA5); TouchSim keeps its title
/// and style (the handler is the app's reaction to `swipeActionPerformed`).
public struct ContextualAction: Sendable, Equatable {
  /// `UIContextualAction.Style`.
  public enum Style: String, Sendable, CaseIterable {
    /// `.normal`.
    case normal
    /// `.destructive`: a full swipe must also reach near the far edge (SA5).
    case destructive
  }

  /// The button's title, logged by `swipeActionPerformed`.
  public var title: String
  /// The style.
  public var style: Style

  /// `UIContextualAction(style:title:handler:)` without the handler.
  public init(style: Style = .normal, title: String) {
    self.style = style
    self.title = title
  }
}

/// `UISwipeActionsConfiguration`: the actions a row shows on one edge (SA3, SA5).
public struct SwipeActionsConfiguration: Sendable, Equatable {
  /// The actions, the first one nearest the row's edge; an empty list lets the swipe fail
  /// (SA3).
  public var actions: [ContextualAction]
  /// `performsFirstActionWithFullSwipe` (default true, Apple): a full swipe performs the first
  /// action (SA5).
  public var performsFirstActionWithFullSwipe = true
  /// TouchSim's open width in points, the width the actions take when they stay open (SA5's
  /// open threshold); `nil` is `SwipeActionConstants.actionWidth` per action (model decision:
  /// UIKit sums the buttons' widths, which TouchSim does not lay out; Q-SA2).
  public var openWidth: Double?
  /// TouchSim's full-swipe distance in points (SA5's confirmation threshold); `nil` is
  /// `SwipeActionConstants.fullSwipeFraction` of the table's width (model decision).
  public var fullSwipeWidth: Double?

  /// `UISwipeActionsConfiguration(actions:)`.
  public init(actions: [ContextualAction]) {
    self.actions = actions
  }
}

/// The edge whose actions a swipe reveals: trailing (a swipe towards the left, in the
/// left-to-right layouts TouchSim models) or leading (SA2).
public enum SwipeActionEdge: String, Sendable, CaseIterable {
  /// `trailingSwipeActionsConfigurationForRowAt`: a swipe to the left.
  case trailing
  /// `leadingSwipeActionsConfigurationForRowAt`: a swipe to the right.
  case leading
}

/// The swipe actions' numbers (SA1, SA5, SA6).
public enum SwipeActionConstants {
  /// SA1: the swipe pan's hysteresis (`_setHysteresis:25.0`).
  public static let hysteresis = 25.0
  /// SA5: a lift slower than this (pt/s) decides by position, a faster one by direction.
  public static let liftVelocity = 50.0
  /// SA6: the dismissal recognizer's allowable movement.
  public static let dismissalMovement = 10.0
  /// SA5 (model decision, Q-SA2): the default open width per action.
  public static let actionWidth = 74.0
  /// SA5 (model decision): the default full-swipe distance as a fraction of the table's width.
  public static let fullSwipeFraction = 0.6
}

/// `UIContextualAction`.
public typealias UIContextualAction = ContextualAction
/// `UISwipeActionsConfiguration`.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
