"""Starting and measuring render-serve processes for the server benchmarks."""
import json
import os
import re
import signal
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SERVE = ROOT / ".build/release/render-serve"


class Server:
    """A render-serve process on a free loopback port, stopped by SIGTERM."""

    def __init__(self, *arguments, binary=SERVE):
        self.log = open(f"/tmp/render-serve-{os.getpid()}-{time.monotonic_ns()}.log", "w+")
        self.process = subprocess.Popen([str(binary), "--templates", str(ROOT / "Examples"), "--port", "0", *arguments],
                                        stdout=subprocess.DEVNULL, stderr=self.log)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            match = re.search(r"listening on http://127\.0\.0\.1:(\d+)", Path(self.log.name).read_text())
            if match:
                self.port = int(match.group(1))
                return
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        raise RuntimeError("render-serve did not start: " + Path(self.log.name).read_text())

    def memory(self, field):
        """VmRSS or VmHWM of the process, in MiB."""
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
        return 0.0

    def requests_served(self):
        """Template requests this server answered, from its access log."""
        return sum(1 for line in Path(self.log.name).read_text().splitlines() if '"path": "/templates/' in line)

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        code = self.process.wait(timeout=30)
        os.unlink(self.log.name)
        return code


def wrk(port, script, seconds, connections, threads=2, path="/templates/og-card.png"):
    """Runs wrk with a Lua script whose done() prints one JSON line, and returns it."""
    # Run beside the scripts, so that their `require "report"` finds report.lua.
    output = subprocess.run(["wrk", "-t", str(threads), "-c", str(connections), "-d", f"{seconds}s", "--timeout", "10s",
                             "-s", script, f"http://127.0.0.1:{port}", "--", path],
                            capture_output=True, text=True, check=True, cwd=Path(__file__).parent).stdout
    result = json.loads(output.strip().splitlines()[-1])
    result["rate"] = result["requests"] / result["seconds"]
    return result


def failures(results):
    """A line for each named wrk result with errors or non-2xx answers."""
    return [f"{name}: {result['errors']} errors, {result['non2xx']} non-2xx answers"
            for name, result in results if result["errors"] or result["non2xx"]]
