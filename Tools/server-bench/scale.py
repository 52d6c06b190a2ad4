#!/usr/bin/env python3
"""make scale-test: two render-serve copies behind Debian's nginx, round-robin.

On this 2-core machine each copy gets one render thread, so that one copy stands for one
machine's share: the test drives cache-missing load through nginx at one copy, then at two,
and checks that both served traffic, that no request failed, and that throughput rose.
"""
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from servers import Server, failures, wrk

NGINX_CONFIG = """
worker_processes 1;
pid {folder}/nginx.pid;
error_log {folder}/error.log warn;
events {{ worker_connections 1024; }}
http {{
    access_log off;
    client_body_temp_path {folder};
    proxy_temp_path {folder};
    fastcgi_temp_path {folder};
    uwsgi_temp_path {folder};
    scgi_temp_path {folder};
    upstream renderers {{
{servers}
        keepalive 32;
    }}
    server {{
        listen 127.0.0.1:{port};
        location / {{
            proxy_pass http://renderers;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
        }}
    }}
}}
"""


def through_nginx(servers, port):
    folder = tempfile.mkdtemp(prefix="render-nginx-")
    config = Path(folder) / "nginx.conf"
    lines = "\n".join(f"        server 127.0.0.1:{server.port};" for server in servers)
    config.write_text(NGINX_CONFIG.format(folder=folder, servers=lines, port=port))
    nginx = subprocess.Popen(["nginx", "-c", str(config), "-g", "daemon off;"])
    time.sleep(0.5)
    try:
        return wrk(port, "distinct.lua", 15, 16)
    finally:
        nginx.terminate()
        nginx.wait(timeout=10)


def main():
    port = 18470
    one = [Server("--workers", "1")]
    try:
        single = through_nginx(one, port)
    finally:
        one[0].stop()
    two = [Server("--workers", "1"), Server("--workers", "1")]
    try:
        double = through_nginx(two, port)
        served = [server.requests_served() for server in two]
    finally:
        codes = [server.stop() for server in two]
    print(f"one copy behind nginx:  {single['rate']:6.1f} requests/s, p99 {single['p99_ms']:.1f} ms")
    print(f"two copies behind nginx: {double['rate']:6.1f} requests/s, p99 {double['p99_ms']:.1f} ms "
          f"({double['rate'] / single['rate']:.2f}×); requests served by each: {served[0]}, {served[1]}")
    problems = failures([("one copy", single), ("two copies", double)])
    if min(served) == 0:
        problems.append("one copy served nothing")
    if double["rate"] <= single["rate"] * 1.2:
        problems.append("two copies were not faster than one")
    if any(code != 0 for code in codes):
        problems.append(f"a copy exited {codes} after SIGTERM")
    for problem in problems:
        print("FAILED: " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
