import TouchSimScenario
import TouchSimTools

/// `touchsim sweep FILE --vary NAME=LOW..HIGH:STEP [--vary ...] [--finger N] [--format text|jsonl]`.
enum SweepCommand {
  static let command = Subcommand(
    name: "sweep",
    usage: "sweep <file> --vary <name>=<low>..<high>[:<step>] [--vary ...] [--finger <n>] [--format text|jsonl]",
    abstract: "Replay a scenario over a grid of stroke timings and distances.",
    discussion: """
      Finds where a touch's fate flips: the 150 ms content delay (D2) and the 10 pt pan
      hysteresis (P1). Each cell replays the scenario with one finger's stroke reshaped,
      then classifies what became of the touch for the view it landed on:

        content          it got touchesBegan before the lift, then touchesEnded
        content at lift  it got touchesBegan only at the lift (a quick tap, D4b, D7)
        cancelled        it got touchesBegan, then touchesCancelled (K7, X1)
        scroll           a scroll view dragged and the view got nothing (D5, DC6)
        nothing          neither

      VARIABLES (--vary, one or two; the first varies slowest):
        hold   ms from touch-down to the first move sample (to the lift for a tap; with
               hz, to the start of the first moving segment); later samples shift with it
        dx     pt travelled along x by the last point (scaled; added linearly after the
               hold when the stroke does not move along x; positive is right)
        dy     pt travelled along y, the same way (positive is down; a stroke that moves up
               keeps moving up)

      OPTIONS:
        --vary <name>=<low>..<high>[:<step>]   a variable's values (step 1 by default, at
                                               most 1000 values per axis; hold from 0.001
                                               to 86400000 ms, dx and dy from -1000000
                                               to 1000000 pt)
        --finger <n>        the stroke to vary, 0 to 1000000 (default: the first in the file)
        --format <format>   text (default: a table, changes marked) or jsonl (one object
                            per cell: the values, outcome, changed)
        --jobs <n>          replay on n threads, 1 to 1024 (default: every core); the
                            output is the same whatever n

      Cells replay on all cores; the table is in grid order. On a terminal, stderr shows
      how many cells are done while it runs (nothing in a pipe or a file).

      EXAMPLES:
        touchsim sweep Scenarios/scroll-view/t01-quick-tap-on-button.json --vary hold=100..200:10
        touchsim sweep Scenarios/scroll-view/t03-press-then-drag-plain-view.json \\
          --vary hold=100..200:10 --vary dy=0..20:1
      """,
    options: ["--vary", "--finger", "--format", "--jobs"], flags: [],
    run: { (arguments) throws(UsageError) in try run(arguments) }, optionValues: ["--format": ["text", "jsonl"]])

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    let format = try arguments.outputFormat()
    let path = try arguments.singleFile()
    let specs = arguments.allValues["--vary"] ?? []
    guard (1...2).contains(specs.count) else { throw UsageError(message: "give one or two --vary options") }
    var axes: [Sweep.Axis] = []
    for spec in specs {
      do throws(ScenarioToolError) {
        axes.append(try Sweep.Axis(parsing: spec))
      } catch {
        throw UsageError(message: error.message)
      }
    }
    guard axes.count < 2 || axes[0].variable != axes[1].variable else {
      throw UsageError(message: "the two --vary options name the same variable")
    }
    let cellCount = axes.map(\.values.count).reduce(1, *)
    guard cellCount <= 100_000 else { throw UsageError(message: "the grid has \(cellCount) cells; at most 100000") }
    try Output.checkReplayLimit(cellCount)
    var finger: Int?
    if let text = arguments.options["--finger"] {
      guard let number = Int(text), (0...1_000_000).contains(number) else {
        throw UsageError(message: "--finger needs a whole number from 0 to 1000000, not '\(Spelling.shortened(text))'")
      }
      finger = number
    }
    let jobs = try workers(arguments)
    let read = validatedScenarioBytes(path, registry: arguments.registry)
    guard let bytes = read.bytes else { return read.status }
    do throws(ScenarioToolError) {
      let line = ProgressLine(label: "sweep", total: cellCount, unit: "cells")
      let sweep = try Sweep(
        bytes: bytes, axes: axes, finger: finger, registry: arguments.registry, workers: jobs,
        progress: line.progress)
      line.finish()
      Output.write(format == .jsonl ? sweep.jsonl : sweep.table)
      return .ok
    } catch {
      Output.error("\(ScenarioInput.name(of: path)): error: \(error.message)")
      return error.status
    }
  }
}

/// `--jobs N` (`sweep`, `fuzz`): how many threads replay; every core by default.
func workers(_ arguments: ParsedArguments) throws(UsageError) -> Int {
  guard let text = arguments.options["--jobs"] else { return Parallel.coreCount }
  guard let jobs = Int(text), (1...1024).contains(jobs) else {
    throw UsageError(message: "--jobs needs a whole number from 1 to 1024, not '\(text)'")
  }
  return jobs
}
