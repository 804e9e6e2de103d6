import Foundation
import TouchSimScenario

#if canImport(Glibc)
  import Glibc
#endif

/// libFuzzer over the command line (issue 12): each input is split at NUL bytes into at most
/// 64 arguments and dispatched in-process through `TouchSimCommand.run`, so every verb's
/// parser and its numeric and path arguments meet arbitrary text. A trap, a sanitizer report
/// or exit 70 (a broken limit or invariant) is a finding; usage errors are the expected outcome.
///
/// Nothing outside a scratch folder is touched: the process works in a fresh temporary folder
/// holding a few scenarios and goldens (restored before every input, anything new removed
/// after it); inputs with an absolute path, a `..` path component or a leading `~` are skipped; `CI=1` makes
/// `check --update` refuse; output and standard input are in memory (`OutputCapture`); and a
/// command may ask for at most 64 replays (`fuzz --count`, `sweep` cells).
///
/// The libFuzzer entry points exist only in that build; the harness itself is compiled (and
/// its seeds and argument filter tested) in every build.
///
/// Build (the same flags as `touchsim-fuzz`; the `touchsim` product becomes this fuzzer):
/// `swift build -c release --product touchsim --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING`
/// `.build-fuzz/release/touchsim --write-seeds DIR DICT` writes a seed corpus (every verb with
/// each of its options, read from `Subcommands.all`) and a dictionary (`dictionary()`), then
/// `.build-fuzz/release/touchsim -dict=DICT DIR`.
enum ArgumentFuzzer {
  static let maximumArguments = 64
  static let replayLimit = 64

