#!/usr/bin/env python3
"""Layout oracle: lays scene documents out with headless Chromium and records every frame.

The Swift layout engine implements the scene vocabulary's flexbox subset by following a
fixed mapping to HTML/CSS (see README.md and docs/scene-format.md). This tool applies that
same mapping literally, lets a real browser do the layout, and writes the resulting
border-box frames to JSON, so the Swift tests can compare against a browser without
needing one at test time.

Subcommands:
  cases DIR OUT.json                      every DIR/*.json scene, keyed by file name
  random --count N --first-seed S OUTDIR  generated scenes (random_scenes.py) and their frames
  html SCENE.json OUT.html                one scene as a page to open and inspect

Anything outside the vocabulary is refused rather than guessed, so that the mapping
cannot drift silently from what the Swift engine implements.
"""

import argparse
import html
import json
import math
import re
import subprocess
import sys
import tempfile
import time
from decimal import Decimal
from pathlib import Path

# Keep the tools folder free of __pycache__ (the repository's .gitignore has no Python entries).
sys.dont_write_bytecode = True
import random_scenes  # noqa: E402  (after the line above on purpose)

# The reset every page starts from: box sizes include borders, and nothing has a default
# margin, padding or border, so only what the mapping emits affects layout.
# The fonts a label may name, loaded from the very files the renderer uses.
LABEL_FONTS = {
    "DejaVu Sans": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "DejaVu Serif": "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
    "DejaVu Sans Mono": "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
}
STYLESHEET = (
    "*{box-sizing:border-box;margin:0;padding:0;border:0 solid transparent}"
    "body{margin:0}"
    + "".join(f"@font-face{{font-family:'{family}';src:url('{Path(file).as_uri()}')}}" for family, file in LABEL_FONTS.items())
)

# Every number in a scene must lie within this magnitude (the scene format's widest range).
NUMBER_LIMIT = 1_000_000

# Marks the measurement result inside Chromium's DOM dump.
RESULT_MARK = "@@LAYOUT-ORACLE@@"

# Random runs lay out at most this many scenes per page (per Chromium run). One page is
# fastest (300 scenes take about 9 s, against 13 s as three pages), but very large counts
# are split so that no single page or DOM dump grows without bound.
SCENES_PER_PAGE = 500

CHROMIUM_TIMEOUT_SECONDS = 300

COMMON_KEYS = (
    "type", "id", "background", "border", "clip", "frame",
    "width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight", "aspectRatio",
    "margin", "padding", "grow", "shrink", "basis", "alignSelf",
    "position", "left", "top", "right", "bottom",
)
FLEX_KEYS = ("direction", "justify", "align", "wrap", "alignContent", "gap", "children")
KEYS_BY_TYPE = {
    "view": COMMON_KEYS + ("children",),
    "hstack": COMMON_KEYS + FLEX_KEYS,
    "vstack": COMMON_KEYS + FLEX_KEYS,
    "zstack": COMMON_KEYS + ("alignment", "children"),
    "spacer": COMMON_KEYS + ("minLength",),
    "label": COMMON_KEYS + ("text", "font"),
}
SCENE_KEYS = ("width", "height", "root", "background")
SIDES = ("top", "right", "bottom", "left")
INSETS = ("left", "top", "right", "bottom")

DIRECTIONS = ("row", "row-reverse", "column", "column-reverse")
JUSTIFY = {"start": "flex-start", "end": "flex-end", "center": "center",
           "space-between": "space-between", "space-around": "space-around",
           "space-evenly": "space-evenly"}
ALIGN = {"start": "flex-start", "end": "flex-end", "center": "center",
         "stretch": "stretch", "baseline": "baseline"}
ALIGN_SELF = dict(ALIGN, auto="auto")
WRAP = {"none": "nowrap", "wrap": "wrap", "wrap-reverse": "wrap-reverse"}
ALIGN_CONTENT = dict(JUSTIFY, stretch="stretch")
# zstack alignment -> (justify-self, align-self) of its in-flow grid children.
ZSTACK_ALIGNMENT = {
    "topLeading": ("start", "start"), "top": ("center", "start"),
    "topTrailing": ("end", "start"), "leading": ("start", "center"),
    "center": ("center", "center"), "trailing": ("end", "center"),
    "bottomLeading": ("start", "end"), "bottom": ("center", "end"),
    "bottomTrailing": ("end", "end"),
}

