#!/usr/bin/env python3
"""Records how headless Chromium draws the text effects, transforms and image positions.

Writes Tests/RenderingTests/TextEffectReference/:
- scene.json: a scene of labels with a list of text shadows, gradient text over a hard
  shadow, skewed and turned boxes with transform origins, pictures placed by objectPosition,
  labels in each textTransform and a gradient run broken over two lines;
- chromium.png: Chromium's screenshot of the same things as absolutely placed elements,
  with DejaVu loaded by @font-face from the very files the renderer uses;
- quad.png: the picture both draw (a copy of Goldens/images/assets/quad.png);
- transforms.json: the text Chromium shows for strings in each text-transform
  (`innerText`, which applies it) and the width of each transformed label.
TextEffectReferenceTests draws the scene and compares.

CSS paints a text shadow over a `background-clip: text` background; the scene puts it
under, so the page draws the shadow from a copy of the text underneath.

Chromium capitalises with the character before the text, and finds it in the text laid out
before, even in another block: a label after one ending in a letter would not get its first
letter capitalised. Each transformed text is put after a hidden full stop, as a label
starts a paragraph of its own.

Usage (from the package root): python3 Tools/paint-oracle/text_effects.py
"""
import html
import json
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "Tests/RenderingTests/TextEffectReference"
FONTS = Path("/usr/share/fonts/truetype/dejavu")
WIDTH, HEIGHT = 560, 520
MARK = "@@TEXT-EFFECTS@@"

SHADOWS = [("#FF0000", 2, 2, 0), ("#2563EB", 4, 4, 0), ("rgba(15, 23, 42, 0.6)", 0, 6, 6)]
GRADIENT = ("#F97316", "#7C3AED")
# id, frame (x, y, w, h), colour, CSS transform, CSS origin, the scene's transform
BOXES = [
    ("skew-x", (40, 120, 80, 50), "#3B82F6", "skewX(20deg)", "50% 50%", {"skewX": 20}),
    ("skew-y-origin", (160, 115, 80, 50), "#F97316", "rotate(20deg) skewY(10deg)", "10px 100%",
     {"rotate": 20, "skewY": 10, "origin": "10px 100%"}),
]
# id, frame, object-fit, object-position, the scene's contentMode and objectPosition
PICTURES = [
    ("cover-quarter", (300, 110, 100, 100), "cover", "25% 50%", "aspectFill", "25% 50%"),
    ("contain-corner", (420, 110, 120, 100), "contain", "right bottom", "aspectFit", "right bottom"),
    ("none-offset", (300, 220, 100, 50), "none", "10px 5px", "center", "10px 5px"),
]
# id, position, text-transform, text
CASES = [
    ("upper", (20, 290), "uppercase", "Straße café ǆ"),
    ("lower", (20, 320), "lowercase", "ΟΔΟΣ LOUD İ"),
    ("capital", (20, 350), "capitalize", "the well-known fox's e.g. 3d mp3s"),
    ("capital-runs", (20, 380), "capitalize", None),
]
RUNS = [("a word sp", 400), ("lit across", 700), (" runs", 400)]
# A run whose gradient is laid over its pieces on two lines set end to end.
GRADIENT_RUN = ("Plain words, then ", "a gradient run that wraps", " and back", ("#2563EB", "#DC2626"))
STRINGS = ["don't stop", "e.g. 3d mp3s", "snake_case foo:bar x.y.z", "well-known (quoted) «guillemets»", "ǆungla ßtraße ﬁx",
           "a\u00a0b c", "東京abc", "ΟΔΟΣ ΣΑΣ Σ", "o'neil 3.14abc 1,000th", "über-cool élan", "iPhone eBay", "hello\tworld\nnext",
           "rock\u2019n\u2019roll l\u00b7l 3.14 2,5x", "a.b a:b a'b a_b a-b a/b a@b a#b a&b", "x1 1x _a 'quoted' \"twice\"",
           "\u0301accent e\u0301t\u00e9 \u0627\u0628 \u0e01\u0e02 \uac00\ub098"]
