import TouchSim
import TouchSimImport
import TouchSimScenario

#if canImport(Glibc)
  import Glibc
#endif

/// The libFuzzer entry point: any bytes go through the scenario reader and, when they make a
/// valid scenario, a replay with every invariant checked. A crash, a sanitizer report or a
/// broken invariant is a finding; invalid input is the expected outcome, not a finding, and so
/// is a run the scenario's own reactions stop at a loop limit (`ScenarioRun.reactionLoop`,
/// not an internal error) or a run limit: events, and the budgets of records, order-dependent
/// outcomes and work (`RunLimits`, "the run exceeded ...").
///
/// Build and run (see Docs/Fuzzing.md):
/// `swift build -c release --product touchsim-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING`
/// `.build/release/touchsim-fuzz -max_total_time=60 Fuzz/corpus`
/// With `TOUCHSIM_FUZZ_TARGET=import` the same binary fuzzes `touchsim import` instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func touchSimFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if case .success(let run) = ScenarioRun.run(bytes: bytes, path: "fuzz-input"), let problem = run.internalError,
    !problem.hasPrefix("the run exceeded")
  {
    fatalError("touchsim-fuzz finding: \(problem)")
  }
  return 0
}

/// The `import` target (issue 19): any bytes go through `touchsim import`'s dump reader. A
/// dump that imports must give a scenario that the scenario reader accepts and that writes
/// back to the same text; an import error is the expected outcome for most inputs. A trap, a
/// sanitizer report or an imported scenario that does not validate is a finding.
public func touchSimImportFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let result = try? ViewHierarchyImport.scenario(from: bytes, name: "fuzz-input") else { return 0 }
  let text = result.scenario.text
  do {
    let read = try Scenario.read(Array(text.utf8))
    if read.text != text { fatalError("touchsim-fuzz import finding: the imported scenario writes back differently") }
  } catch {
    fatalError("touchsim-fuzz import finding: the imported scenario does not validate: \(error.message)")
  }
  return 0
}

/// The target `TOUCHSIM_FUZZ_TARGET=import` selects (the dump importer); the scenario reader
/// and replay otherwise.
func fuzzTarget() -> @convention(c) (UnsafePointer<UInt8>, Int) -> CInt {
  guard let name = getenv("TOUCHSIM_FUZZ_TARGET"), String(cString: name) == "import" else {
    return { data, size in touchSimFuzzOneInput(data, size) }
  }
  return { data, size in touchSimImportFuzzOneInput(data, size) }
}

#if FUZZING
  @_silgen_name("LLVMFuzzerRunDriver")
  private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
  ) -> CInt

  /// SwiftPM links an executable's entry point under its target name; hand control to libFuzzer.
  @_cdecl("touchsim_fuzz_main")
  public func touchSimFuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzTarget())
  }
#else
  /// Without the fuzzer runtime, the target is a plain program that replays files given as
  /// arguments through the same entry point (so `swift build` stays whole).
  @main
  struct FuzzReplay {
    static func main() {
      let target = fuzzTarget()
      for path in CommandLine.arguments.dropFirst() {
        guard let bytes = readAll(path) else { continue }
        _ = bytes.withUnsafeBufferPointer { target($0.baseAddress!, $0.count) }
      }
    }

    private static func readAll(_ path: String) -> [UInt8]? {
      guard let file = fopen(path, "rb") else { return nil }
      defer { fclose(file) }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[0..<count]
      }
      return bytes
    }
  }
#endif