# Paint-only colours are copied into the page to make it easier to inspect, but only when
# they cannot break out of the style attribute.
SAFE_COLOUR = re.compile(r"^[#\w(),.%\s/+-]*$")
PERCENT = re.compile(r"^(-?\d+(?:\.\d+)?)%$")


class SceneError(Exception):
    """A scene uses something the vocabulary does not define, or an out-of-range value."""


class OracleError(Exception):
    """Chromium could not be run or did not return the expected measurements."""


# ---------------------------------------------------------------------------------------
# Values


def css_number(value):
    """Writes a finite number in plain decimal notation (never exponent form) for CSS."""
    if float(value).is_integer():
        return str(int(value))
    return format(Decimal(repr(float(value))), "f")


def number(value, where, minimum=-NUMBER_LIMIT, exclusive_minimum=False):
    """Checks a JSON number (not a boolean) is finite and in range; returns it."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise SceneError(f"{where}: expected a number, got {json.dumps(value)}")
    if not math.isfinite(value) or abs(value) > NUMBER_LIMIT:
        raise SceneError(f"{where}: {value} is outside ±{NUMBER_LIMIT}")
    if value < minimum or (exclusive_minimum and value == minimum):
        relation = ">" if exclusive_minimum else ">="
        raise SceneError(f"{where}: must be {relation} {minimum}, got {value}")
    return value


def length(value, where, keywords=(), signed=False):
    """Maps a number (px), an "N%" string, or one of `keywords` to its CSS text.

    Negative lengths are refused unless `signed`, because CSS would drop the declaration
    and the browser would silently lay out something else.
    """
    minimum = -NUMBER_LIMIT if signed else 0
    if isinstance(value, str):
        if value in keywords:
            return value
        match = PERCENT.match(value)
        if not match:
            allowed = ", ".join(f'"{k}"' for k in keywords + ("N%",))
            raise SceneError(f"{where}: expected a number or one of {allowed}, got {json.dumps(value)}")
        return css_number(number(float(match.group(1)), where, minimum)) + "%"
    return css_number(number(value, where, minimum)) + "px"


def keyword(value, table, where):
    """Looks a vocabulary keyword up in its CSS table, refusing unknown ones."""
    if not isinstance(value, str) or value not in table:
        raise SceneError(f"{where}: expected one of {', '.join(table)}, got {json.dumps(value)}")
    return table[value]


def sides(value, where, keywords, signed):
    """Expands a margin or padding value (one length or a per-side object) to four CSS values."""
    if isinstance(value, dict):
        unknown = [key for key in value if key not in SIDES]
        if unknown:
            raise SceneError(f"{where}: unknown side {json.dumps(unknown[0])}")
        return [length(value.get(side, 0), f"{where}.{side}", keywords, signed) for side in SIDES]
    return [length(value, where, keywords, signed)] * 4


# ---------------------------------------------------------------------------------------
# Scene -> HTML


class Parent:
    """What a node's mapping depends on about its parent.

    kind is "canvas", "view", "flex" or "zstack"; main_axis ("row"/"column") is set for
    flex parents; alignment is the (justify-self, align-self) pair of a zstack.
    """

    def __init__(self, kind, main_axis=None, alignment=None):
        self.kind = kind
        self.main_axis = main_axis
        self.alignment = alignment


def frame_styles(node, where):
    """The legacy absolute placement: left/top from x/y, and width or right:0, height or bottom:0."""
    frame = node["frame"]
    if not isinstance(frame, dict):
        raise SceneError(f"{where}.frame: expected an object")
    unknown = [key for key in frame if key not in ("x", "y", "width", "height")]
    if unknown:
        raise SceneError(f"{where}.frame: unknown key {json.dumps(unknown[0])}")
    given_insets = [key for key in INSETS if key in node]
    if given_insets:
        raise SceneError(f"{where}: {given_insets[0]} together with frame has no defined meaning")
    style = {
        "position": "absolute",
        "left": length(frame.get("x", 0), f"{where}.frame.x", signed=True),
        "top": length(frame.get("y", 0), f"{where}.frame.y", signed=True),
    }
    for size, edge in (("width", "right"), ("height", "bottom")):
        if size in frame:
            if size in node:
                raise SceneError(f"{where}: both {size} and frame.{size} are given")
            style[size] = length(frame[size], f"{where}.frame.{size}")
        else:
            style[edge] = "0px"
    return style


def inset_styles(node, where, fill_missing_axes):
    """position:absolute with the node's insets; a view child also fills axes it leaves open."""
    style = {"position": "absolute"}
    for start, end in (("left", "right"), ("top", "bottom")):
        given = [edge for edge in (start, end) if edge in node]
        if not given and fill_missing_axes:
            style[start] = style[end] = "0px"
        for edge in given:
            style[edge] = length(node[edge], f"{where}.{edge}", signed=True)
    return style


