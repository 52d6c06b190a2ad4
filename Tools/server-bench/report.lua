-- The one JSON line both load scripts print when wrk is done: rate inputs, latency
-- percentiles in milliseconds, and the errors counted.
local report = {}

function report.done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests": %d, "seconds": %.3f, "p50_ms": %.2f, "p99_ms": %.2f, "errors": %d, "non2xx": %d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.timeout, e.status))
end

return report
