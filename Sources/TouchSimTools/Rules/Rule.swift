/// One entry of the rulebook: a numbered rule of UIKit touch delivery that TouchSim models,
/// a worked timeline, a model decision, an open question or a seed example. The model's
/// `why` texts, doc comments and scenario `notes` cite these IDs; `touchsim rules` prints
/// them and `Docs/Rulebook.md` is generated from them.
public struct Rule: Sendable {
  /// The ID as cited: `H1`, `D4`, `MD17`, `0.1`, `seed 001`.
  public let id: String
  /// One line for `touchsim rules`.
  public let title: String
  /// What the rule says, in TouchSim's words.
  public let statement: String
  /// Where the rule comes from.
  public let evidence: [Evidence]
  /// How sure the rule is.
  public let confidence: Confidence
  /// A qualification of `confidence` (the part of the rule that is less certain), or nil.
  public let confidenceNote: String?
  /// Set when TouchSim does not model the rule: why, in a sentence. Such rules are listed
  /// so that their IDs resolve, and are not expected to be cited or exercised.
  public let notModelled: String?
  /// For an open question: the model decisions that settle it.
  public let settledBy: [String]
  /// What the audit against the decompiled UIKitCore found for this rule (issue 26): the
  /// function that confirms it, or what was searched when it is still open; nil when the rule
  /// was not audited on its own (its confidence and evidence say enough).
  public let audit: Audit?

  /// A rule entry; `notModelled` gives the reason when the model leaves the rule out.
  public init(
    _ id: String, _ title: String, _ statement: String, _ confidence: Confidence, _ evidence: [Evidence],
    note confidenceNote: String? = nil, notModelled: String? = nil, settledBy: [String] = [],
    audit: Audit? = nil
  ) {
    self.id = id
    self.title = title
    self.statement = statement
    self.confidence = confidence
    self.evidence = evidence
    self.confidenceNote = confidenceNote
    self.notModelled = notModelled
    self.settledBy = settledBy
    self.audit = audit
  }
}

/// The verdict of a rule's audit against UIKit's own code and documentation.
public struct Audit: Sendable, Equatable {
  /// What the audit concluded.
  public enum Verdict: String, Sendable, CaseIterable {
    /// The source says what the rule says.
    case confirmed
    /// The source said otherwise; the rule now follows the source.
    case refuted = "refuted and fixed"
    /// Nothing found settles it; the finding says what was searched.
    case open
    /// A choice of the simulator with no UIKit counterpart (time representation, tie order).
    case simulator = "simulator choice"
  }

  /// What the audit concluded.
  public let verdict: Verdict
  /// Where it was found (the function read) or what was searched.
  public let finding: String

  /// An audit verdict with its finding.
  public init(_ verdict: Verdict, _ finding: String) {
    self.verdict = verdict
    self.finding = finding
  }
}

/// How a rule is known.
public enum Confidence: String, Sendable, CaseIterable {
  /// Apple's documentation, an SDK header comment, a programming guide or a WWDC session.
  case apple = "documented by Apple"
  /// Observed and reported by developers on devices; not promised by Apple.
  case devices = "observed on devices"
  /// Read from UIKit's own implementation in a public decompilation (iOS 26.1).
  case decompiled = "read from decompiled UIKit"
  /// Chosen by TouchSim where the sources leave the question open, or inferred.
  case model = "model decision"
}

/// A source a rule rests on: a label and, when there is one, a link.
public struct Evidence: Sendable, Equatable {
  /// What the source is, e.g. "Apple: UIView.hitTest(_:with:)".
  public let label: String
  /// A link, or nil for sources without one (SDK headers, seed posts without an address).
  public let url: String?

  /// A source with a label and an optional link.
  public init(_ label: String, _ url: String? = nil) {
    self.label = label
    self.url = url
  }

  /// The source combined with a detail, e.g. the method names read in a decompiled file.
  public func about(_ detail: String) -> Evidence { Evidence(label + " (" + detail + ")", url) }
}
