"""What the paint recorders share: a page of absolutely placed divs, shot by headless Chromium."""

import subprocess
import tempfile
from pathlib import Path


def screenshot(divs, style, out, width, height, scale=1):
    """Writes Chromium's screenshot of `divs` (HTML strings) on a page styled by `style` (CSS
    rules for html, body and the divs) to `out`, `width` × `height` CSS pixels at `scale`."""
    page = Path(tempfile.mkdtemp(prefix="paint-oracle-")) / "page.html"
    page.write_text("<!doctype html><html><head><style>" + style + "</style></head><body>" + "".join(divs) + "</body></html>\n")
    subprocess.run(["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    f"--force-device-scale-factor={scale}", f"--window-size={width},{height}",
                    f"--screenshot={out}", page.as_uri()], check=True, capture_output=True)
