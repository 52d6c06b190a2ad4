-- Every request a new title, so every request misses the cache and renders. The titles
-- carry a salt read once per wrk run, so that a run never repeats an earlier run's titles
-- (a warm-up's, say), which the server would answer from its cache.
local threads = {}
local next_id = 1
local urandom = io.open("/dev/urandom", "rb")
local salt = urandom:read(6):gsub(".", function(byte) return string.format("%02x", byte:byte()) end)
urandom:close()

function setup(thread)
  thread:set("id", salt .. "-" .. next_id)
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
