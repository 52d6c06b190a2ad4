-- Every request a new title, so every request misses the cache and renders.
local threads = {}
local next_id = 1

function setup(thread)
  thread:set("id", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end

function init(args)
  counter = 0
  path = args[1] or "/templates/og-card.png"
end

function request()
  counter = counter + 1
  return wrk.format("GET", path .. "?title=Card%20" .. id .. "-" .. counter .. "%20of%20a%20load%20test")
end

done = require("report").done