def placement_styles(node, where, parent):
    """How the node is positioned, which depends on its parent (see the vocabulary)."""
    position = node.get("position", "relative")
    if position not in ("relative", "absolute"):
        raise SceneError(f'{where}.position: expected "relative" or "absolute", got {json.dumps(position)}')
    if "frame" in node:
        return frame_styles(node, where)
    if parent.kind in ("canvas", "view"):
        return inset_styles(node, where, fill_missing_axes=True)
    if position == "absolute":
        return inset_styles(node, where, fill_missing_axes=False)
    given_insets = [key for key in INSETS if key in node]
    if given_insets:
        raise SceneError(f"{where}: {given_insets[0]} on an in-flow stack child has no defined meaning "
                         '(use "position": "absolute")')
    style = {"position": "relative"}
    if parent.kind == "zstack":
        # The zstack's alignment decides; it overrides the child's own alignSelf.
        style["grid-area"] = "1/1"
        style["justify-self"], style["align-self"] = parent.alignment
    return style


def box_styles(node, where):
    """Sizes, spacing, border and flex-item properties: the same CSS whatever the parent."""
    style = {}
    for key, css, keywords in (
        ("width", "width", ("auto",)), ("height", "height", ("auto",)),
        ("minWidth", "min-width", ("auto",)), ("minHeight", "min-height", ("auto",)),
        ("maxWidth", "max-width", ("none",)), ("maxHeight", "max-height", ("none",)),
    ):
        if key in node:
            style[css] = length(node[key], f"{where}.{key}", keywords)
    if "aspectRatio" in node:
        style["aspect-ratio"] = css_number(number(node["aspectRatio"], f"{where}.aspectRatio", 0, True))
    if "margin" in node:
        values = sides(node["margin"], f"{where}.margin", ("auto",), signed=True)
        style.update({f"margin-{side}": value for side, value in zip(SIDES, values)})
    if "padding" in node:
        values = sides(node["padding"], f"{where}.padding", (), signed=False)
        style.update({f"padding-{side}": value for side, value in zip(SIDES, values)})
    if "border" in node:
        border = node["border"]
        if not isinstance(border, dict) or any(key not in ("width", "color") for key in border):
            raise SceneError(f'{where}.border: expected an object with "width" and "color"')
        # The scene format's default border width is 1.
        style["border-width"] = length(border.get("width", 1), f"{where}.border.width")
        style["border-style"] = "solid"
        colour = border.get("color")
        if isinstance(colour, str) and SAFE_COLOUR.match(colour):
            style["border-color"] = colour
    if "grow" in node:
        style["flex-grow"] = css_number(number(node["grow"], f"{where}.grow", 0))
    if "shrink" in node:
        style["flex-shrink"] = css_number(number(node["shrink"], f"{where}.shrink", 0))
    if "basis" in node:
        style["flex-basis"] = length(node["basis"], f"{where}.basis", ("auto",))
    if "alignSelf" in node:
        style["align-self"] = keyword(node["alignSelf"], ALIGN_SELF, f"{where}.alignSelf")
    if "clip" in node:
        if not isinstance(node["clip"], bool):
            raise SceneError(f"{where}.clip: expected true or false, got {json.dumps(node['clip'])}")
        if node["clip"]:
            # Not paint-only in CSS: overflow:hidden makes the box a scroll container, so as
            # a flex or grid item its automatic minimum size is 0, and with an aspect ratio
            # it loses its content-based minimum. (overflow:clip would keep both; the
            # mapping is overflow:hidden, so the engine must follow these rules.)
            style["overflow"] = "hidden"
    background = node.get("background")
    if isinstance(background, str) and SAFE_COLOUR.match(background):
        style["background-color"] = background
    return style