# Before each transformed text: Chromium takes the character before it from the text laid
# out before, across blocks (see above).
STOP = '<div style="visibility: hidden; left: 0; top: 0">.</div>'


MEASURE = """
document.fonts.ready.then(function () {
  var result = {strings: {}, widths: {}};
  document.querySelectorAll('[data-string]').forEach(function (node) {
    result.strings[node.getAttribute('data-string')] = node.innerText;
  });
  document.querySelectorAll('[data-case]').forEach(function (node) {
    result.widths[node.getAttribute('data-case')] = node.getBoundingClientRect().width;
  });
  document.body.textContent = 'MARK' + JSON.stringify(result) + 'MARK';
});
""".replace("MARK", MARK)


def font_faces():
    faces = [("DejaVuSans.ttf", 400), ("DejaVuSans-Bold.ttf", 700)]
    return "".join(f"@font-face {{ font-family: 'DejaVu Sans'; src: url('{(FONTS / file).as_uri()}'); font-weight: {weight}; }}"
                   for file, weight in faces)


def place(frame):
    x, y, w, h = frame
    return f"left: {x}px; top: {y}px; width: {w}px; height: {h}px"


def page(measuring):
    css = ("html, body { margin: 0; background: #fff; } body > * { position: absolute; box-sizing: border-box; } "
           "div { font-family: 'DejaVu Sans'; line-height: normal; white-space: pre; font-kerning: normal; }")
    shadow = ", ".join(f"{color} {x}px {y}px {blur}px" for color, x, y, blur in SHADOWS)
    parts = [f'<div style="left: 20px; top: 20px; font-size: 36px; font-weight: 700; color: #fff; text-shadow: {shadow}">Shadows</div>']
    gradient = "left: 300px; top: 16px; width: 240px; height: 60px; padding: 6px 8px; font-size: 36px; font-weight: 700"
    parts.append(f'<div style="{gradient}; color: transparent; text-shadow: #0F172A 3px 3px">Gradient</div>')
    parts.append(f'<div style="{gradient}; color: transparent; background: linear-gradient(90deg, {GRADIENT[0]}, {GRADIENT[1]}); '
                 '-webkit-background-clip: text; background-clip: text">Gradient</div>')
    for _, frame, color, transform, origin, _ in BOXES:
        parts.append(f'<div style="{place(frame)}; background: {color}; transform: {transform}; transform-origin: {origin}"></div>')
    for _, frame, fit, position, _, _ in PICTURES:
        parts.append(f'<img src="{(OUT / "quad.png").as_uri()}" style="{place(frame)}; background: #E2E8F0; object-fit: {fit}; '
                     f'object-position: {position}; image-rendering: auto">')
    for name, (x, y), transform, text in CASES:
        if text is None:
            content = "".join(f'<span style="font-weight: {weight}">{html.escape(run)}</span>' for run, weight in RUNS)
        else:
            content = html.escape(text)
        parts.append(STOP)
        parts.append(f'<div data-case="{name}" style="left: {x}px; top: {y}px; font-size: 20px; text-transform: {transform}">{content}</div>')
    before, run, after, (start, end) = GRADIENT_RUN
    parts.append(f'<div style="left: 20px; top: 420px; width: 300px; white-space: pre-wrap; font-size: 24px; color: #334155">'
                 f'{html.escape(before)}<span style="font-weight: 700; color: transparent; background: linear-gradient(90deg, {start}, {end}); '
                 f'-webkit-background-clip: text; background-clip: text">{html.escape(run)}</span>{html.escape(after)}</div>')
    if measuring:
        for index, string in enumerate(STRINGS):
            for transform in ("uppercase", "lowercase", "capitalize"):
                parts.append(STOP)
                parts.append(f'<div data-string="{transform} {index}" style="left: 0; top: 500px; white-space: pre; '
                             f'text-transform: {transform}">{html.escape(string)}</div>')
        parts.append(f"<script>{MEASURE}</script>")
    return (f'<!doctype html><html><head><meta charset="utf-8"><style>{font_faces()} {css}</style></head><body>'
            + "".join(parts) + "</body></html>\n")


