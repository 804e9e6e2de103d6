import TouchSimScenario

/// `touchsim completion bash|zsh|fish`: a shell completion script generated from the verb
/// declarations (`Subcommands.all`), so a new verb or option completes without a hand-kept list.
enum CompletionCommand {
  static let command = Subcommand(
    name: "completion",
    usage: "completion bash|zsh|fish",
    abstract: "Print a shell completion script for bash, zsh or fish.",
    discussion: """
      The script completes verbs, each verb's options, the values of options that take
      a fixed set (--format text|jsonl) and file names. Install it with, for example:

        bash   touchsim completion bash > ~/.local/share/bash-completion/completions/touchsim
        zsh    touchsim completion zsh > "${fpath[1]}/_touchsim"   (then: compinit)
        fish   touchsim completion fish > ~/.config/fish/completions/touchsim.fish

      or for the current bash session: source <(touchsim completion bash)
      """,
    options: [], flags: [], run: run, positionals: .words(CompletionScript.Shell.allCases.map(\.rawValue)))

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    guard arguments.positional.count == 1, let name = arguments.positional.first else {
      throw UsageError(message: arguments.positional.isEmpty ? "name a shell: bash, zsh or fish" : "name one shell")
    }
    guard let shell = CompletionScript.Shell(rawValue: name) else {
      throw UsageError(message: "unknown shell '\(Spelling.shortened(name))'; use bash, zsh or fish")
    }
    Output.write(CompletionScript(commands: Subcommands.all).text(for: shell))
    return .ok
  }
}
