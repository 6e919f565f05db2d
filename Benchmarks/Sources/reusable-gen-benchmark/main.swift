import BenchmarkKit

// The benchmark without swift-syntax: see `Benchmarks/README.md`.
BenchmarkRunner.main()
