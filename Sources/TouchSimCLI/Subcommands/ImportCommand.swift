import Foundation
import TouchSim
import TouchSimImport
import TouchSimScenario

/// `touchsim import FILE|- [--tap X,Y]... [--drag X,Y→X,Y]...` (issue 19, Docs/Import.md).
enum ImportCommand {
  static let command = Subcommand(
    name: "import",
    usage: "import <dump> [--tap X,Y]... [--drag X,Y→X,Y]...",
    abstract: "Turn a view-hierarchy dump (recursiveDescription) into a scenario.",
    discussion: """
      ARGUMENTS:
        <dump>      a text file holding the output of
                    po view.value(forKey: "recursiveDescription")!   (Swift) or
                    po [view recursiveDescription]                   (Objective-C),
                    as the debugger, NSLog, Cycript or a web page prints it; - for
                    standard input

      OPTIONS:
        --tap X,Y           add a tap at window point (X, Y): down at 0 ms, up at 80 ms
        --drag X,Y→X,Y      add a drag (also X,Y->X,Y): 300 ms at 60 Hz, then a lift
                            Each further --tap or --drag starts 500 ms after the last
                            one ends, with the next finger number. A scenario holds
                            100000 touch samples: a tap makes 2, a drag 21, so at most
                            50000 taps or 4761 drags (more is a usage error).

      Prints the scenario (canonical JSON, Docs/ScenarioFormat.md) on stdout and a summary
      on stderr: views imported, how each class was mapped (a class TouchSim models maps to
      itself, UIKit's private classes to what they behave as, any other class to its base
      when the dump shows it, else UIView), the content views flattened, and every view
      dropped with its line and reason. Texts, original classes, clipsToBounds and
      transforms are kept in the scenario's notes. With a stroke it runs at once:
        touchsim import dump.txt --tap 80,320 | touchsim run -

      Exit 65 with path:line:column: error: ... for a file that is not a dump, an
      indentation that skips a level, a frame that does not parse or a dump past the
      scenario limits (20000 views, 100 levels, 64 MiB); 66 when the file cannot be read.
      Docs/Import.md lists the formats and the class map.
      """,
    options: ["--tap", "--drag"], flags: [], run: run)

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    guard arguments.positional.count == 1, let path = arguments.positional.first else {
      throw UsageError(message: arguments.positional.isEmpty ? "missing dump file" : "give exactly one dump file")
    }
    let strokes = try strokes(taps: arguments.allValues["--tap"] ?? [], drags: arguments.allValues["--drag"] ?? [])
    let name = ScenarioInput.name(of: path)
    let bytes: [UInt8]
    switch ScenarioInput.read(path) {
    case .failure(let error):
      Output.error("\(name): error: \(error.reason)")
      return .unreadableInput
    case .success(let read): bytes = read
    }
    let result: ViewHierarchyImport.Result
    do {
      result = try ViewHierarchyImport.scenario(from: bytes, name: name, strokes: strokes)
    } catch {
      Output.error(error.rendered(path: name))
      return .badScenario
    }
    let text = result.scenario.text
    // The import's output must be a valid scenario (checked on the value, no model built:
    // an import has no app logic); anything else is a bug here.
    do {
      try result.scenario.validate(registry: arguments.registry)
    } catch {
      Output.error("\(name): error: internal error: the imported scenario does not validate: \(error.message)")
      return .internalError
    }
    Output.write(text.hasSuffix("\n") ? text : text + "\n")
    for line in result.summary { Output.error("\(name): " + line) }
    return .ok
  }

  /// The strokes of `--tap` and `--drag`, taps first then drags, one after the other.
  static func strokes(taps: [String], drags: [String]) throws(UsageError) -> [Scenario.Stroke] {
    var strokes: [Scenario.Stroke] = []
    var start = 0.0
    for tap in taps {
      let point = try self.point(tap, option: "--tap")
      let path = [
        Scenario.PathPoint(t: start, x: point.x, y: point.y), Scenario.PathPoint(t: start + 80, x: point.x, y: point.y),
      ]
      strokes.append(Scenario.Stroke(finger: strokes.count + 1, path: path))
      start += 580
    }
    for drag in drags {
      let parts = split(drag)
      guard parts.count == 2 else {
        throw UsageError(message: "--drag must be X,Y→X,Y (or X,Y->X,Y), not '\(Spelling.shortened(drag))'")
      }
      let from = try point(parts[0], option: "--drag")
      let to = try point(parts[1], option: "--drag")
      let path = [
        Scenario.PathPoint(t: start, x: from.x, y: from.y), Scenario.PathPoint(t: start + 300, x: to.x, y: to.y),
      ]
      strokes.append(Scenario.Stroke(finger: strokes.count + 1, path: path, hz: 60))
      start += 800
    }
    try checkLimits(strokes, taps: taps.count, drags: drags.count)
    return strokes
  }

  /// Refuses more strokes than a scenario holds (`ScenarioLimits.maxSamples` touch samples, the
  /// latest time `ScenarioLimits.maxTime`), naming the limit, before the dump is read.
  static func checkLimits(_ strokes: [Scenario.Stroke], taps: Int, drags: Int) throws(UsageError) {
    let samples = strokes.reduce(0) { $0 + ScenarioLimits.samples(of: $1) }
    let limit = ScenarioLimits.maxSamples
    if samples > Double(limit) {
      // A tap's two points; a drag that moves: its points and 60 Hz samples over 300 ms.
      let tap = Int(
        ScenarioLimits.samples(
          of: Scenario.Stroke(finger: 1, path: [.init(t: 0, x: 0, y: 0), .init(t: 80, x: 0, y: 0)])))
      let drag = Int(
        ScenarioLimits.samples(
          of: Scenario.Stroke(finger: 1, path: [.init(t: 0, x: 0, y: 0), .init(t: 300, x: 1, y: 1)], hz: 60)))
      throw UsageError(
        message: "\(taps) --tap and \(drags) --drag make \(Int(samples)) touch samples, and a scenario holds at most "
          + "\(limit) (a tap makes \(tap), a drag \(drag): at most \(limit / tap) taps, or \(limit / drag) drags)")
    }
    if let end = strokes.last?.path.last?.t, end > ScenarioLimits.maxTime {
      throw UsageError(
        message: "\(taps) --tap and \(drags) --drag would end at \(Int(end)) ms, after the latest time a scenario "
          + "may name (\(Int(ScenarioLimits.maxTime)) ms)")
    }
  }

  /// `X,Y→X,Y` or `X,Y->X,Y` split at the arrow.
  private static func split(_ text: String) -> [String] {
    let arrow = text.contains("→") ? "→" : "->"
    return text.components(separatedBy: arrow)
  }

  /// `X,Y` within the scenario's coordinate limits.
  private static func point(_ text: String, option: String) throws(UsageError) -> Point {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let limit = ScenarioLimits.maxLength
    guard parts.count == 2, let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
      let y = Double(parts[1].trimmingCharacters(in: .whitespaces)), x.isFinite, y.isFinite, x.magnitude <= limit,
      y.magnitude <= limit
    else {
      throw UsageError(
        message: "\(option) takes a point X,Y with numbers within ±1000000, not '\(Spelling.shortened(text))'")
    }
    return Point(x: x, y: y)
  }
}
