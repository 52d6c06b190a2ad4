#!/usr/bin/env python3
"""Sets labels in headless Chromium with the project's font files and records each line.

An independent reference for the text engine, built as the layout oracle is: `labels.py`
makes seeded label specifications, this script sets each one as a block of CSS text in
Chromium, with DejaVu loaded by @font-face from the very files the renderer uses, and writes
what Chromium made of it. The Swift tests compare the engine with the recording, so they
need no browser.

A label may be a list of `runs`, each with its own `family`, `size` and `shift` (a baseline
shift in px, as `vertical-align`). For every label it records each line's text, its left and right edges and its baseline
(all in CSS px from the label's top-left corner, rounded to Chromium's 1/64 px unit), and
the label's height.

Usage (from the package root):
    python3 Tools/text-oracle/oracle.py LABELS.json OUT.json
"""
import html
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

RESULT_MARK = "@@TEXT-ORACLE@@"
FONT_FOLDER = Path("/usr/share/fonts/truetype/dejavu")
# family → (file, weight, style); the labels name the families on the left.
FACES = {
    "DejaVu Sans": [("DejaVuSans.ttf", 400, "normal"), ("DejaVuSans-Bold.ttf", 700, "normal"),
                    ("DejaVuSans-Oblique.ttf", 400, "italic")],
    "DejaVu Serif": [("DejaVuSerif.ttf", 400, "normal"), ("DejaVuSerif-Bold.ttf", 700, "normal")],
    "DejaVu Sans Mono": [("DejaVuSansMono.ttf", 400, "normal")],
}
ALIGN = {"leading": "start", "center": "center", "trailing": "end", "justify": "justify"}

MEASURE_SCRIPT = """
function measure() {
  var result = {};
  document.querySelectorAll('.label').forEach(function (label) {
    var origin = label.getBoundingClientRect();
    var marker = label.querySelector('.baseline').getBoundingClientRect();
    var runs = label.hasAttribute('data-runs');
    var walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    var texts = [];
    while (walker.nextNode()) texts.push(walker.currentNode);
    var lines = [];
    var range = document.createRange();
    texts.forEach(function (text) {
    var index = 0;
    var value = text.data;
    while (index < value.length) {
      var code = value.charCodeAt(index);
      var length = (code >= 0xD800 && code < 0xDC00) ? 2 : 1;
      range.setStart(text, index);
      range.setEnd(text, index + length);
      var rects = range.getClientRects();
      var rect = rects.length ? rects[rects.length - 1] : null;
      var character = value.substr(index, length);
      if (rect) {
        var top = rect.top - origin.top;
        var line = lines.length ? lines[lines.length - 1] : null;
        // Runs of other sizes have other tops, so a label with runs (left-to-right only)
        // starts a line where the text goes back to the left instead.
        var wraps = runs ? (line && rect.left - origin.left < line.last - 0.5) : (line && Math.abs(top - line.top) > 0.5);
        if (!line || wraps) {
          line = {top: top, text: '', left: Infinity, right: -Infinity, last: -Infinity};
          lines.push(line);
        }
        line.last = rect.right - origin.left;
        line.text += character;
        if (!/\\s/.test(character)) {
          line.left = Math.min(line.left, rect.left - origin.left);
          line.right = Math.max(line.right, rect.right - origin.left);
        }
      }
      index += length;
    }
    });
    result[label.getAttribute('data-name')] = {
      firstBaseline: marker.top - origin.top,
      height: origin.height,
      width: origin.width,
      lines: lines.map(function (line) { return [line.text, line.left, line.right, line.top]; })
    };
  });
  document.body.textContent = 'MARK' + JSON.stringify(result) + 'MARK';
}
document.fonts.ready.then(measure);
""".replace("MARK", RESULT_MARK)


def font_faces():
    rules = []
    for family, faces in FACES.items():
        for file, weight, style in faces:
            rules.append(f"@font-face {{ font-family: '{family}'; src: url('{(FONT_FOLDER / file).as_uri()}'); "
                         f"font-weight: {weight}; font-style: {style}; }}")
    return "\n".join(rules)


