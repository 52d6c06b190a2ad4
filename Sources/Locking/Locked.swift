#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// State shared between threads behind a pthread mutex.
///
/// It does what `Synchronization.Mutex` does, but Thread Sanitizer sees it: the sanitizer
/// intercepts pthread locks, while `Mutex` waits on a futex inside the toolchain's
/// uninstrumented runtime, so every access it protects looked like a data race and real
/// races would have been lost among them. The mutex lives on the heap, where it never moves.
/// Like `Mutex`, it takes its state and hands out results as `sending`, so the compiler
/// still refuses to let non-`Sendable` state escape the lock.
public final class Locked<State>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var state: State

    public init(_ state: sending State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the state while no other thread can touch it.
    public func withLock<Result, Failure: Error>(_ body: (inout sending State) throws(Failure) -> sending Result) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
