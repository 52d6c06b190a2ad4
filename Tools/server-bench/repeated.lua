-- The same URL every time: after the first render, every request is a cache hit.
function init(args)
  path = (args[1] or "/templates/og-card.png") .. "?title=The%20same%20card"
end

function request()
  return wrk.format("GET", path)
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests": %d, "seconds": %.3f, "p50_ms": %.2f, "p99_ms": %.2f, "errors": %d, "non2xx": %d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.timeout, e.status))
end
