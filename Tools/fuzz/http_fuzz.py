"""Fuzzes the thumbnail service's request handling from outside, as a hostile client would.

Starts a real render-serve (built with Address Sanitizer by Tools/fuzz/run.sh) on a loopback
port and sends it requests mutated from a seed set: valid template URLs and POSTed scenes,
then bytes flipped, inserted and cut, headers repeated or oversized, lengths that lie,
chunked bodies that do not add up, requests pipelined and glued together, and query values
drawn from a list of hostile ones. Four clients send at once.

A finding is: the server exiting, any sanitizer report in its log, an answer that is not
HTTP, a complete request left unanswered for 20 s, /healthz failing between cases, or
descriptors left open at the end. Each finding's request is written to the output folder.

Usage: http_fuzz.py SERVER SECONDS OUTPUT_FOLDER
"""
import os
import random
import re
import socket
import sys
import threading
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tools/server-bench"))
from servers import Server  # noqa: E402  (beside the benchmarks, which start servers the same way)

HOSTILE = ["", "0", "-1", "1e308", "NaN", "Infinity", "99999999999999999999", "%00", "%ZZ", "..%2F..%2Fetc%2Fpasswd",
           "%F0%9F%98%80" * 50, "a" * 9000, "%22%7D%5D", "<b>x</b>", "<span size='99999999'>x</span>", "&amp", "\u202e"]
SCENE = ('{"width": 120, "height": 60, "background": "#0EA5E9", "root": {"type": "vstack", "children": ['
         '{"type": "label", "text": "Hi", "font": {"size": 14}}, {"type": "view", "width": 20, "height": 20}]}}')


def request(method, target, headers=(), body=b""):
    lines = [f"{method} {target} HTTP/1.1", "Host: 127.0.0.1"] + list(headers)
    if body:
        lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


def chunked(body, sizes):
    out, at = b"", 0
    for size in sizes:
        out += f"{size:x}\r\n".encode() + body[at:at + size] + b"\r\n"
        at += size
    return out + b"0\r\n\r\n"


def seeds():
    scene = SCENE.encode()
    return [
        request("GET", "/templates/og-card.png?title=Seed&minutes=3"),
        request("GET", "/templates/og-card.jpg?title=Seed&quality=70", ["Accept: image/webp"]),
        request("HEAD", "/templates/og-card.png?title=Seed"),
        request("GET", "/templates/og-card.png?title=Seed", ['If-None-Match: "abc", W/"def"']),
        request("POST", "/render", ["Content-Type: application/json"], scene),
        request("POST", "/render?format=webp", ["Content-Type: application/json", "Accept: image/webp"], scene),
        request("POST", "/render", ["Content-Type: application/json", "Transfer-Encoding: chunked"]) + chunked(scene, [10, 50, len(scene)]),
        request("GET", "/metrics"),
        request("GET", "/readyz"),
        request("GET", "/templates/missing.png?x=1"),
        request("DELETE", "/render"),
    ]


def mutate(data, rng, pool):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        choice = rng.randrange(9)
        at = rng.randrange(len(data) + 1)
        if choice == 0 and data:
            data[min(at, len(data) - 1)] = rng.randrange(256)
        elif choice == 1:
            data[at:at] = rng.choice([b"\r\n", b"\x00", b" ", b"%", b"&", b"=", b"\r\n\r\n", b":", b"\xff", b"?"])
        elif choice == 2:
            del data[at:at + rng.randint(1, 64)]
        elif choice == 3:
            value = rng.choice(HOSTILE).encode()
            data[at:at] = value
        elif choice == 4:
            data = data.replace(b"Seed", rng.choice(HOSTILE).encode(), 1)
        elif choice == 5:
            header = rng.choice([b"Content-Length: ", b"Transfer-Encoding: chunked", b"Content-Length: -5", b"Expect: 100-continue",
                                 b"Connection: close", b"X-Long: " + b"v" * rng.choice([100, 10000, 100000])])
            split = data.find(b"\r\n")
            if split > 0:
                data[split + 2:split + 2] = header * rng.randint(1, 3) + b"\r\n"
        elif choice == 6:
            data += rng.choice(pool)
        elif choice == 7:
            data = data[:at]
        else:
            data = bytearray(re.sub(rb"\d+", lambda _: str(rng.choice([0, 1, 65535, 2**31, 2**63, 10**30])).encode(), bytes(data), count=1))
    return bytes(data)


def exchange(port, data, timeout=20):
    """Sends `data`, half-closes, and returns (first bytes of the answer, seconds), or None
    when nothing came back within `timeout`."""
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        try:
            connection.sendall(data)
            connection.shutdown(socket.SHUT_WR)
        except OSError:
            return b"", time.monotonic() - started
        answer = b""
        try:
            while len(answer) < 4096:
                chunk = connection.recv(4096)
                if not chunk:
                    break
                answer += chunk
        except socket.timeout:
            return None
        except OSError:
            pass
    return answer, time.monotonic() - started


def main():
    binary, seconds, out = sys.argv[1], float(sys.argv[2]), Path(sys.argv[3])
    out.mkdir(parents=True, exist_ok=True)
    server = Server("--workers", "2", "--queue", "16", "--render-deadline", "5", binary=binary)
    pool = seeds()
    statuses, findings, lock = Counter(), [], threading.Lock()
    def descriptors():
        return len(os.listdir(f"/proc/{server.process.pid}/fd"))

    baseline = descriptors()
    stop_at = time.monotonic() + seconds
    cases = [0]

    def finding(kind, data):
        with lock:
            path = out / f"crash-HTTPFuzz-{kind}-{len(findings)}"
            path.write_bytes(data)
            findings.append(f"{kind}: {path}")

    def client(number):
        rng = random.Random(number * 7919 + int(time.time()))
        while time.monotonic() < stop_at and server.process.poll() is None and len(findings) < 10:
            data = rng.choice(pool)
            data = mutate(data, rng, pool) if rng.random() < 0.9 else data
            result = exchange(server.port, data)
            if result is None:
                finding("unanswered", data)
                continue
            answer, _ = result
            if answer and not re.match(rb"HTTP/1\.[01] \d{3} ", answer):
                finding("not-http", data)
            status = answer[9:12].decode(errors="replace") if answer else "closed"
            with lock:
                statuses[status] += 1
                cases[0] += 1
                check = cases[0] % 200 == 0
            if check:
                health = exchange(server.port, request("GET", "/healthz"), timeout=10)
                if health is None or not health[0].startswith(b"HTTP/1.1 200"):
                    finding("unhealthy", data)

    threads = [threading.Thread(target=client, args=(number,)) for number in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    time.sleep(1)
    alive = server.process.poll() is None
    if not alive:
        findings.append(f"the server exited with status {server.process.returncode}")
        os.unlink(server.log.name)
    else:
        left = descriptors() - baseline
        if left > 2:
            findings.append(f"{left} descriptors left open after the run")
    log = Path(server.log.name).read_text(errors="replace")
    if alive:
        code = server.stop()
        if code != 0:
            findings.append(f"the server exited with status {code} on SIGTERM")
    for marker in ("ERROR: AddressSanitizer", "runtime error:", "Fatal error", "fatal error"):
        if marker in log:
            findings.append(f"the server's log has {marker!r}")
            (out / "crash-HTTPFuzz-server.log").write_text(log)
    print(f"#{cases[0]} DONE   HTTPFuzz: {cases[0]} requests in {seconds:.0f} s, answers {dict(sorted(statuses.items()))}")
    for line in findings:
        print(f"finding: {line}")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
