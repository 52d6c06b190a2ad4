#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Threads started with pthreads, for work that wants a thread of its own: a large stack for
/// deeply nested documents, or blocking fetches and renders outside Dispatch's pool.
/// Foundation's `Thread` would do the same, but it is not in FoundationEssentials, and the
/// programs leave the rest of Foundation (and ICU with it) out to start sooner.
public enum HelperThread {
    /// Starts `work` on a new thread and returns at once; `false` when no thread could be
    /// made. `stackBytes` `nil` keeps the system's default stack.
    @discardableResult
    public static func detach(stackBytes: Int? = nil, _ work: @escaping @Sendable () -> Void) -> Bool {
        guard let thread = start(stackBytes: stackBytes, work) else { return false }
        pthread_detach(thread)
        return true
    }

    /// Runs `work` on a new thread with a stack of `stackBytes` and waits for it to end;
    /// `false`, without running it, when no thread could be made.
    public static func run(stackBytes: Int, _ work: @escaping @Sendable () -> Void) -> Bool {
        guard let thread = start(stackBytes: stackBytes, work) else { return false }
        pthread_join(thread, nil)
        return true
    }

    private static func start(stackBytes: Int?, _ work: @escaping @Sendable () -> Void) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackBytes { pthread_attr_setstacksize(&attributes, stackBytes) }
        let context = Unmanaged.passRetained(Work(work)).toOpaque()
        var thread = pthread_t()
        guard pthread_create(&thread, &attributes, { context in
            Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, context) == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}

/// The work a thread runs, passed through `pthread_create`'s context pointer.
private final class Work: Sendable {
    let body: @Sendable () -> Void

    init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
    }
}