def scene():
    children = [{"type": "label", "id": "shadows", "frame": {"x": 20, "y": 20}, "font": {"family": "DejaVu Sans", "size": 36, "weight": "bold"},
                 "color": "#FFFFFF", "text": "Shadows",
                 "textShadow": [{"color": color, "x": x, "y": y, "blur": blur} for color, x, y, blur in SHADOWS]},
                {"type": "label", "id": "gradient", "frame": {"x": 300, "y": 16, "width": 240, "height": 60},
                 "padding": {"vertical": 6, "horizontal": 8}, "font": {"family": "DejaVu Sans", "size": 36, "weight": "bold"},
                 "color": {"type": "linear", "angle": 90, "stops": list(GRADIENT)}, "textShadow": {"color": "#0F172A", "x": 3, "y": 3},
                 "text": "Gradient"}]
    for name, (x, y, w, h), color, _, _, transform in BOXES:
        children.append({"type": "view", "id": name, "frame": {"x": x, "y": y, "width": w, "height": h}, "background": color,
                         "transform": transform})
    for name, (x, y, w, h), _, _, mode, position in PICTURES:
        children.append({"type": "image", "id": name, "src": "quad.png", "frame": {"x": x, "y": y, "width": w, "height": h},
                         "background": "#E2E8F0", "contentMode": mode, "objectPosition": position})
    for name, (x, y), transform, text in CASES:
        label = {"type": "label", "id": name, "frame": {"x": x, "y": y}, "font": {"family": "DejaVu Sans", "size": 20},
                 "textTransform": transform}
        label["text"] = text if text is not None else [{"text": run, "weight": weight} for run, weight in RUNS]
        children.append(label)
    before, run, after, stops = GRADIENT_RUN
    children.append({"type": "label", "id": "gradient-run", "frame": {"x": 20, "y": 420, "width": 300}, "color": "#334155",
                     "font": {"family": "DejaVu Sans", "size": 24},
                     "text": [{"text": before}, {"text": run, "weight": "bold", "color": {"type": "linear", "angle": 90, "stops": list(stops)}},
                              {"text": after}]})
    return {"width": WIDTH, "height": HEIGHT, "background": "#FFFFFF", "root": {"type": "view", "children": children}}


def chromium(arguments, work):
    command = ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
               f"--user-data-dir={work / 'profile'}", "--virtual-time-budget=5000"] + arguments
    return subprocess.run(command, capture_output=True, text=True, timeout=300, check=True)


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ROOT / "Goldens/images/assets/quad.png", OUT / "quad.png")
    (OUT / "scene.json").write_text(json.dumps(scene(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    work = Path(tempfile.mkdtemp(prefix="text-effects-"))
    shot = work / "shot.html"
    shot.write_text(page(measuring=False), encoding="utf-8")
    chromium([f"--window-size={WIDTH},{HEIGHT}", f"--screenshot={OUT / 'chromium.png'}", shot.as_uri()], work)
    probe = work / "probe.html"
    probe.write_text(page(measuring=True), encoding="utf-8")
    dump = chromium(["--dump-dom", probe.as_uri()], work).stdout
    match = re.search(re.escape(MARK) + "(.*?)" + re.escape(MARK), dump, re.S)
    if not match:
        raise SystemExit("Chromium returned no measurements")
    measured = json.loads(html.unescape(match.group(1)))
    version = subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip()
    strings = [{"text": string, **{transform: measured["strings"][f"{transform} {index}"] for transform in ("uppercase", "lowercase", "capitalize")}}
               for index, string in enumerate(STRINGS)]
    out = {"chromium": version, "strings": strings, "widths": measured["widths"]}
    (OUT / "transforms.json").write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
