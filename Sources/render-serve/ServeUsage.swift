/// The text `render-cli serve --help` prints.
let serveUsageText = """
USAGE: render-cli serve --templates <dir> [--port <n>] [--host <address>] [options]

Serves every scene file in the templates folder as a template, rendered on request:
  GET  /templates/{name}.png|.jpg|.webp?param=value&...   (and HEAD)
  POST /render?format=png|jpeg|webp|pdf|svg                a scene as application/json
  GET  /healthz, /readyz, /metrics                         alive, ready, Prometheus text
Every option can also be set by an environment variable: --max-body-bytes is
RENDER_SERVE_MAX_BODY_BYTES. The settings are printed at start.

OPTIONS:
  --templates <dir>        The templates (every *.json in it). Required.
  --assets <dir>           Where relative paths resolve (default: the templates).
  --host <address>         The address to listen on (default: 127.0.0.1).
  --port <n>               The port; 0 picks a free one (default: 8080).
  --no-post                Switch POST /render off, for public deployments.
  --signing-key <secret>   Template URLs must carry a signature: the unpadded
                           base64url HMAC-SHA256 of the path and the sorted,
                           percent-encoded template parameters, scale and quality.
  --cache-control <value>  The Cache-Control of images (default: public,
                           max-age=86400).
  --cache-bytes <n>        The response cache's budget (default: 67108864).
  --max-body-bytes <n>     The largest POST body (default: 16777216, as the CLI).
  --max-url-bytes <n>      The longest URL (default: 8192).
  --max-header-bytes <n>   Memory for a request's headers (default: 32768).
  --timeout <seconds>      How long a connection may be idle (default: 30).
  --max-connections <n>    Open connections at most (default: 4096).
  --max-connections-per-address <n>
                           Open connections at most from one client address, for
                           a server clients reach directly (default: 0, no limit).
  --render-deadline <s>    A render's time from arrival, then 504 (default: 20).
  --queue <n>              Renders that may wait; more get 503 (default: 256).
  --workers <n>            Render threads (default: the number of cores).
  --max-pixels <n>         The largest canvas (default: 50000000, as the CLI).
  --grace <seconds>        Time in-flight requests get after SIGTERM (default: 10).
  --allow-remote <host>    Fetch pictures from this host (a name, an address,
                           *.example.com, or any public host); repeatable.
                           RENDER_SERVE_ALLOW_REMOTE takes a comma-separated list.
  --png <mode>             PNG compression: fast, default or small (default: fast,
                           which a render-bound server answers sooner with; the
                           files are about a fifth larger than the CLI's default).
  -h, --help               Print this help.
"""
