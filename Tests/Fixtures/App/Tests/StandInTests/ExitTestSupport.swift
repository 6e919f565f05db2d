import Testing

/// The standard error an exit test observed, as text (empty when the exit test did not run).
/// - Parameter result: The exit test's result.
func standardErrorText(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
