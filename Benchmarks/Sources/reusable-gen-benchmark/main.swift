import BenchmarkKit

// The benchmark: see `Benchmarks/README.md`. Built with the `SwiftSyntax` trait it also measures swift-syntax.
#if SwiftSyntax
BenchmarkRunner.main(extraStages: SwiftSyntaxStages.all)
#else
BenchmarkRunner.main()
#endif
