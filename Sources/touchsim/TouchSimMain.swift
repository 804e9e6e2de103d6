import TouchSimCLI

/// The `touchsim` program: the command line of `TouchSimCLI` with UIKit's classes and the
/// shipped examples. Built with `-DFUZZING` it is libFuzzer over that command line instead
/// (`ArgumentFuzzer` provides the entry point).
#if !FUZZING
  @main enum TouchSimMain {
    static func main() { TouchSimCLI.main() }
  }
#endif
