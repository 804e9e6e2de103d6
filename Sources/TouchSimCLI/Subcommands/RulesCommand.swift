import Foundation
import TouchSimScenario
import TouchSimTools

/// `touchsim rules [ID...] [--coverage [PATH...]] [--markdown]`: the rulebook the `why` texts
/// and scenario notes cite.
enum RulesCommand {
  static let command = Subcommand(
    name: "rules",
    usage: "rules [<id>...] | rules --coverage [<path>...] | rules --confidence | rules --markdown",
    abstract: "Look up the rule IDs that explanations and notes cite.",
    discussion: """
      With no argument, lists every rule ID with a one-line title. With IDs, prints each
      rule: its statement, its confidence (documented by Apple, observed on devices, read
      from decompiled UIKit, or a model decision), its evidence with links, and the shipped
      scenarios whose notes cite it. IDs are matched without regard to case; sub-cases
      resolve to their rule (D4b and D4(b) to D4, T6-B to T6); 'seed 001' may be written
      seed001.

      OPTIONS:
        --coverage [<path>...]  replay the scenarios (files or folders; default: Scenarios
                                when run from the repository) with explanations on and print,
                                per rule, how many records cite it in their `why`, then the
                                rules the scenarios never exercise
        --confidence            count the rules at each confidence level (documented,
                                observed, decompiled, model decision) and list the model
                                decisions by their audit verdict (confirmed, open, ...)
        --markdown              print the whole rulebook as Markdown (Docs/Rulebook.md)

      EXAMPLES:
        touchsim rules K5
        touchsim rules --coverage Scenarios
      """,
    options: [], flags: ["--coverage", "--confidence", "--markdown"],
    run: { (arguments) throws(UsageError) in try run(arguments) })

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    if arguments.flags.contains("--markdown") {
      guard arguments.positional.isEmpty, !arguments.flags.contains("--coverage") else {
        throw UsageError(message: "--markdown takes no other argument")
      }
      Output.write(Rulebook.markdown())
      return .ok
    }
    if arguments.flags.contains("--confidence") {
      guard arguments.positional.isEmpty, arguments.flags.count == 1 else {
        throw UsageError(message: "--confidence takes no other argument")
      }
      Output.write(Rulebook.confidenceCounts())
      return .ok
    }
    if arguments.flags.contains("--coverage") {
      return try coverage(arguments.positional, registry: arguments.registry)
    }
    if arguments.positional.isEmpty {
      let width = Rulebook.all.map(\.id.count).max() ?? 0
      var text = ""
      for rule in Rulebook.all {
        text +=
          rule.id.padding(width + 1) + " " + rule.title + (rule.notModelled == nil ? "" : " (not modelled)") + "\n"
      }
      Output.write(text)
      return .ok
    }
    var texts: [String] = []
    for id in arguments.positional {
      guard let rule = Rulebook.rule(id) else {
        var message = "unknown rule '\(Spelling.shortened(id))'"
        if let suggestion = Rulebook.suggestions(for: id).first { message += "; did you mean '\(suggestion)'?" }
        throw UsageError(message: message + " ('touchsim rules' lists them)")
      }
      texts.append(Rulebook.text(rule))
    }
    Output.write(texts.joined(separator: "\n"))
    return .ok
  }

  private static func coverage(_ paths: [String], registry: TouchSimRegistry) throws(UsageError) -> ExitStatus {
    var paths = paths
    if paths.isEmpty {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: "Scenarios", isDirectory: &isDirectory), isDirectory.boolValue else {
        throw UsageError(message: "--coverage needs scenario files or folders (there is no Scenarios folder here)")
      }
      paths = ["Scenarios"]
    }
    let expanded = ScenarioFiles.expand(paths)
    var status = ExitStatus.ok
    for missing in expanded.missing {
      Output.error("\(missing): error: no such file or directory")
      status = status.worst(.unreadableInput)
    }
    var coverage = RuleCoverage()
    var count = 0
    status = status.worst(
      replayEach(expanded.files, registry: registry, explain: true) { path, run in
        count += 1
        coverage.add(run.records)
        if let data = FileManager.default.contents(atPath: path),
          let scenario = try? Scenario.read([UInt8](data), registry: registry),
          let notes = scenario.notes
        {
          coverage.add(notes: notes)
        }
      })
    Output.write(coverage.report(scenarioCount: count))
    return status
  }
}
