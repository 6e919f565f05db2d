#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - ThreadCondition

/// A mutex and a condition variable (POSIX threads), for the few places where threads hand work to each other: what
/// Foundation's `NSLock` and `NSCondition` do, in a tool that links no Foundation.
package final class ThreadCondition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    package init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }

    package func unlock() { pthread_mutex_unlock(mutex) }

    /// Waits for a `broadcast()`, with the lock held before and after (it is let go while waiting).
    package func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes every thread waiting.
    package func broadcast() { pthread_cond_broadcast(condition) }
}
