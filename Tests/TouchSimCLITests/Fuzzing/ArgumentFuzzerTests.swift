import Testing

@testable import touchsim

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
    for bad in ["run\0/etc/passwd", "timeline\0a.json\0-o\0../x.svg", "timeline\0a.json\0--output=/tmp/x.svg", "run\0~/a.json"] {
      #expect(Self.split(bad) == nil, "\(bad)")
    }
  }
}
