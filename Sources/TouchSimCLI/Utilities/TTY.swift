#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decides whether output to a terminal should carry ANSI colour codes.
public enum TerminalColor {
  /// Returns true only when `fileDescriptor` is a terminal, `NO_COLOR` is unset, and `TERM` is not `dumb`.
  ///
  /// `NO_COLOR` disables colour whatever its value, even empty (https://no-color.org).
  /// - Parameters:
  ///   - fileDescriptor: The descriptor output goes to, such as `STDOUT_FILENO`.
  ///   - environment: The process environment, for example `ProcessInfo.processInfo.environment`.
  public static func shouldColor(fileDescriptor: Int32, environment: [String: String]) -> Bool {
    guard environment["NO_COLOR"] == nil, environment["TERM"] != "dumb" else { return false }
    return isatty(fileDescriptor) == 1
  }

  /// Whether `fileDescriptor` is a terminal.
  public static func isTerminal(_ fileDescriptor: Int32) -> Bool { isatty(fileDescriptor) == 1 }
}
