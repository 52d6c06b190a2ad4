#!/usr/bin/env python3
"""Records how headless Chromium paints the box effects the scene format shares with CSS.

Writes Tests/RenderingTests/BoxEffectReference/: boxes.json (a scene of absolutely placed
boxes, one effect each), cases.json (each case's name and box, for the test to measure
inside and around) and chromium.png, Chromium's screenshot of the same boxes as divs with
the CSS each case names. BoxEffectTests draws the scene and reports how far it is from the
screenshot, inside each box and in the band around it.

Usage (from the package root): python3 Tools/paint-oracle/box_effects.py
"""
import json
from pathlib import Path

from screenshot import screenshot

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "Tests/RenderingTests/BoxEffectReference"
WIDTH, HEIGHT = 640, 540
BOX = 120

# Each case: a name, the scene keys of a view, and the CSS of the same div (box-sizing is
# border-box, as the format's borders are); a case may add children, as scene nodes and as
# the same boxes in HTML.
CASES = [
    ("inset-blur", {"background": "#FFFFFF", "cornerRadius": 20,
                    "shadow": {"color": "rgba(15, 23, 42, 0.6)", "blur": 16, "x": 6, "y": 6, "inset": True}},
     "background: #FFFFFF; border-radius: 20px; box-shadow: inset 6px 6px 16px rgba(15, 23, 42, 0.6)"),
    ("inset-spread-border", {"background": "#FDE68A", "cornerRadius": 60, "border": {"width": 10, "color": "#1E3A8A"},
                             "shadow": {"color": "rgba(0, 0, 0, 0.5)", "blur": 10, "spread": 8, "inset": True}},
     "background: #FDE68A; border-radius: 60px; border: 10px solid #1E3A8A; box-shadow: inset 0 0 10px 8px rgba(0, 0, 0, 0.5)"),
    ("inset-hard-pair", {"background": "#FFFFFF",
                         "shadow": [{"color": "#DC2626", "x": 20, "y": 20, "inset": True}, {"color": "#2563EB", "x": -12, "spread": 4, "inset": True}]},
     "background: #FFFFFF; box-shadow: inset 20px 20px 0 #DC2626, inset -12px 0 0 4px #2563EB"),
    ("inset-and-outer", {"background": "#F8FAFC", "cornerRadius": 16,
                         "shadow": [{"color": "rgba(124, 58, 237, 0.55)", "blur": 24, "y": -8, "spread": -2, "inset": True},
                                    {"color": "rgba(15, 23, 42, 0.35)", "blur": 20, "y": 10}]},
     "background: #F8FAFC; border-radius: 16px; box-shadow: inset 0 -8px 24px -2px rgba(124, 58, 237, 0.55), 0 10px 20px rgba(15, 23, 42, 0.35)"),
    ("border-left-accent", {"background": "#FFFFFF", "cornerRadius": 12,
                            "border": {"width": 1, "color": "#CBD5E1", "left": {"width": 6, "color": "#7C3AED"}}},
     "background: #FFFFFF; border-radius: 12px; border: 1px solid #CBD5E1; border-left: 6px solid #7C3AED"),
    ("border-four-colours", {"background": "#FEF3C7",
                             "border": {"top": {"width": 10, "color": "#EF4444"}, "right": {"width": 20, "color": "#22C55E"},
                                        "bottom": {"width": 30, "color": "#3B82F6"}, "left": {"width": 40, "color": "#F59E0B"}}},
     "background: #FEF3C7; border-style: solid; border-width: 10px 20px 30px 40px; border-color: #EF4444 #22C55E #3B82F6 #F59E0B"),
    ("border-ring-one-side", {"cornerRadius": 60, "border": {"width": 12, "color": "rgba(37, 99, 235, 0.2)", "top": {"color": "#2563EB"}}},
     "border-radius: 60px; border: 12px solid rgba(37, 99, 235, 0.2); border-top-color: #2563EB"),
    ("border-bottom-rounded", {"background": "#E0F2FE", "cornerRadius": 30, "border": {"bottom": {"width": 8, "color": "#0284C7"}}},
     "background: #E0F2FE; border-radius: 30px; border-bottom: 8px solid #0284C7"),
    ("z-index-siblings", {"type": "hstack", "align": "start", "padding": 10, "children": [
        {"type": "view", "width": 60, "height": 60, "shrink": 0, "background": "#EF4444", "zIndex": 2},
        {"type": "view", "width": 60, "height": 60, "shrink": 0, "margin": {"left": -30, "top": 15}, "background": "#3B82F6"},
        {"type": "view", "width": 60, "height": 60, "shrink": 0, "margin": {"left": -30, "top": 30}, "background": "#22C55E", "zIndex": -1, "opacity": 0.8}]},
     "display: flex; align-items: flex-start; padding: 10px",
     '<div style="position: static; flex: none; width: 60px; height: 60px; background: #EF4444; z-index: 2"></div>'
     '<div style="position: static; flex: none; width: 60px; height: 60px; margin: 15px 0 0 -30px; background: #3B82F6"></div>'
     '<div style="position: static; flex: none; width: 60px; height: 60px; margin: 30px 0 0 -30px; background: #22C55E; z-index: -1; opacity: 0.8"></div>'),
    # Plain boxes form no stacking context: the violet box's z-index lifts it out of its
    # orange parent over the later translucent blue sibling, and the black box's -1 sends it
    # under its own parent's translucent green background.
    ("z-index-escape", {"children": [
        {"type": "view", "frame": {"x": 0, "y": 0, "width": 70, "height": 70}, "background": "#F59E0B", "children": [
            {"type": "view", "frame": {"x": 30, "y": 20, "width": 60, "height": 40}, "background": "#7C3AED", "zIndex": 1}]},
        {"type": "view", "frame": {"x": 40, "y": 40, "width": 70, "height": 70}, "background": "#0EA5E9", "opacity": 0.9},
        {"type": "view", "frame": {"x": 10, "y": 80, "width": 60, "height": 35}, "background": "rgba(34, 197, 94, 0.5)", "children": [
            {"type": "view", "frame": {"x": 20, "y": -10, "width": 30, "height": 30}, "background": "#000000", "zIndex": -1}]}]},
     "",
     '<div style="left: 0; top: 0; width: 70px; height: 70px; background: #F59E0B">'
     '<div style="left: 30px; top: 20px; width: 60px; height: 40px; background: #7C3AED; z-index: 1"></div></div>'
     '<div style="left: 40px; top: 40px; width: 70px; height: 70px; background: #0EA5E9; opacity: 0.9"></div>'
     '<div style="left: 10px; top: 80px; width: 60px; height: 35px; background: rgba(34, 197, 94, 0.5)">'
     '<div style="left: 20px; top: -10px; width: 30px; height: 30px; background: #000000; z-index: -1"></div></div>'),
    # Sides of different widths give the inside elliptical corners, 10 across and 34 down:
    # the content clipped there, and an inset shadow following them, take the same curve.
    ("border-sides-clip", {"background": "#FFFFFF", "cornerRadius": 40, "clip": True,
                           "border": {"width": 6, "color": "#1E3A8A", "left": {"width": 30}, "right": {"width": 30}},
                           "children": [{"type": "view", "frame": {"x": -20, "y": -20, "width": 160, "height": 160}, "background": "#F97316"}]},
     "background: #FFFFFF; border-radius: 40px; border: 6px solid #1E3A8A; border-left-width: 30px; border-right-width: 30px; overflow: hidden",
     '<div style="left: -20px; top: -20px; width: 160px; height: 160px; background: #F97316"></div>'),
    ("border-sides-inset-shadow", {"background": "#FFFFFF", "cornerRadius": 40,
                                   "border": {"width": 6, "color": "#0F766E", "left": {"width": 30}, "right": {"width": 30}},
                                   "shadow": {"color": "rgba(0, 0, 0, 0.6)", "spread": 6, "inset": True}},
     "background: #FFFFFF; border-radius: 40px; border: 6px solid #0F766E; border-left-width: 30px; border-right-width: 30px;"
     " box-shadow: inset 0 0 0 6px rgba(0, 0, 0, 0.6)"),
]


def place(index):
    """The box of the index-th case: four to a row, 40 apart."""
    return 30 + (index % 4) * (BOX + 40), 30 + (index // 4) * (BOX + 60)


def main():
    divs, children, cases = [], [], []
    for index, (name, keys, css, *inner) in enumerate(CASES):
        x, y = place(index)
        divs.append(f'<div style="left: {x}px; top: {y}px; width: {BOX}px; height: {BOX}px; {css}">{"".join(inner)}</div>')
        children.append({"type": "view", "id": name, "frame": {"x": x, "y": y, "width": BOX, "height": BOX}, **keys})
        cases.append({"name": name, "box": [x, y, BOX, BOX]})
    scene = {"width": WIDTH, "height": HEIGHT, "background": "#EEF2F7", "root": {"type": "view", "children": children}}
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "boxes.json").write_text(json.dumps(scene, indent=1) + "\n")
    (OUT / "cases.json").write_text(json.dumps(cases, indent=1) + "\n")
    screenshot(divs, "html, body { margin: 0; background: #EEF2F7; } div { position: absolute; box-sizing: border-box; }",
               OUT / "chromium.png", WIDTH, HEIGHT)


if __name__ == "__main__":
    main()
