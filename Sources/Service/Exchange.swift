import Foundation
import Locking

/// One request's state across libmicrohttpd's calls: what arrived, and the answer once a
/// render thread has it. libmicrohttpd hands a connection to one of its threads at a time;
/// the answer comes from a render thread, so everything is behind a lock.
final class Exchange: Sendable {
    struct State {
        var request: HTTPRequest
        var bodyTooLarge = false
        var answered = false
        var pending: HTTPResponse?
    }

    let start = ContinuousClock.now
    let state: Locked<State>

    init(_ request: HTTPRequest) {
        state = Locked(State(request: request))
    }

    /// Adds a piece of the body, or marks the body too large and drops it.
    func append(_ bytes: UnsafeRawBufferPointer, limit: Int) {
        state.withLock { state in
            guard !state.bodyTooLarge else { return }
            if state.request.body.count + bytes.count > limit {
                state.bodyTooLarge = true
                state.request.body = Data()
            } else {
                state.request.body.append(contentsOf: bytes)
            }
        }
    }
}

/// libmicrohttpd's connection handle, sent to the render thread that resumes it;
/// `MHD_resume_connection` may be called from any thread.
struct ConnectionHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}