def container_styles(node, where):
    """display and the container properties of each node type; returns (style, child Parent)."""
    kind = node["type"]
    if kind in ("hstack", "vstack"):
        default = "row" if kind == "hstack" else "column"
        direction = node.get("direction", default)
        if direction not in DIRECTIONS:
            raise SceneError(f"{where}.direction: expected one of {', '.join(DIRECTIONS)}, got {json.dumps(direction)}")
        style = {"display": "flex", "flex-direction": direction}
        for key, css, table in (("justify", "justify-content", JUSTIFY), ("align", "align-items", ALIGN),
                                ("wrap", "flex-wrap", WRAP), ("alignContent", "align-content", ALIGN_CONTENT)):
            if key in node:
                style[css] = keyword(node[key], table, f"{where}.{key}")
        if "gap" in node:
            gap = node["gap"]
            if isinstance(gap, dict):
                unknown = [key for key in gap if key not in ("row", "column")]
                if unknown:
                    raise SceneError(f"{where}.gap: unknown key {json.dumps(unknown[0])}")
                style["row-gap"] = css_number(number(gap.get("row", 0), f"{where}.gap.row", 0)) + "px"
                style["column-gap"] = css_number(number(gap.get("column", 0), f"{where}.gap.column", 0)) + "px"
            else:
                style["gap"] = css_number(number(gap, f"{where}.gap", 0)) + "px"
        return style, Parent("flex", main_axis=direction.split("-")[0])
    if kind == "zstack":
        alignment = ZSTACK_ALIGNMENT[keyword(node.get("alignment", "center"),
                                             {name: name for name in ZSTACK_ALIGNMENT}, f"{where}.alignment")]
        style = {"display": "grid", "grid-template-columns": "minmax(0,1fr)",
                 "grid-template-rows": "minmax(0,1fr)"}
        return style, Parent("zstack", alignment=alignment)
    return {"display": "block"}, Parent(kind)


def spacer_styles(node, where, parent):
    """A spacer in a flex container grows by default and has a main-axis minimum of minLength."""
    min_length = number(node.get("minLength", 0), f"{where}.minLength", 0)
    if parent.kind != "flex":
        return {}
    style = {}
    if "grow" not in node:
        style["flex-grow"] = "1"
    own_minimum = "minWidth" if parent.main_axis == "row" else "minHeight"
    if own_minimum not in node:
        style["min-width" if parent.main_axis == "row" else "min-height"] = css_number(min_length) + "px"
    return style


def node_html(node, path, parent, paths):
    """Returns the <div> tree for a node and appends every node's path to `paths`."""
    if not isinstance(node, dict):
        raise SceneError(f"{path}: expected a node object")
    kind = node.get("type")
    if kind not in KEYS_BY_TYPE:
        raise SceneError(f"{path}.type: expected one of {', '.join(KEYS_BY_TYPE)}, got {json.dumps(kind)}")
    unknown = [key for key in node if key not in KEYS_BY_TYPE[kind]]
    if unknown:
        raise SceneError(f"{path}: {json.dumps(unknown[0])} is not a key of a {kind} node")
    if "id" in node and not isinstance(node["id"], str):
        raise SceneError(f"{path}.id: expected a string")
    paths.append(path)

    style, child_parent = container_styles(node, path)
    style.update(box_styles(node, path))
    if kind == "spacer":
        style.update(spacer_styles(node, path, parent))
    text = label_text(node, path, style) if kind == "label" else ""
    # Placement comes last so that a frame's width/height and a zstack's alignment win.
    style.update(placement_styles(node, path, parent))

    children = node.get("children", [])
    if not isinstance(children, list):
        raise SceneError(f"{path}.children: expected an array")
    inner = text + "".join(node_html(child, f"{path}.children[{index}]", child_parent, paths)
                           for index, child in enumerate(children))
    css = ";".join(f"{name}:{value}" for name, value in style.items())
    node_id = f' data-id="{html.escape(node["id"])}"' if "id" in node else ""
    return f'<div data-path="{html.escape(path)}"{node_id} style="{html.escape(css)}">{inner}</div>'


