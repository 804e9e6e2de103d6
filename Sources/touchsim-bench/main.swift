// touchsim-bench: release-only benchmark executable. The figures and targets of the
// benchmarks issue are not implemented yet; this entry point refuses debug builds now so that
// nobody reads debug timings as figures.
#if DEBUG
print("touchsim-bench: build with -c release (swift run -c release touchsim-bench)")
#else
print("touchsim-bench: no benchmarks yet")
#endif
