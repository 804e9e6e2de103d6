import Testing

@testable import TouchSimCLI

/// The argument fuzzer's harness (issue 12): its seeds are command lines the parser accepts,
/// one per verb and option, and inputs that could reach outside its scratch folder are skipped.
@Suite struct ArgumentFuzzerTests {
  static func split(_ text: String) -> [String]? {
    Array(text.utf8).withUnsafeBufferPointer { ArgumentFuzzer.arguments($0) }
  }

  @Test func everySeedParsesAndEveryVerbAndOptionHasOne() throws {
    let seeds = ArgumentFuzzer.seeds()
    for seed in seeds {
      guard case .verb(let name, let arguments) = try Invocation.parse(seed) else { continue }
      let command = try #require(Subcommands.all.first { $0.name == name })
      _ = try ParsedArguments(arguments, options: command.options, flags: command.flags + Subcommands.globalFlags)
    }
    for command in Subcommands.all {
      for option in command.options + command.flags {
        #expect(seeds.contains { $0.first == command.name && $0.contains(option) }, "\(command.name) \(option)")
      }
    }
  }

  @Test func inputsSplitAtNULAndPathsOutsideTheScratchFolderAreSkipped() {
    #expect(Self.split("run\0a.json\0--format\0jsonl") == ["run", "a.json", "--format", "jsonl"])
    #expect(Self.split("") == [""])
    #expect(Self.split(String(repeating: "x\0", count: 100))?.count == ArgumentFuzzer.maximumArguments)
    for bad in [
      "run\0/etc/passwd", "timeline\0a.json\0-o\0../x.svg", "timeline\0a.json\0--output=/tmp/x.svg", "run\0~/a.json",
      "run\0Scenarios/../../x.json", "check\0..",
    ] {
      #expect(Self.split(bad) == nil, "\(bad)")
    }
    // Ranges are not paths: they reach the parser.
    #expect(Self.split("sweep\0t1.json\0--vary\0hold=0..1e19") == ["sweep", "t1.json", "--vary", "hold=0..1e19"])
    #expect(Self.split("sweep\0t1.json\0--vary=dx=-1e308..1e308:1e300")?.count == 3)
  }
}