def label_text(node, where, style):
    """A label's text, escaped, after adding its font to `style`: one of LABEL_FONTS at a
    size, in lines of the font's own (normal) height, wrapped at word boundaries."""
    text = node.get("text")
    if not isinstance(text, str) or not text or len(text) > 1000:
        raise SceneError(f"{where}.text: expected a string of 1 to 1000 characters")
    font = node.get("font", {})
    if not isinstance(font, dict) or any(key not in ("family", "size") for key in font):
        raise SceneError(f"{where}.font: expected an object with family and size")
    family = font.get("family", "DejaVu Sans")
    if family not in LABEL_FONTS:
        raise SceneError(f"{where}.font.family: expected one of {', '.join(LABEL_FONTS)}")
    size = number(font.get("size", 16), f"{where}.font.size", 0, True)
    style.update({"font-family": f"'{family}'", "font-size": f"{css_number(size)}px", "line-height": "normal",
                  "overflow-wrap": "normal", "white-space": "normal"})
    return html.escape(text)


def canvas_html(name, scene):
    """One scene's canvas, wrapped so that it sits at the page origin.

    Every wrapper is absolutely positioned at (0, 0): wrappers never affect each other's
    layout, and keeping every canvas at the origin keeps coordinates small, because
    Chromium's getBoundingClientRect loses 1/64 px precision far down a long page
    (it computes in single-precision floats). Returns (html, list of node paths).
    """
    if not isinstance(scene, dict):
        raise SceneError("the scene must be a JSON object")
    unknown = [key for key in scene if key not in SCENE_KEYS]
    if unknown:
        raise SceneError(f"{json.dumps(unknown[0])} is not a scene key")
    for key in ("width", "height", "root"):
        if key not in scene:
            raise SceneError(f"the scene has no {json.dumps(key)}")
    width = css_number(number(scene["width"], "width", 0, True))
    height = css_number(number(scene["height"], "height", 0, True))
    paths = []
    root = node_html(scene["root"], "root", Parent("canvas"), paths)
    background = scene.get("background")
    paint = f";background-color:{background}" if isinstance(background, str) and SAFE_COLOUR.match(background) else ""
    page = (f'<div class="wrapper" style="position:absolute;left:0;top:0">'
            f'<div class="canvas" data-case="{html.escape(name)}" '
            f'style="position:relative;width:{width}px;height:{height}px{html.escape(paint)}">{root}</div></div>')
    return page, paths


MEASURE_SCRIPT = """document.fonts.ready.then(function () {
  var result = {};
  document.querySelectorAll('.canvas').forEach(function (canvas) {
    var origin = canvas.getBoundingClientRect();
    var frames = {};
    canvas.querySelectorAll('[data-path]').forEach(function (node) {
      var box = node.getBoundingClientRect();
      frames[node.getAttribute('data-path')] =
        [box.left - origin.left, box.top - origin.top, box.width, box.height];
    });
    result[canvas.getAttribute('data-case')] = frames;
  });
  document.body.textContent = 'MARK' + JSON.stringify(result) + 'MARK';
});""".replace("MARK", RESULT_MARK)

# For the inspection page: hovering a node shows its path and frame.
ANNOTATE_SCRIPT = """(function () {
  document.querySelectorAll('.canvas').forEach(function (canvas) {
    var origin = canvas.getBoundingClientRect();
    canvas.querySelectorAll('[data-path]').forEach(function (node) {
      var box = node.getBoundingClientRect();
      node.title = node.getAttribute('data-path') + ' [' + [box.left - origin.left,
        box.top - origin.top, box.width, box.height].join(', ') + ']';
    });
  });
})();"""


def page_html(canvases, script):
    """A complete page with no whitespace between tags (no text nodes can take part in layout)."""
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{STYLESHEET}</style></head>'
            f'<body>{"".join(canvases)}<script>{script}</script></body></html>')


# ---------------------------------------------------------------------------------------
# Chromium


def chromium_version(chromium):
    """The `chromium --version` line, recorded with every output so a browser change is visible."""
    completed = subprocess.run([chromium, "--version"], capture_output=True, text=True, check=False)
    version = completed.stdout.strip()
    if completed.returncode != 0 or not version:
        raise OracleError(f"{chromium} --version failed: {completed.stderr.strip()}")
    return version


