"""Seeded generator of random scene documents for the layout oracle.

generate(seed) returns one scene that uses only the flexbox vocabulary the oracle maps to
CSS. The same seed gives the same scene on every run and every Python version: all
choices are built on random.Random.random(), the one method whose sequence Python
promises to keep (randint, choice and choices may change between versions), and nothing
iterates over sets or depends on hash order.

Each scene draws a "focus" that raises the odds of one area where layout engines often
disagree with browsers (aspect ratios on stretched items, intrinsically sized nested
containers with grow/basis, percentages against indefinite sizes, absolute children with
auto margins or in reversed containers), so that every area gets many scenes of its own.

Scenes avoid the combinations the oracle refuses as undefined: insets on in-flow stack
children, frame together with insets or sizes, and alignSelf on zstack children (the
zstack's alignment decides there).
"""

import random

GENERATOR = "random_scenes.py v1"

MAX_DEPTH = 4          # levels below the root
MAX_NODES = 40
MAX_CHILDREN = 6
# Typical largest length at each depth: deeper boxes are smaller, as in real layouts, so
# that most scenes stay roughly on their canvas while still overflowing sometimes.
EXTENT_BY_DEPTH = (300, 240, 180, 120, 90)

# Probabilities of the optional features; a focus overrides some of them.
BASE_ODDS = {
    "aspectRatio": 0.10,     # a node gets an aspect ratio
    "stretch": 0.0,          # extra chance an aspect-ratio item stays stretched (auto cross size)
    "autoContainer": 0.45,   # an in-flow container leaves both sizes auto
    "grow": 0.30,
    "shrink": 0.20,
    "basis": 0.18,
    "percent": 0.12,         # a size is a percentage
    "percentPadding": 0.10,  # padding uses percentages
    "percentInset": 0.25,    # an absolute inset is a percentage
    "absolute": 0.08,        # a stack child is position:absolute
    "autoMargin": 0.12,      # margins include "auto"
    "reverse": 0.12,         # a stack uses a reversed direction
    "frame": 0.04,           # a stack child uses the legacy frame
    "minmax": 0.12,
    "wrap": 0.18,
}
FOCUS_ODDS = {
    "mixed": {},
    "aspect": {"aspectRatio": 0.45, "stretch": 0.6},
    "intrinsic": {"autoContainer": 0.8, "grow": 0.6, "basis": 0.45, "shrink": 0.35},
    "percent": {"percent": 0.4, "percentPadding": 0.4, "percentInset": 0.6, "autoContainer": 0.7},
    "absolute": {"absolute": 0.3, "autoMargin": 0.5, "reverse": 0.5, "frame": 0.1},
}
FOCUSES = ("mixed", "aspect", "intrinsic", "percent", "absolute")

JUSTIFY = ("start", "end", "center", "space-between", "space-around", "space-evenly")
ALIGN = ("start", "end", "center", "stretch", "baseline")
ALIGN_SELF = ("auto", "start", "end", "center", "stretch", "baseline")
ALIGN_CONTENT = ("start", "end", "center", "stretch", "space-between", "space-around", "space-evenly")
ZSTACK_ALIGNMENTS = ("topLeading", "top", "topTrailing", "leading", "center", "trailing",
                     "bottomLeading", "bottom", "bottomTrailing")
BORDER_COLOURS = ("#000000", "#334155", "#B91C1C", "#1D4ED8")


class Dice:
    """Random choices made only from random.Random.random(), for cross-version determinism."""

    def __init__(self, seed):
        self._random = random.Random(seed)

    def chance(self, probability):
        return self._random.random() < probability

    def integer(self, low, high):
        """A whole number in [low, high]."""
        return low + int(self._random.random() * (high - low + 1))

    def pick(self, options):
        return options[int(self._random.random() * len(options))]

    def weighted(self, pairs):
        """One value from (value, weight) pairs."""
        roll = self._random.random() * sum(weight for _, weight in pairs)
        for value, weight in pairs:
            roll -= weight
            if roll < 0:
                return value
        return pairs[-1][0]

    def length(self, low, high):
        """Mostly whole points; sometimes quarter points or tenths, to exercise sub-pixel rounding."""
        kind = self.weighted((("whole", 80), ("quarter", 14), ("tenth", 6)))
        if kind == "whole":
            return self.integer(low, high)
        steps = 4 if kind == "quarter" else 10
        value = self.integer(low * steps, high * steps) / steps
        return int(value) if value.is_integer() else value

    def percent(self, low, high):
        """An "N%" string, usually whole, occasionally with one decimal (e.g. "33.3%")."""
        value = self.integer(low, high) if self.chance(0.85) else self.integer(low * 10, high * 10) / 10
        return f"{value:g}%"


