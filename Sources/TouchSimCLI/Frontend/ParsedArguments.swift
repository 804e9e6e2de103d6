import TouchSim
import TouchSimScenario

/// A usage error: wrong or missing options (exit 64).
struct UsageError: Error {
  let message: String
}

/// Arguments split into positional values, `--option value` pairs and `--flag`s.
struct ParsedArguments {
  var positional: [String] = []
  var options: [String: String] = [:]
  /// Every value of each option, in order, for options that may repeat (`--vary`, `--set`).
  var allValues: [String: [String]] = [:]
  var flags: Set<String> = []
  /// Options that take two values (`check --report FORMAT FILE`); each occurrence appends both
  /// to `allValues`, and `options` holds the first value of the last occurrence.
  static let twoValueOptions: Set<String> = ["--report"]
  /// The classes the verb's scenarios may name (`TouchSimCLI.main(registry:)`); dispatch sets it.
  var registry = TouchSimRegistry()

  /// Parses arguments against the options (taking a value) and flags a verb accepts.
  init(_ arguments: [String], options known: [String], flags knownFlags: [String]) throws(UsageError) {
    var index = 0
    var onlyPositional = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
        positional.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositional = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if known.contains(name) {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
          value = arguments[index]
          index += 1
        }
        options[name] = value
        allValues[name, default: []].append(value)
        if Self.twoValueOptions.contains(name) {  // `--report FORMAT FILE`: both go to allValues
          guard index < arguments.count else { throw UsageError(message: "\(name) needs two values") }
          allValues[name, default: []].append(arguments[index])
          index += 1
        }
      } else if knownFlags.contains(name), inlineValue == nil {
        flags.insert(name)
      } else {
        throw UsageError(message: "unknown option '\(Spelling.shortened(name))'")
      }
    }
  }
}

/// The output formats of the log-printing verbs.
enum OutputFormat: String {
  case text, jsonl
}

extension ParsedArguments {
  /// `--format text|jsonl`, text by default.
  func outputFormat() throws(UsageError) -> OutputFormat {
    let text = options["--format"] ?? "text"
    guard let format = OutputFormat(rawValue: text) else {
      throw UsageError(message: "--format must be text or jsonl, not '\(Spelling.shortened(text))'")
    }
    return format
  }

  /// `--order insertion|reversed` (Q4), insertion by default.
  func recognizerOrder() throws(UsageError) -> RecognizerOrder {
    let text = options["--order"] ?? "insertion"
    guard let order = RecognizerOrder(rawValue: text) else {
      throw UsageError(
        message: "--order must be insertion, reversed or reversed:A,B (the two recognizers of one "
          + "order-dependent point; more pairs separated by '/'), not '\(Spelling.shortened(text))'")
    }
    return order
  }

  /// The one scenario file a verb works on.
  func singleFile() throws(UsageError) -> String {
    guard positional.count == 1, let path = positional.first else {
      throw UsageError(message: positional.isEmpty ? "missing scenario file" : "give exactly one scenario file")
    }
    return path
  }
}