def snap(value):
    """Rounds to Chromium's 1/64 px layout unit; whole numbers become ints for readability."""
    snapped = round(value * 64) / 64
    return int(snapped) if snapped.is_integer() else snapped


def measure(chromium, scenes):
    """Lays out {name: scene} on one page in one Chromium run; returns {name: {path: frame}}."""
    canvases, expected = [], {}
    for name, scene in scenes.items():
        try:
            canvas, paths = canvas_html(name, scene)
        except SceneError as error:
            raise SceneError(f"{name}: {error}") from None
        canvases.append(canvas)
        expected[name] = paths
    with tempfile.TemporaryDirectory(prefix="layout-oracle-") as work:
        page = Path(work) / "page.html"
        page.write_text(page_html(canvases, MEASURE_SCRIPT), encoding="utf-8")
        command = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000",
                   f"--user-data-dir={Path(work) / 'profile'}", "--dump-dom", page.as_uri()]
        try:
            completed = subprocess.run(command, capture_output=True, text=True,
                                       timeout=CHROMIUM_TIMEOUT_SECONDS, check=False)
        except subprocess.TimeoutExpired:
            raise OracleError(f"Chromium did not finish within {CHROMIUM_TIMEOUT_SECONDS} s") from None
    match = re.search(re.escape(RESULT_MARK) + "(.*?)" + re.escape(RESULT_MARK), completed.stdout, re.S)
    if not match:
        raise OracleError(f"Chromium returned no measurements (exit {completed.returncode}):\n"
                          f"{completed.stderr.strip()[-2000:]}")
    measured = json.loads(html.unescape(match.group(1)))
    result = {}
    for name, paths in expected.items():
        frames = measured.get(name, {})
        missing = [path for path in paths if path not in frames]
        if missing:
            raise OracleError(f"{name}: Chromium reported no frame for {missing[0]}")
        result[name] = {path: [snap(value) for value in frames[path]] for path in paths}
    return result


def measure_in_pages(chromium, scenes):
    """measure() over pages of SCENES_PER_PAGE scenes, reporting progress on stderr."""
    names = list(scenes)
    result = {}
    for start in range(0, len(names), SCENES_PER_PAGE):
        batch = names[start:start + SCENES_PER_PAGE]
        began = time.monotonic()
        result.update(measure(chromium, {name: scenes[name] for name in batch}))
        print(f"measured {start + len(batch)}/{len(names)} scenes "
              f"({time.monotonic() - began:.1f} s for this page)", file=sys.stderr)
    return result


# ---------------------------------------------------------------------------------------
# Output


