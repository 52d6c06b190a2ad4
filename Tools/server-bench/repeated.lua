-- The same URL every time: after the first render, every request is a cache hit.
function init(args)
  path = (args[1] or "/templates/og-card.png") .. "?title=The%20same%20card"
end

function request()
  return wrk.format("GET", path)
end

done = require("report").done
