import TouchSimScenario
import TouchSimTools

/// The top-level help text.
enum Help {
  static let usageLine = "usage: touchsim <verb> [options] (see 'touchsim --help')"

  static var overview: String {
    var text = """
      OVERVIEW: replay UIKit touch-delivery scenarios on a virtual clock and print the
      callbacks the app's views, controllers, controls and recognizers receive.

      USAGE: touchsim [--help | --version | --no-color] <verb> [options]

      VERBS:

      """
    for command in Subcommands.all {
      text += "  " + command.name.padding(12) + command.abstract + "\n"
    }
    text += """

      See 'touchsim <verb> --help' for a verb's options, and 'touchsim rules ID' for a rule
      ID that an explanation or a scenario's notes cite (D4b, K5, MD17, seed 001, ...).

      IN CI: 'touchsim check' fails (exit 1) when a golden log differs or an expect pattern
      is unmet; '--expect-only' needs no goldens; '--report junit FILE' (or jsonl) writes
      one entry per scenario. 'check --update' writes a golden only for a passing run.

      A scenario <file> of - is read from standard input and named <stdin> in diagnostics
      (cat s.json | touchsim run -). A verb's options may also come before it
      (touchsim --format jsonl run s.json); --help, --version and --no-color (no colours,
      as NO_COLOR) are the tool's own. Numeric arguments outside their range are usage
      errors that name the range. Shell completion: touchsim completion bash|zsh|fish.


      """
    text += wrapped("EXIT STATUS: " + ExitStatus.summary + ".")
    return text
  }

  /// `text` broken at spaces into lines of at most `width` characters.
  static func wrapped(_ text: String, width: Int = 86) -> String { TextWrap.wrap(text, width: width) }

  static func text(for verb: String) -> String? {
    Subcommands.all.first { $0.name == verb }?.help
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