def natural_key(text):
    """Sorts "root.children[2]" before "root.children[10]" and seed "9" before "10"."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", text)]


def frames_json(version, cases):
    """The frames file: sorted keys, one frame per line, so diffs show exactly what moved."""
    blocks = []
    for name in sorted(cases, key=natural_key):
        frames = cases[name]
        rows = [f"   {json.dumps(path)}: {json.dumps(frames[path])}"
                for path in sorted(frames, key=natural_key)]
        blocks.append(f"  {json.dumps(name)}: {{\n" + ",\n".join(rows) + "\n  }")
    return ('{\n "cases": {\n' + ",\n".join(blocks) + "\n },\n"
            f' "chromium": {json.dumps(version)}\n}}\n')


def node_json(node, indent):
    """One node per line, children indented below it, so the tree shape is readable in diffs."""
    children = node.get("children")
    if not children:
        return json.dumps(node)
    own = json.dumps({key: value for key, value in node.items() if key != "children"})
    inner = ",\n".join(" " * (indent + 1) + node_json(child, indent + 1) for child in children)
    return own[:-1] + (", " if len(own) > 2 else "") + f'"children": [\n{inner}\n{" " * indent}]}}'


def scenes_json(generator, scenes):
    """The generated-scenes file, scenes in seed order, each as a readable node tree."""
    blocks = []
    for name, scene in scenes.items():
        head = json.dumps({key: value for key, value in scene.items() if key != "root"})
        blocks.append(f"  {json.dumps(name)}: {head[:-1]}, \"root\": {node_json(scene['root'], 3)}}}")
    return ('{\n "generator": ' + json.dumps(generator) + ',\n "scenes": {\n'
            + ",\n".join(blocks) + "\n }\n}\n")


# ---------------------------------------------------------------------------------------
# Commands


def read_scene(path):
    """Parses one scene file, refusing duplicate keys as the scene format does."""
    def no_duplicates(pairs):
        keys = [key for key, _ in pairs]
        duplicated = [key for key in keys if keys.count(key) > 1]
        if duplicated:
            raise SceneError(f"key {json.dumps(duplicated[0])} appears twice in one object")
        return dict(pairs)
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"), object_pairs_hook=no_duplicates)
    except json.JSONDecodeError as error:
        raise SceneError(f"{path}: not valid JSON: {error}") from None
    except SceneError as error:
        raise SceneError(f"{path}: {error}") from None


def command_cases(arguments):
    scene_files = sorted(Path(arguments.directory).glob("*.json"))
    if not scene_files:
        raise SceneError(f"{arguments.directory}: no *.json scenes")
    scenes = {path.stem: read_scene(path) for path in scene_files}
    version = chromium_version(arguments.chromium)
    cases = measure(arguments.chromium, scenes)
    Path(arguments.output).write_text(frames_json(version, cases), encoding="utf-8")


def command_random(arguments):
    if arguments.count < 1:
        raise SceneError("--count must be at least 1")
    seeds = range(arguments.first_seed, arguments.first_seed + arguments.count)
    scenes = {str(seed): random_scenes.generate(seed) for seed in seeds}
    version = chromium_version(arguments.chromium)
    cases = measure_in_pages(arguments.chromium, scenes)
    directory = Path(arguments.directory)
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "random-scenes.json").write_text(
        scenes_json(random_scenes.GENERATOR, scenes), encoding="utf-8")
    (directory / "chromium-random.json").write_text(frames_json(version, cases), encoding="utf-8")


def command_labels(arguments):
    if arguments.count < 1:
        raise SceneError("--count must be at least 1")
    seeds = range(arguments.first_seed, arguments.first_seed + arguments.count)
    scenes = {str(seed): random_scenes.with_labels(random_scenes.generate(seed), seed) for seed in seeds}
    version = chromium_version(arguments.chromium)
    cases = measure_in_pages(arguments.chromium, scenes)
    directory = Path(arguments.directory)
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "random-label-scenes.json").write_text(
        scenes_json(random_scenes.GENERATOR + " with labels", scenes), encoding="utf-8")
    (directory / "chromium-random-labels.json").write_text(frames_json(version, cases), encoding="utf-8")


def command_html(arguments):
    scene_path = Path(arguments.scene)
    scene = read_scene(scene_path)
    try:
        canvas, _ = canvas_html(scene_path.stem, scene)
    except SceneError as error:
        raise SceneError(f"{scene_path}: {error}") from None
    Path(arguments.output).write_text(page_html([canvas], ANNOTATE_SCRIPT), encoding="utf-8")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--chromium", default="chromium", help="Chromium executable (default: chromium)")
    commands = parser.add_subparsers(dest="command", required=True)

    cases = commands.add_parser("cases", help="lay out every DIR/*.json scene")
    cases.add_argument("directory", metavar="DIR")
    cases.add_argument("output", metavar="OUT.json")
    cases.set_defaults(run=command_cases)

    generated = commands.add_parser("random", help="generate random scenes and lay them out")
    generated.add_argument("--count", type=int, required=True)
    generated.add_argument("--first-seed", type=int, required=True)
    generated.add_argument("directory", metavar="OUTDIR")
    generated.set_defaults(run=command_random)

    labelled = commands.add_parser("labels", help="random scenes with labels for leaves, laid out")
    labelled.add_argument("--count", type=int, required=True)
    labelled.add_argument("--first-seed", type=int, required=True)
    labelled.add_argument("directory", metavar="OUTDIR")
    labelled.set_defaults(run=command_labels)

    page = commands.add_parser("html", help="write one scene as an HTML page to inspect")
    page.add_argument("scene", metavar="SCENE.json")
    page.add_argument("output", metavar="OUT.html")
    page.set_defaults(run=command_html)

    arguments = parser.parse_args()
    try:
        arguments.run(arguments)
    except (SceneError, OracleError, OSError) as error:
        print(f"oracle.py: error: {error}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
