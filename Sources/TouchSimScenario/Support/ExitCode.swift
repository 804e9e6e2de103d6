/// The process exit statuses of the `touchsim` command, following BSD `sysexits.h`: the one
/// declaration the help's EXIT STATUS list and the README's are made from (`summary`).
public enum ExitStatus: Int32, Sendable, CaseIterable {
  /// Success: everything ran and every check passed.
  case ok = 0
  /// A check failed, such as output that differs from its golden file.
  case checkFailure = 1
  /// The command line was wrong: unknown option, missing argument (`EX_USAGE`).
  case usage = 64
  /// A scenario file was readable but malformed or invalid, or its own reactions looped past
  /// a run limit (reactions or `forward` reactions nested too deep, too many forwards in one
  /// run-loop turn): an error at the reaction (`EX_DATAERR`).
  case badScenario = 65
  /// An input file did not exist or could not be read (`EX_NOINPUT`).
  case unreadableInput = 66
  /// An internal invariant broke or the run met a limit that is not a loop of the scenario's
  /// reactions (5,000,000 events, 64 settle passes in one turn, the budgets of 500,000
  /// records, 10,000 order-dependent outcomes and 5,000,000 units of work) (`EX_SOFTWARE`).
  case internalError = 70
  /// An output file could not be written (`EX_CANTCREAT`).
  case cannotCreateOutput = 73

  /// What the status means, in the words of the help's EXIT STATUS list.
  public var meaning: String {
    switch self {
    case .ok: return "ok"
    case .checkFailure: return "check failure"
    case .usage: return "usage error"
    case .badScenario: return "invalid scenario (or its reactions loop past a run limit)"
    case .unreadableInput: return "unreadable input"
    case .internalError: return "internal error (another run limit or a model invariant broke)"
    case .cannotCreateOutput: return "an output file cannot be written"
    }
  }

  /// Every status and its meaning: `0 ok, 1 check failure, 64 usage error, ...`.
  public static var summary: String {
    allCases.map { "\($0.rawValue) \($0.meaning)" }.joined(separator: ", ")
  }
}
