import TouchSim
import TouchSimScenario
import TouchSimTools

/// `touchsim timeline FILE -o PATH`: draw a run as an SVG picture or an HTML page.
enum TimelineCommand {
  static let command = Subcommand(
    name: "timeline",
    usage: "timeline <file> -o <path.svg|path.html>",
    abstract: "Draw a run: one lane per receiver over time, strokes, delay windows (SVG or HTML).",
    discussion: """
      OPTIONS:
        -o, --output <path>   the file to write (required); its extension picks the format:
                              .svg   a standalone picture; hover a mark for its log line and why
                              .html  the same picture with a hover tooltip, and the text log below
                              - (standard output), a FIFO or a device such as /dev/stdout
                              without an extension gets the SVG

      The picture has a time axis in ms and one lane per receiver (views, controllers, window,
      application, recognizers including a scroll view's <id>.delay and <id>.pan), in order of
      first appearance. Each record is a dot coloured by family (touch methods, recognizer state,
      hooks, control, scroll delegate, ...) and labelled with its call; dots at one time are
      stacked, and repeats of a call close together form a row of dots labelled once (x N). The
      finger strokes are bars at the top (down, moves, up or cancelled, and where the finger is
      10 pt from its touch-down). A scroll view's delayed-touches window (150 ms, D1-D5) is shaded
      and a pan leaving 'possible' mid-stroke (10 pt hysteresis, G14, P1) is a dashed line. The run
      is replayed with explain on, so hover texts carry each record's why when it has one.

      A regular file (or a symbolic link's) is replaced atomically, a FIFO or a device written
      in place; a directory, socket or block device is refused (exit 73, as for any output
      that cannot be written). The same scenario gives the same bytes. Large runs are
      capped (4000 marks, 48 lanes, 64 strokes, 200 windows, 10000 log lines), with a note in
      the picture.
      An invalid scenario is reported as by 'run' (path:line:column: error: ..., exit 65).

      EXAMPLES:
        touchsim timeline Scenarios/scroll-view/t04-press-then-drag-button.json -o t4.svg
        touchsim timeline Scenarios/scroll-view/t04-press-then-drag-button.json -o t4.html
      """,
    options: ["-o", "--output"], flags: [], run: run)

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    if let short = arguments.options["-o"], let long = arguments.options["--output"], short != long {
      throw UsageError(message: "give -o or --output, not both")
    }
    guard let output = arguments.options["--output"] ?? arguments.options["-o"], !output.isEmpty else {
      throw UsageError(message: "missing -o <path.svg|path.html>")
    }
    guard let format = Timeline.Format(path: output) ?? (Self.writesInPlace(output) ? .svg : nil) else {
      throw UsageError(message: "-o needs a path ending in .svg or .html, not '\(Spelling.shortened(output))'")
    }
    guard let path = arguments.positional.first else { throw UsageError(message: "missing scenario file") }
    guard arguments.positional.count == 1 else {
      throw UsageError(
        message: "one scenario file at a time; unexpected '\(Spelling.shortened(arguments.positional[1]))'")
    }
    var written = ExitStatus.ok
    let status = replayEach([path], registry: arguments.registry, explain: true) { _, run in
      do {
        try Output.writeFile(Timeline(run: run).rendered(as: format), to: output)
      } catch {
        Output.error("touchsim timeline: error: \(error)")
        written = .cannotCreateOutput
      }
    }
    return status.worst(written)
  }

  /// Whether `-o` names standard output, a FIFO or a device: no file extension to read, the SVG.
  static func writesInPlace(_ output: String) -> Bool {
    output == "-" || AtomicFile.writesInPlace(output)
  }
}
