import TouchSimScenario

/// Where a scenario comes from: a file path, or `-` for standard input, which diagnostics
/// name `<stdin>` (`cat s.json | touchsim run -`).
enum ScenarioInput {
  /// The argument that names standard input.
  static let standardInputArgument = "-"
  /// The name diagnostics and `== name ==` headers give standard input.
  static let standardInputName = "<stdin>"

  /// The name to print for an argument.
  static func name(of path: String) -> String {
    path == standardInputArgument ? standardInputName : path
  }

  /// The scenario's bytes, or why they cannot be read (`no such file`, `is a directory`, ...).
  static func read(_ path: String) -> Result<[UInt8], ScenarioFileReader.ReadError> {
    let limit = JSONLimits().maxBytes
    guard path == standardInputArgument else { return ScenarioFileReader.read(path, limit: limit) }
    guard let bytes = Output.readStandardInput(limit: limit) else {
      return .failure(ScenarioFileReader.ReadError(reason: "standard input cannot be read"))
    }
    return .success(bytes)
  }

  /// Standard input can be read once per command.
  static func checkStandardInputOnce(_ paths: [String]) throws(UsageError) {
    guard paths.filter({ $0 == standardInputArgument }).count <= 1 else {
      throw UsageError(message: "'-' (standard input) may be given only once")
    }
  }
}
