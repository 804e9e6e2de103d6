import TouchSim
import TouchSimScenario
import TouchSimTools

/// `touchsim replay FILE -o run.html`: a self-contained page that replays a run.
enum ReplayCommand {
  static let command = Subcommand(
    name: "replay",
    usage: "replay <file> -o <path.html>",
    abstract: "Write a page that replays a run: the screen, lanes and log at a cursor time (HTML).",
    discussion: """
      OPTIONS:
        -o, --output <path>   the page to write (required, ending in .html)

      The page is one self-contained file that works offline (no network, no external
      script or font). At the cursor time it shows:
        - the screen: the view tree as a wireframe from the model's frames (content offsets,
          hidden and alpha applied; controls, scroll views and cells marked, each view's
          recognizers listed), the fingers and their paths, and the view each touch is bound
          to (the hit-test result) highlighted;
        - the timeline's receiver and recognizer lanes with a cursor line;
        - the log with the records at the cursor highlighted and each record's why (the run
          is replayed with explain on);
        - each recognizer's state, each scroll view's offset and delayed-touches window, and
          each touch's responder chain.
      A scrubber, previous/next record (or the arrow keys), and play at real speed or slowed
      (0.25x, 0.1x, 0.01x) move the cursor; the page's address keeps it: run.html#t=150 opens
      at 150 ms.

      Everything drawn comes from what the model recorded during the run (the records, the
      window's state before each record and after each event, the touch samples, the
      delayed-touches windows), embedded in the page as JSON; the page's script only draws
      it. The file is replaced atomically; the same scenario gives the same bytes. The log
      and the lanes have the timeline's caps (10000 log lines, 4000 marks).
      An invalid scenario is reported as by 'run' (path:line:column: error: ..., exit 65).

      EXAMPLES:
        touchsim replay Scenarios/scroll-view/t03-press-then-drag-plain-view.json -o t3.html
        chromium "file://$PWD/t3.html#t=400"
      """,
    options: ["-o", "--output"], flags: [], run: run)

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    if let short = arguments.options["-o"], let long = arguments.options["--output"], short != long {
      throw UsageError(message: "give -o or --output, not both")
    }
    guard let output = arguments.options["--output"] ?? arguments.options["-o"], !output.isEmpty else {
      throw UsageError(message: "missing -o <path.html>")
    }
    guard Timeline.Format(path: output) == .html else {
      throw UsageError(message: "-o needs a path ending in .html, not '\(output)'")
    }
    guard let path = arguments.positional.first else { throw UsageError(message: "missing scenario file") }
    guard arguments.positional.count == 1 else {
      throw UsageError(message: "one scenario file at a time; unexpected '\(arguments.positional[1])'")
    }
    let name = ScenarioInput.name(of: path)
    let bytes: [UInt8]
    switch ScenarioInput.read(path) {
    case .failure(let error):
      Output.error("\(name): error: \(error.reason)")
      return .unreadableInput
    case .success(let read): bytes = read
    }
    var written = ExitStatus.ok
    let status = report(
      ScenarioRun.runKeepingScenes(bytes: bytes, path: name, registry: arguments.registry), name: name
    ) { _, run in
      do {
        try AtomicFile.write(Array(ReplayPage(run: run).html().utf8), to: output)
      } catch {
        Output.error("touchsim replay: error: \(error)")
        written = .cannotCreateOutput
      }
    }
    return status.worst(written)
  }
}