def label_html(name, label):
    style = [f"font-family: '{label['family']}'", f"font-size: {label['size']}px",
             f"font-weight: {label.get('weight', 400)}", f"font-style: {'italic' if label.get('italic') else 'normal'}",
             f"text-align: {ALIGN[label.get('align', 'leading')]}",
             f"letter-spacing: {label.get('letterSpacing', 0)}px"]
    line_height = label.get("lineHeight")
    if line_height is None:
        style.append("line-height: normal")
    elif isinstance(line_height, str):
        style.append(f"line-height: {line_height}")
    else:
        style.append(f"line-height: {line_height}")
    if label.get("width") is None:
        style.append("white-space: pre; width: max-content")
    else:
        style.append(f"white-space: pre-wrap; width: {label['width']}px")
    if label.get("direction") == "rtl":
        style.append("direction: rtl")
    marker = '<span class="baseline"></span>'
    if "runs" in label:
        content = "".join(run_html(run) for run in label["runs"])
    else:
        content = html.escape(label["text"])
    runs = ' data-runs=""' if "runs" in label else ""
    return (f'<div class="label" data-name="{html.escape(name)}"{runs} style="{"; ".join(style)}">'
            f'{marker}{content}</div>')


def run_html(run):
    """A run as a span: its own family and size, and a baseline shift as `vertical-align`."""
    style = []
    if "family" in run:
        style.append(f"font-family: '{run['family']}'")
    if "size" in run:
        style.append(f"font-size: {run['size']}px")
    if "shift" in run:
        style.append(f"vertical-align: {run['shift']}px")
    if not style:
        return html.escape(run["text"])
    return f'<span style="{"; ".join(style)}">{html.escape(run["text"])}</span>'



def measure(chromium, labels):
    page = (f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{font_faces()}\n'
            "body { margin: 0; } .label { position: relative; margin: 0 0 20px 0; font-kerning: normal; "
            "overflow-wrap: normal; word-break: normal; }"
            " .baseline { font-size: 0; line-height: 0; }"
            f'</style></head><body>{"".join(label_html(name, label) for name, label in labels.items())}'
            f'<script>{MEASURE_SCRIPT}</script></body></html>')
    with tempfile.TemporaryDirectory(prefix="text-oracle-") as work:
        path = Path(work) / "page.html"
        path.write_text(page, encoding="utf-8")
        command = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000",
                   f"--user-data-dir={Path(work) / 'profile'}", "--dump-dom", path.as_uri()]
        completed = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    match = re.search(re.escape(RESULT_MARK) + "(.*?)" + re.escape(RESULT_MARK), completed.stdout, re.S)
    if not match:
        sys.exit(f"Chromium returned no measurements (exit {completed.returncode}):\n{completed.stderr[-2000:]}")
    return json.loads(html.unescape(match.group(1)))


def snap(value):
    snapped = round(value * 64) / 64
    return int(snapped) if snapped.is_integer() else snapped


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    labels = json.loads(Path(sys.argv[1]).read_text())["labels"]
    measured = measure("chromium", labels)
    version = subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip()
    out = {"chromium": version, "labels": {}}
    for name in labels:
        result = measured[name]
        out["labels"][name] = {
            "firstBaseline": snap(result["firstBaseline"]), "height": snap(result["height"]), "width": snap(result["width"]),
            "lines": [[text, snap(left), snap(right), snap(top)] for text, left, right, top in result["lines"]],
        }
    lines = ",\n".join(f"  {json.dumps(name)}: {json.dumps(value, ensure_ascii=False)}" for name, value in out["labels"].items())
    Path(sys.argv[2]).write_text(f'{{\n "chromium": {json.dumps(version)},\n "labels": {{\n{lines}\n }}\n}}\n', encoding="utf-8")


if __name__ == "__main__":
    main()