  /// The scratch folder's files, restored before every input.
  static let files: [(String, String)] = [
    ("a.json", tap), ("t1.json", scroll), ("Scenarios/s/t1.json", scroll), ("bad.json", #"{"format": 1,"#),
  ]

  /// The scratch folder, removed when the process exits.
  static let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-fuzz-args-\(getpid())")
    .path

  /// Creates the scratch folder, moves into it and writes the goldens once; the paths inside it.
  static let scratch: [String] = {
    setenv("CI", "1", 1)
    atexit { try? FileManager.default.removeItem(atPath: ArgumentFuzzer.directory) }
    try? FileManager.default.createDirectory(atPath: directory + "/Scenarios/s", withIntermediateDirectories: true)
    _ = FileManager.default.changeCurrentDirectoryPath(directory)
    restore()
    var all = files.map(\.0)
    for (path, _) in files where path.hasSuffix("t1.json") || path == "a.json" {
      let capture = OutputCapture()
      _ = Output.$capture.withValue(capture) { TouchSimCommand.run(["run", path]) }
      let golden = String(path.dropLast(5)) + ".golden"
      try? AtomicFile.write(Array(capture.standardOutput.utf8), to: golden)
      all.append(golden)
    }
    return all + ["Scenarios", "Scenarios/s"]
  }()

  /// Splits an input into arguments; nil for inputs that could reach outside the scratch folder.
  static func arguments(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(maximumArguments)
      .map { String(decoding: $0, as: UTF8.self) }
    for argument in arguments {
      // `..` only as a path component: sweep ranges (`hold=0..1e19`) must reach the parser.
      let value = argument.split(separator: "=", maxSplits: 1).last.map(String.init) ?? argument
      let climbs = [argument, value].contains {
        $0.split(separator: "/", omittingEmptySubsequences: false).contains("..")
      }
      if argument.hasPrefix("/") || value.hasPrefix("/") || climbs || argument.hasPrefix("~") || value.hasPrefix("~") {
        return nil
      }
    }
    return arguments
  }

  /// One input: dispatch, then put the folder back as it was.
  static func runOne(_ bytes: UnsafeBufferPointer<UInt8>) {
    let known = scratch
    guard let arguments = arguments(bytes) else { return }
    restore()
    let capture = OutputCapture(standardInput: Array(tap.utf8), keep: 1 << 20, replayLimit: replayLimit)
    let status = Output.$capture.withValue(capture) { TouchSimCommand.run(arguments) }
    if status == .internalError {
      fatalError("touchsim argument fuzzer finding: exit 70 for \(arguments): \(capture.standardError.prefix(2000))")
    }
    removeNewFiles(keeping: Set(known))
  }

  static func restore() {
    for (path, text) in files {
      if FileManager.default.contents(atPath: path) != Data(text.utf8) {
        try? AtomicFile.write(Array(text.utf8), to: path)
      }
    }
  }

  static func removeNewFiles(keeping known: Set<String>) {
    guard let enumerator = FileManager.default.enumerator(atPath: ".") else { return }
    var extra: [String] = []
    while let path = enumerator.nextObject() as? String {
      if !known.contains(path) { extra.append(path) }
    }
    for path in extra { try? FileManager.default.removeItem(atPath: path) }
  }

  /// A seed per verb and option: `VERB FILE`, `VERB FILE OPTION VALUE`, from the declarations.
  static func seeds() -> [[String]] {
    var seeds: [[String]] = [["--help"], ["--version"], ["--format", "jsonl", "run", "a.json"], ["run", "-"]]
    for command in Subcommands.all {
      let file: [String] =
        switch command.positionals {
        case .files: [command.name == "check" ? "Scenarios" : "t1.json"]
        case .words(let words): [words[0]]
        case .none: []
        }
      seeds.append([command.name] + file)
      for option in command.options {
        let value = command.optionValues[option]?.last ?? sampleValues[option] ?? "1"
        // `--report FORMAT FILE` takes two values.
        let values = ParsedArguments.twoValueOptions.contains(option) ? [value, "report.out"] : [value]
        seeds.append([command.name] + file + [option] + values)
      }
      for flag in command.flags { seeds.append([command.name] + file + [flag]) }
    }
    return seeds
  }

  /// libFuzzer dictionary tokens: verbs, options and option values from the declarations, the
  /// separators of ranges and assignments, and numbers at the edges of every type.
  static func dictionary() -> [String] {
    var tokens = ["-", "--", "=", "..", ":", "/", ".", "hold=", "dx=", "dy=", "<stdin>"]
    tokens += [
      "nan", "inf", "-inf", "1e308", "-1e308", "1e19", "1e-300", "-1", "0", "0x10", "9223372036854775807",
      "9223372036854775808", "18446744073709551615", "18446744073709551616", "1e", " 1",
    ]
    for command in Subcommands.all {
      tokens += [command.name] + command.options + command.flags + command.optionValues.values.flatMap { $0 }
      if case .words(let words) = command.positionals { tokens += words }
    }
    tokens += Subcommands.globalFlags + files.map(\.0)
    var seen = Set<String>()
    return tokens.filter { seen.insert($0).inserted }
  }

  static let sampleValues: [String: String] = [
    "--vary": "hold=100..200:10", "--set": "S.delaysContentTouches=false", "--shard": "1/2", "--filter": "t1",
    "-o": "x.svg", "--output": "x.html", "--seed": "7", "--count": "3", "--out": "Scenarios",
    "--only": "S,#1", "--hide": "S.pan", "--jobs": "2",
  ]

  static let tap = """
    {"format": 1, "scenario": "tap", "root": {"id": "main", "controller": "VC", "subviews": [
      {"id": "buy", "class": "UIButton", "frame": [20, 100, 100, 44]}]},
     "gestures": [{"id": "tap", "class": "UITapGestureRecognizer", "view": "main"}],
     "touches": [{"finger": 1, "path": [[0, 60, 120], [80, 60, 120]]}],
     "expect": {"sequence": [{"to": "buy", "call": "controlEvent", "event": "touchUpInside", "t": 80}]}}
    """

  static let scroll = """
    {"format": 1, "scenario": "t1", "window": [390, 844], "root": {"id": "R", "controller": "VC", "subviews": [
      {"id": "S", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 3000], "subviews": [
        {"id": "V", "frame": [0, 100, 390, 80], "touches": "handle"},
        {"id": "B", "class": "UIButton", "frame": [100, 300, 190, 60]}]}]},
     "touches": [{"finger": 1, "path": [[0, 195, 330], [40, 195, 320], [80, 195, 300]]}]}
    """
}

#if FUZZING
  @_cdecl("LLVMFuzzerTestOneInput")
  public func touchSimArgumentFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    ArgumentFuzzer.runOne(UnsafeBufferPointer(start: data, count: size))
    return 0
  }

  @_silgen_name("LLVMFuzzerRunDriver")
  private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
  ) -> CInt

  /// SwiftPM links an executable's entry point under its target name; hand control to libFuzzer,
  /// or write the seed corpus and the dictionary for `--write-seeds DIR DICT`.
  @_cdecl("touchsim_main")
  public func touchSimArgumentFuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    if argc == 4, let flag = argv?[1], String(cString: flag) == "--write-seeds", let directory = argv?[2],
      let dict = argv?[3]
    {
      let folder = String(cString: directory)
      for (index, seed) in ArgumentFuzzer.seeds().enumerated() {
        let bytes = Data(seed.joined(separator: "\0").utf8)
        guard (try? AtomicFile.write(bytes, to: folder + "/seed-\(index)")) != nil else { return 1 }
      }
      let lines = ArgumentFuzzer.dictionary().map { token in
        "\"" + token.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"\n"
      }
      return (try? AtomicFile.write(Array(lines.joined().utf8), to: String(cString: dict))) != nil ? 0 : 1
    }
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in touchSimArgumentFuzzOneInput(data, size) }
  }
#endif
