/// The process exit statuses of the `touchsim` command, following BSD `sysexits.h`.
public enum ExitStatus: Int32, Sendable, CaseIterable {
  /// Success: everything ran and every check passed.
  case ok = 0
  /// A check failed, such as output that differs from its golden file.
  case checkFailure = 1
  /// The command line was wrong: unknown option, missing argument (`EX_USAGE`).
  case usage = 64
  /// A scenario file was readable but malformed or invalid (`EX_DATAERR`).
  case badScenario = 65
  /// An input file did not exist or could not be read (`EX_NOINPUT`).
  case unreadableInput = 66
  /// An internal invariant broke: a bug in TouchSim, not in its input (`EX_SOFTWARE`).
  case internalError = 70
  /// An output file could not be written (`EX_CANTCREAT`).
  case cannotCreateOutput = 73
}