class SceneBuilder:
    """Builds one scene; holds the dice, the scene's odds and the remaining node budget."""

    def __init__(self, seed):
        self.dice = Dice(seed)
        focus = self.dice.pick(FOCUSES)
        self.odds = dict(BASE_ODDS, **FOCUS_ODDS[focus])
        self.budget = MAX_NODES

    def likely(self, feature):
        return self.dice.chance(self.odds[feature])

    # -- values ---------------------------------------------------------------------------

    def size(self, container, extent):
        """A width or height, or None to leave it out (auto). Containers are auto more often."""
        dice = self.dice
        if container and self.likely("autoContainer"):
            return None
        if self.likely("percent"):
            return dice.percent(10, 100)
        kind = dice.weighted(((None, 40), ("number", 47), ("auto", 5), ("zero", 4), ("large", 2)))
        if kind == "number":
            return dice.length(5, extent)
        if kind == "large":
            return dice.length(extent, 4 * extent)
        return {"zero": 0, "auto": "auto", None: None}[kind]

    def spacing(self, allow_auto, allow_negative):
        """A margin or padding value: one length, or an object with some sides."""
        dice = self.dice

        def one():
            if allow_auto and self.likely("autoMargin") and dice.chance(0.6):
                return "auto"
            if not allow_auto and self.likely("percentPadding"):
                return dice.percent(1, 20)
            if allow_negative and dice.chance(0.1):
                return -dice.length(1, 20)
            return dice.length(0, 24)

        if dice.chance(0.4):
            return one()
        sides = {}
        for side in ("top", "right", "bottom", "left"):
            if dice.chance(0.6):
                sides[side] = one()
        return sides

    def inset(self, extent):
        """A left/top/right/bottom value, sometimes a percentage (occasionally negative)."""
        if self.likely("percentInset"):
            return self.dice.percent(-10, 100) if self.dice.chance(0.15) else self.dice.percent(0, 80)
        return self.dice.length(-20, extent * 2 // 3)

    # -- nodes ----------------------------------------------------------------------------

    def node(self, depth, parent):
        """A node for a parent of kind "canvas", "view", "flex" or "zstack"."""
        dice = self.dice
        self.budget -= 1
        can_hold_children = depth < MAX_DEPTH and self.budget > 0
        kinds = [("hstack", 30), ("vstack", 30), ("view", 16), ("zstack", 10)]
        if parent == "flex":
            kinds.append(("spacer", 12))
        if not can_hold_children:
            # Leaves: mostly views, but also empty stacks (a flex container with no items).
            kinds = [("view", 4), ("hstack", 1), ("vstack", 1)] + ([("spacer", 2)] if parent == "flex" else [])
        elif depth == 0:
            kinds = [("hstack", 40), ("vstack", 40), ("zstack", 10), ("view", 10)]
        kind = dice.weighted(kinds)
        node = {"type": kind}

        extent = EXTENT_BY_DEPTH[depth]
        placement = self.placement(node, parent, extent)
        self.sizes(node, placement, kind, extent)
        self.box(node, placement)
        if placement == "flex-item":
            self.flex_item(node, kind, extent)

        if kind in ("hstack", "vstack"):
            self.flex_container(node, kind)
        elif kind == "zstack" and dice.chance(0.7):
            node["alignment"] = dice.pick(ZSTACK_ALIGNMENTS)
        if can_hold_children:
            if kind in ("hstack", "vstack"):
                self.children(node, depth, "flex")
            elif kind == "zstack":
                self.children(node, depth, "zstack")
            elif kind == "view" and (depth == 0 or dice.chance(0.35)):
                self.children(node, depth, "view")
        return node

    def placement(self, node, parent, extent):
        """Chooses how the node is placed and adds its insets or frame.

        Returns "flex-item", "grid-item" (in-flow zstack child), "absolute" or "frame".
        """
        dice = self.dice
        spacer = node["type"] == "spacer"
        if parent in ("view", "canvas"):
            frame_odds = 0.25 if parent == "view" else 0.05
            if not spacer and dice.chance(frame_odds):
                node["frame"] = self.frame(extent)
                return "frame"
            self.view_child_insets(node, parent == "canvas", extent)
            return "absolute"
        if not spacer and self.likely("frame"):
            node["frame"] = self.frame(extent)
            return "frame"
        if not spacer and self.likely("absolute"):
            node["position"] = "absolute"
            for start, end in (("left", "right"), ("top", "bottom")):
                pattern = dice.weighted((("none", 1), ("start", 1), ("end", 1), ("both", 2)))
                if pattern in ("start", "both"):
                    node[start] = self.inset(extent)
                if pattern in ("end", "both"):
                    node[end] = self.inset(extent)
            return "absolute"
        return "flex-item" if parent == "flex" else "grid-item"

    def view_child_insets(self, node, filling, extent):
        """Insets of a child of a view (or the root): open axes fill, given ones place it."""
        dice = self.dice
        for start, end in (("left", "right"), ("top", "bottom")):
            pattern = dice.weighted((("fill", 75 if filling else 40), ("start", 25), ("end", 15), ("both", 20)))
            if pattern in ("start", "both"):
                node[start] = self.inset(extent)
            if pattern in ("end", "both"):
                node[end] = self.inset(extent)

    def frame(self, extent):
        """A legacy frame; a missing width or height reaches the parent's far edge."""
        dice = self.dice
        frame = {}
        if dice.chance(0.85):
            frame["x"] = dice.length(-20, extent * 2 // 3)
        if dice.chance(0.85):
            frame["y"] = dice.length(-20, extent * 2 // 3)
        if dice.chance(0.7):
            frame["width"] = dice.length(0, extent)
        if dice.chance(0.7):
            frame["height"] = dice.length(0, extent)
        return frame

    def sizes(self, node, placement, kind, extent):
        """width/height, min/max and aspect ratio; none for a frame, which sets the size itself."""
        if placement == "frame":
            return
        dice = self.dice
        aspect = self.likely("aspectRatio") and kind != "spacer"
        for axis in ("width", "height"):
            value = self.size(kind in ("hstack", "vstack", "zstack"), extent)
            if value is not None:
                node[axis] = value
        if aspect and self.likely("stretch"):
            # Leave one axis auto so a stretched item meets its aspect ratio.
            node.pop(dice.pick(("width", "height")), None)
        if aspect:
            node["aspectRatio"] = dice.pick((0.5, 0.75, 1, 1.5, 2, 3, dice.integer(50, 300) / 100))
        for axis in ("Width", "Height"):
            if self.likely("minmax"):
                node["min" + axis] = dice.percent(10, 100) if self.likely("percent") else dice.length(0, extent)
            if self.likely("minmax"):
                if dice.chance(0.1):
                    node["max" + axis] = "none"
                else:
                    node["max" + axis] = dice.percent(10, 100) if self.likely("percent") else dice.length(0, extent)

    def box(self, node, placement):
        """Margins (not for a frame, whose x/y place the box), padding and border."""
        dice = self.dice
        if placement != "frame" and (dice.chance(0.2) or self.likely("autoMargin")):
            node["margin"] = self.spacing(allow_auto=True, allow_negative=True)
        if node["type"] != "spacer" and (dice.chance(0.25) or self.likely("percentPadding")):
            node["padding"] = self.spacing(allow_auto=False, allow_negative=False)
        if dice.chance(0.15):
            node["border"] = {"width": dice.integer(1, 5), "color": dice.pick(BORDER_COLOURS)}

    def flex_item(self, node, kind, extent):
        """Flex-item keys of an in-flow stack child, and a spacer's minLength."""
        dice = self.dice
        if self.likely("grow"):
            node["grow"] = dice.pick((1, 1, 2, 3, 0.5, 1.5, 0))
        if self.likely("shrink"):
            node["shrink"] = dice.pick((0, 0, 0.5, 1, 2, 3))
        if self.likely("basis"):
            node["basis"] = dice.weighted(((dice.length(0, extent), 6), (dice.percent(10, 100), 2),
                                           ("auto", 1), (0, 2)))
        if dice.chance(0.15):
            node["alignSelf"] = dice.pick(ALIGN_SELF)
        if kind == "spacer" and dice.chance(0.5):
            node["minLength"] = dice.length(0, 60)

    def flex_container(self, node, kind):
        """Flex container keys."""
        dice = self.dice
        natural = "row" if kind == "hstack" else "column"
        if self.likely("reverse"):
            node["direction"] = natural + "-reverse"
        elif dice.chance(0.08):
            node["direction"] = dice.pick(("row", "row-reverse", "column", "column-reverse"))
        if dice.chance(0.5):
            node["justify"] = dice.pick(JUSTIFY)
        if dice.chance(0.45):
            node["align"] = dice.pick(ALIGN)
        if self.likely("wrap"):
            node["wrap"] = dice.pick(("wrap", "wrap", "wrap-reverse", "none"))
            if dice.chance(0.6):
                node["alignContent"] = dice.pick(ALIGN_CONTENT)
        if dice.chance(0.3):
            if dice.chance(0.7):
                node["gap"] = dice.length(0, 20)
            else:
                node["gap"] = {"row": dice.length(0, 20), "column": dice.length(0, 20)}

    def children(self, node, depth, kind):
        """1–MAX_CHILDREN children, fewer when the scene's node budget runs out."""
        count = self.dice.integer(1, MAX_CHILDREN)
        children = []
        while len(children) < count and self.budget > 0:
            children.append(self.node(depth + 1, kind))
        if children:
            node["children"] = children


def generate(seed):
    """The scene for `seed`: a canvas of 200–800 × 150–600 points and up to MAX_NODES nodes."""
    builder = SceneBuilder(seed)
    width = builder.dice.integer(200, 800)
    height = builder.dice.integer(150, 600)
    return {"width": width, "height": height, "root": builder.node(0, "canvas")}
