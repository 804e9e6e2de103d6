import Foundation
import TouchSimScenario

/// The `touchsim` command line as a library, so that a package can build its own `touchsim`
/// that reads scenarios naming its own recognizer and view classes (Docs/CustomCLI.md):
///
/// ```swift
/// // Sources/my-touchsim/main.swift
/// import TouchSimCLI
///
/// TouchSimCLI.main { registry in
///   registry.registerRecognizer("HorizontalPanGestureRecognizer") { HorizontalPanGestureRecognizer(name: $0) }
///   try registry.registerView("PassthroughScrollView", base: "UIScrollView") { PassthroughScrollView(name: $0) }
/// }
/// ```
///
/// Every verb, option, help text, diagnostic and exit status is `touchsim`'s (its texts say
/// `touchsim`, whatever the program is called); every verb that replays (`run`, `explain`,
/// `check`, `validate`, `sweep`, `diff`, `timeline`, `rules --coverage`) reads with the
/// registry. `generate` and `fuzz` make scenarios of UIKit's classes only.
public enum TouchSimCLI {
  /// Runs the process's command line with `registry`'s classes and exits with its status
  /// (`ExitStatus`: 0 ok, 1 check failure, 64 usage, 65 bad scenario or a loop of its
  /// reactions, 66 unreadable input, 70 internal error, 73 cannot write output).
  public static func main(registry: TouchSimRegistry = TouchSimRegistry()) -> Never {
    exit(run(Array(CommandLine.arguments.dropFirst()), registry: registry).rawValue)
  }

  /// Registers classes, then runs the process's command line as `main(registry:)` does. A
  /// registration that throws (`TouchSimRegistry.RegistrationError`: a base that is not a
  /// UIKit class, a `make` that returns no subclass of it, ...) is reported on stderr as
  /// `touchsim: error: ...` and the program exits 70: the tool itself is built wrong.
  public static func main(registering register: (inout TouchSimRegistry) throws -> Void) -> Never {
    exit(run(Array(CommandLine.arguments.dropFirst()), registering: register).rawValue)
  }

  /// Registers classes, then runs a command line in this process as `run(_:registry:)` does;
  /// a registration that throws is reported as `touchsim: error: cannot register classes:
  /// ...` and the status is 70.
  public static func run(
    _ arguments: [String], registering register: (inout TouchSimRegistry) throws -> Void
  ) -> ExitStatus {
    var registry = TouchSimRegistry()
    do {
      try register(&registry)
    } catch {
      Output.error("touchsim: error: cannot register classes: \(error)")
      return .internalError
    }
    return run(arguments, registry: registry)
  }

  /// Runs a command line (without the program name) in this process, writing to its
  /// standard output and error, and returns the exit status.
  public static func run(_ arguments: [String], registry: TouchSimRegistry = TouchSimRegistry()) -> ExitStatus {
    TouchSimCommand.run(arguments, registry: registry)
  }

  /// Runs a command line in this process with its output kept in memory and `standardInput`
  /// as what `-` reads: for tests of a custom `touchsim`.
  public static func capture(
    _ arguments: [String], registry: TouchSimRegistry = TouchSimRegistry(), standardInput: String = ""
  ) -> CapturedRun {
    let capture = OutputCapture(standardInput: Array(standardInput.utf8))
    let status = Output.$capture.withValue(capture) { TouchSimCommand.run(arguments, registry: registry) }
    return CapturedRun(status: status, standardOutput: capture.standardOutput, standardError: capture.standardError)
  }

  /// What an in-process run printed, and its exit status.
  public struct CapturedRun: Equatable, Sendable {
    /// The exit status.
    public let status: ExitStatus
    /// Everything written to standard output (logs, reports).
    public let standardOutput: String
    /// Everything written to standard error (diagnostics).
    public let standardError: String
  }
}
