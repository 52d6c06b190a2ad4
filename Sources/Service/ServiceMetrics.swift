import Foundation
import Locking

/// The service's counters, in Prometheus's text exposition format at `/metrics`.
final class ServiceMetrics: Sendable {
    /// Upper bounds of the render duration histogram, in seconds.
    static let buckets: [Double] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

    private struct State {
        var requests: [String: Int] = [:]
        var renderCounts = Array(repeating: 0, count: ServiceMetrics.buckets.count + 1)
        var renderSum = 0.0
        var hits = 0
        var misses = 0
        var bytes = 0
    }

    private let state = Locked(State())

    /// Counts one answered request.
    func record(route: String, status: Int, bytes: Int) {
        state.withLock { state in
            state.requests["route=\"\(route)\",status=\"\(status)\"", default: 0] += 1
            state.bytes += bytes
        }
    }

    /// Counts one render and how long it took.
    func recordRender(seconds: Double) {
        state.withLock { state in
            let bucket = Self.buckets.firstIndex { seconds <= $0 } ?? Self.buckets.count
            state.renderCounts[bucket] += 1
            state.renderSum += seconds
        }
    }

    func recordCache(hit: Bool) {
        state.withLock { state in
            if hit { state.hits += 1 } else { state.misses += 1 }
        }
    }

    /// The exposition text, with the pool's gauges read now.
    func exposition(inFlight: Int, queueDepth: Int) -> String {
        let state = state.withLock { $0 }
        var lines: [String] = []
        lines.append("# HELP render_http_requests_total Requests answered, by route and status.")
        lines.append("# TYPE render_http_requests_total counter")
        for (labels, count) in state.requests.sorted(by: { $0.key < $1.key }) {
            lines.append("render_http_requests_total{\(labels)} \(count)")
        }
        lines.append("# HELP render_duration_seconds Time spent rendering, from the start of a render to its encoded bytes.")
        lines.append("# TYPE render_duration_seconds histogram")
        var cumulative = 0
        for (index, bound) in Self.buckets.enumerated() {
            cumulative += state.renderCounts[index]
            lines.append("render_duration_seconds_bucket{le=\"\(bound)\"} \(cumulative)")
        }
        cumulative += state.renderCounts[Self.buckets.count]
        lines.append("render_duration_seconds_bucket{le=\"+Inf\"} \(cumulative)")
        lines.append("render_duration_seconds_sum \(state.renderSum)")
        lines.append("render_duration_seconds_count \(cumulative)")
        lines.append("# HELP render_in_flight Renders running now.")
        lines.append("# TYPE render_in_flight gauge")
        lines.append("render_in_flight \(inFlight)")
        lines.append("# HELP render_queue_depth Renders waiting for a render thread.")
        lines.append("# TYPE render_queue_depth gauge")
        lines.append("render_queue_depth \(queueDepth)")
        lines.append("# HELP render_cache_hits_total Renders answered from the response cache.")
        lines.append("# TYPE render_cache_hits_total counter")
        lines.append("render_cache_hits_total \(state.hits)")
        lines.append("# HELP render_cache_misses_total Renders the response cache did not hold.")
        lines.append("# TYPE render_cache_misses_total counter")
        lines.append("render_cache_misses_total \(state.misses)")
        lines.append("# HELP render_http_response_bytes_total Bytes of response bodies sent.")
        lines.append("# TYPE render_http_response_bytes_total counter")
        lines.append("render_http_response_bytes_total \(state.bytes)")
        return lines.joined(separator: "\n") + "\n"
    }
}
