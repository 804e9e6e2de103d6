import TouchSim
import TouchSimScenario

#if canImport(Glibc)
  import Glibc
#endif

/// The libFuzzer entry point: any bytes go through the scenario reader and, when they make a
/// valid scenario, a replay with every invariant checked. A crash, a sanitizer report or a
/// broken invariant is a finding; invalid input is the expected outcome, not a finding.
///
/// Build and run (see README, "Fuzzing"):
/// `swift build -c release --product touchsim-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING`
/// `.build/release/touchsim-fuzz -max_total_time=60 Fuzz/corpus`
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
    return runFuzzerDriver(&count, &arguments) { data, size in touchSimFuzzOneInput(data, size) }
  }
#else
  /// Without the fuzzer runtime, the target is a plain program that replays files given as
  /// arguments through the same entry point (so `swift build` stays whole).
  @main
  struct FuzzReplay {
    static func main() {
      for path in CommandLine.arguments.dropFirst() {
        guard let bytes = readAll(path) else { continue }
        _ = bytes.withUnsafeBufferPointer { touchSimFuzzOneInput($0.baseAddress!, $0.count) }
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
