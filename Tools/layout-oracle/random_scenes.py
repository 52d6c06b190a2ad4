"""Seeded generator of random scene documents for the layout oracle.

generate(seed) returns one scene that uses only the flexbox vocabulary the oracle maps to
CSS. The same seed gives the same scene on every run and every Python version: all
choices are built on random.Random.random(), the one method whose sequence Python
promises to keep (randint, choice and choices may change between versions), and nothing
iterates over sets or depends on hash order.

Each scene draws a "focus" that raises the odds of one area where layout engines often
disagree with browsers, so that every area gets many scenes of its own (FOCUS_ODDS says
what each one raises): aspect ratios, intrinsically sized nested containers with
grow/basis, percentages against indefinite sizes, absolute children with auto margins or
in reversed containers, clipping (which changes automatic minimum sizes), deep nesting,
wrapping columns sized by their content, percentage bases in content-sized stacks,
absolute children aligned between two insets, baselines in wrap-reverse lines, and
columns of growing items with minimum heights beside spacers. SceneBuilder(seed).focus
tells which focus a seed drew.

Scenes avoid the combinations the oracle refuses as undefined: insets on in-flow stack
children, frame together with insets or sizes, and alignSelf on zstack children (the
zstack's alignment decides there). Fractional lengths are multiples of 1/4 or 1/8 point,
which Chromium's 1/64 px layout unit holds exactly, so that a disagreement is never just
the browser's rounding of an input.
"""

import random

GENERATOR = "random_scenes.py v2"

# The tree's shape: levels below the root, node budget and children per container.
# Typical scenes stay small enough to read; the "deep" focus trades width for depth.
SHAPE = {"maxDepth": 4, "maxNodes": 40, "maxChildren": 6}
FOCUS_SHAPE = {"deep": {"maxDepth": 7, "maxNodes": 60, "maxChildren": 3}}
# Typical largest length at each depth: deeper boxes are smaller, as in real layouts, so
# that most scenes stay roughly on their canvas while still overflowing sometimes.
EXTENT_BY_DEPTH = (300, 240, 180, 120, 90, 72, 56, 44)

# Relative weights of the node types below the root (spacers only inside stacks); a focus
# can override some of them.
KIND_WEIGHTS = {"hstack": 30, "vstack": 30, "view": 16, "zstack": 10, "spacer": 12}
FOCUS_KINDS = {
    # Containers rather than views, so that the depth is made of stacks that size by content.
    "deep": {"view": 8, "zstack": 8, "spacer": 8},
    # Columns of growing items, with spacers among them.
    "grow-min": {"vstack": 50, "hstack": 12, "zstack": 6, "spacer": 24},
}

# Probabilities of the optional features; a focus overrides some of them.
BASE_ODDS = {
    "aspectRatio": 0.10,     # a node gets an aspect ratio
    "stretch": 0.0,          # extra chance an aspect-ratio item stays stretched (auto cross size)
    "ratioContent": 0.10,    # an aspect-ratio container leaves both sizes to its content
    "ratioWidth": 0.15,      # an aspect-ratio box gets a definite width and an auto height
    "ratioPercent": 0.15,    # a child of an aspect-ratio box takes a percentage height
    "ratioGrowMax": 0.10,    # an aspect-ratio stack item grows, capped by maxWidth or maxHeight
    "autoContainer": 0.45,   # an in-flow container leaves both sizes auto
    "viewChildren": 0.35,    # a view below the root holds children
    "grow": 0.30,
    "shrink": 0.20,
    "basis": 0.18,
    "percentBasis": 0.18,    # a basis is a percentage
    "minMain": 0.0,          # a stack item gets a minimum along its stack's main axis
    "minLength": 0.5,        # a spacer sets minLength
    "percent": 0.12,         # a size is a percentage
    "percentPadding": 0.10,  # padding uses percentages
    "percentInset": 0.25,    # an absolute inset is a percentage
    "absolute": 0.08,        # a stack child is position:absolute
    "absoluteStretch": 0.2,  # an absolute stack child has both insets on one axis, no size there, and an alignSelf
    "autoMargin": 0.12,      # margins include "auto"
    "reverse": 0.12,         # a stack uses a reversed direction
    "frame": 0.04,           # a stack child uses the legacy frame
    "minmax": 0.12,
    "wrap": 0.18,
    "wrapReverse": 0.25,     # a wrapping stack wraps in reverse
    "columnWrap": 0.02,      # a stack becomes a wrapping column whose width comes from its content
    "baseline": 0.0,         # a stack aligns its items on their baselines
    "baselineSelf": 0.0,     # a stack item aligns itself on its baseline
    "clip": 0.12,            # a node clips its children (overflow:hidden, which changes minimum sizes)
    "zero": 0.06,            # a width, height, minimum, basis, gap or minLength is 0
}
FOCUS_ODDS = {
    "mixed": {},
    # Stretched items, definite-width items, content-sized boxes, percentage heights
    # inside ratio boxes, and growing ratio items capped by a maximum.
    "aspect": {"aspectRatio": 0.45, "stretch": 0.6, "ratioContent": 0.3, "ratioWidth": 0.3,
               "ratioPercent": 0.5, "ratioGrowMax": 0.35},
    "intrinsic": {"autoContainer": 0.8, "grow": 0.6, "basis": 0.45, "shrink": 0.35},
    "percent": {"percent": 0.4, "percentPadding": 0.4, "percentInset": 0.6, "autoContainer": 0.7},
    "absolute": {"absolute": 0.3, "autoMargin": 0.5, "reverse": 0.5, "frame": 0.1},
    # Clipping items that would otherwise keep their content's minimum size: shrinking
    # items, zero or small bases, aspect ratios.
    "clip": {"clip": 0.5, "shrink": 0.35, "basis": 0.3, "aspectRatio": 0.2, "zero": 0.1},
    # Up to FOCUS_SHAPE's depth, mostly content-sized, so intrinsic sizes pass through
    # many levels.
    "deep": {"autoContainer": 0.6, "viewChildren": 0.6},
    "column-wrap": {"columnWrap": 0.45, "autoContainer": 0.6},
    "basis": {"basis": 0.6, "percentBasis": 0.7, "autoContainer": 0.8, "grow": 0.45},
    "absolute-align": {"absolute": 0.3, "absoluteStretch": 0.8, "autoMargin": 0.25},
    "baseline": {"baseline": 0.55, "baselineSelf": 0.25, "wrap": 0.6, "wrapReverse": 0.6},
    "grow-min": {"grow": 0.65, "minMain": 0.5, "minLength": 0.85, "autoContainer": 0.3},
}
FOCUSES = ("mixed", "aspect", "intrinsic", "percent", "absolute", "clip", "deep",
           "column-wrap", "basis", "absolute-align", "baseline", "grow-min")

STACKS = ("hstack", "vstack")
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
        """Mostly whole points; sometimes quarter or eighth points (such as 12.5 or 33.125).

        Quarters and eighths exercise fractional layout while staying exact in Chromium's
        1/64 px unit (a tenth would be snapped, so the browser would lay out another value).
        """
        kind = self.weighted((("whole", 76), ("quarter", 16), ("eighth", 8)))
        if kind == "whole":
            return self.integer(low, high)
        steps = 4 if kind == "quarter" else 8
        value = self.integer(low * steps, high * steps) / steps
        return int(value) if value.is_integer() else value

    def percent(self, low, high):
        """An "N%" string, usually whole, occasionally with one decimal (e.g. "33.3%")."""
        value = self.integer(low, high) if self.chance(0.85) else self.integer(low * 10, high * 10) / 10
        return f"{value:g}%"


class Parent:
    """What a node's choices depend on about its parent.

    kind is "canvas", "view", "flex" or "zstack"; main_axis ("row"/"column") is set for
    flex parents; ratio tells whether the parent has an aspect ratio.
    """

    def __init__(self, kind, main_axis=None, ratio=False):
        self.kind = kind
        self.main_axis = main_axis
        self.ratio = ratio


class SceneBuilder:
    """Builds one scene; holds the dice, the scene's focus, odds and shape, and the node budget."""

    def __init__(self, seed):
        self.dice = Dice(seed)
        self.focus = self.dice.pick(FOCUSES)
        self.odds = dict(BASE_ODDS, **FOCUS_ODDS[self.focus])
        self.kinds = dict(KIND_WEIGHTS, **FOCUS_KINDS.get(self.focus, {}))
        shape = dict(SHAPE, **FOCUS_SHAPE.get(self.focus, {}))
        self.max_depth = shape["maxDepth"]
        self.max_children = shape["maxChildren"]
        self.budget = shape["maxNodes"]

    def likely(self, feature):
        return self.dice.chance(self.odds[feature])

    # -- values ---------------------------------------------------------------------------

    def zero_or(self, value):
        """Now and then 0 instead of `value`: empty boxes, bases and gaps are edge cases of their own."""
        return 0 if self.likely("zero") else value

    def size(self, container, extent):
        """A width or height, or None to leave it out (auto). Containers are auto more often."""
        dice = self.dice
        if container and self.likely("autoContainer"):
            return None
        if self.likely("percent"):
            return dice.percent(10, 100)
        kind = dice.weighted(((None, 40), ("number", 47), ("auto", 5), ("zero", 4), ("large", 2)))
        if kind == "number":
            return self.zero_or(dice.length(5, extent))
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
        """A node for `parent` (a Parent)."""
        dice = self.dice
        self.budget -= 1
        can_hold_children = depth < self.max_depth and self.budget > 0
        if not can_hold_children:
            # Leaves: mostly views, but also empty stacks (a flex container with no items).
            kinds = [("view", 4), ("hstack", 1), ("vstack", 1)] + ([("spacer", 2)] if parent.kind == "flex" else [])
        elif depth == 0:
            kinds = [("hstack", 40), ("vstack", 40), ("zstack", 10), ("view", 10)]
        else:
            kinds = [(kind, weight) for kind, weight in self.kinds.items()
                     if kind != "spacer" or parent.kind == "flex"]
        kind = dice.weighted(kinds)
        node = {"type": kind}

        extent = EXTENT_BY_DEPTH[depth]
        placement = self.placement(node, parent, extent)
        self.sizes(node, placement, kind, extent, parent)
        self.box(node, placement)
        if placement == "flex-item":
            self.flex_item(node, kind, extent, parent)
        elif placement == "absolute" and parent.kind == "flex":
            self.absolute_item(node, extent)

        if kind in STACKS:
            self.flex_container(node, kind, placement, parent, extent)
        elif kind == "zstack" and dice.chance(0.7):
            node["alignment"] = dice.pick(ZSTACK_ALIGNMENTS)
        # A spacer has no children to clip, and its main-axis minimum is set explicitly.
        if kind != "spacer" and self.likely("clip"):
            # An explicit false now and then: it must lay out exactly as no key at all.
            node["clip"] = dice.chance(0.9)
        if can_hold_children:
            ratio = "aspectRatio" in node
            if kind in STACKS:
                direction = node.get("direction", "row" if kind == "hstack" else "column")
                self.children(node, depth, Parent("flex", direction.split("-")[0], ratio))
            elif kind == "zstack":
                self.children(node, depth, Parent("zstack", ratio=ratio))
            elif kind == "view" and (depth == 0 or self.likely("viewChildren")):
                self.children(node, depth, Parent("view", ratio=ratio))
        return node

    def placement(self, node, parent, extent):
        """Chooses how the node is placed and adds its insets or frame.

        Returns "flex-item", "grid-item" (in-flow zstack child), "absolute" or "frame".
        """
        dice = self.dice
        spacer = node["type"] == "spacer"
        if parent.kind in ("view", "canvas"):
            frame_odds = 0.25 if parent.kind == "view" else 0.05
            if not spacer and dice.chance(frame_odds):
                node["frame"] = self.frame(extent)
                return "frame"
            self.view_child_insets(node, parent.kind == "canvas", extent)
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
        return "flex-item" if parent.kind == "flex" else "grid-item"

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

    def sizes(self, node, placement, kind, extent, parent):
        """width/height, min/max and aspect ratio; none for a frame, which sets the size itself."""
        if placement == "frame":
            return
        dice = self.dice
        aspect = self.likely("aspectRatio") and kind != "spacer"
        for axis in ("width", "height"):
            value = self.size(kind in ("hstack", "vstack", "zstack"), extent)
            if value is not None:
                node[axis] = value
        if parent.ratio and self.likely("ratioPercent"):
            # The ratio box's height is definite only through its ratio; percentages of it
            # resolve against that height, or against none when the box is content-sized.
            node["height"] = dice.percent(10, 100)
            if dice.chance(0.4):
                node["width"] = dice.percent(10, 100)
        if aspect:
            if kind in ("hstack", "vstack", "zstack") and self.likely("ratioContent"):
                # Sized by its children on one axis and by the ratio on the other, with the
                # content's size as the automatic minimum. (Not a view: its children are
                # all absolute, so they never size it.)
                node.pop("width", None)
                node.pop("height", None)
            elif self.likely("ratioWidth"):
                node["width"] = dice.percent(20, 100) if self.likely("percent") else dice.length(10, extent)
                node.pop("height", None)
            elif self.likely("stretch"):
                # Leave one axis auto so a stretched item meets its aspect ratio.
                node.pop(dice.pick(("width", "height")), None)
            node["aspectRatio"] = dice.pick((0.5, 0.75, 1, 1.5, 2, 3, dice.integer(50, 300) / 100))
        for axis in ("Width", "Height"):
            if self.likely("minmax"):
                node["min" + axis] = (dice.percent(10, 100) if self.likely("percent")
                                      else self.zero_or(dice.length(0, extent)))
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

    def flex_item(self, node, kind, extent, parent):
        """Flex-item keys of an in-flow stack child, and a spacer's minLength."""
        dice = self.dice
        if self.likely("grow"):
            node["grow"] = dice.pick((1, 1, 2, 3, 0.5, 1.5, 0))
        if self.likely("shrink"):
            node["shrink"] = dice.pick((0, 0, 0.5, 1, 2, 3))
        if self.likely("basis"):
            if self.likely("percentBasis"):
                node["basis"] = dice.percent(0, 100) if dice.chance(0.2) else dice.percent(10, 100)
            else:
                node["basis"] = dice.weighted(((self.zero_or(dice.length(0, extent)), 6), ("auto", 1), (0, 2)))
        if "aspectRatio" in node and self.likely("ratioGrowMax"):
            # It grows along its stack's main axis; a maximum on the other axis caps that
            # growth only through the ratio.
            node["grow"] = dice.pick((1, 1, 2, 0.5))
            node["maxWidth" if dice.chance(0.75) else "maxHeight"] = dice.length(10, extent)
        if kind != "spacer" and self.likely("minMain"):
            main = "minWidth" if parent.main_axis == "row" else "minHeight"
            node[main] = dice.weighted(((dice.length(1, extent), 6), (dice.percent(5, 60), 2), (0, 1)))
        if self.likely("baselineSelf"):
            node["alignSelf"] = "baseline"
        elif dice.chance(0.15):
            node["alignSelf"] = dice.pick(ALIGN_SELF)
        if kind == "spacer" and self.likely("minLength"):
            node["minLength"] = self.zero_or(dice.length(0, 60))

    def absolute_item(self, node, extent):
        """An absolute stack child placed between two opposite insets with no size there.

        align-self then decides whether it stretches between the insets or shrinks to its
        content and is aligned within them (CSS Box Alignment for absolute boxes), where
        engines often still stretch it or ignore the insets.
        """
        dice = self.dice
        if not self.likely("absoluteStretch"):
            return
        start, end, size = ("top", "bottom", "height") if dice.chance(0.7) else ("left", "right", "width")
        for edge in (start, end):
            node[edge] = dice.percent(0, 40) if self.likely("percentInset") else dice.length(-10, extent // 3)
        node.pop(size, None)
        node["alignSelf"] = dice.pick(ALIGN_SELF)

    def flex_container(self, node, kind, placement, parent, extent):
        """Flex container keys."""
        dice = self.dice
        natural = "row" if kind == "hstack" else "column"
        if self.likely("reverse"):
            node["direction"] = natural + "-reverse"
        elif dice.chance(0.08):
            node["direction"] = dice.pick(("row", "row-reverse", "column", "column-reverse"))
        if dice.chance(0.5):
            node["justify"] = dice.pick(JUSTIFY)
        if self.likely("baseline"):
            node["align"] = "baseline"
        elif dice.chance(0.45):
            node["align"] = dice.pick(ALIGN)
        if self.likely("wrap"):
            node["wrap"] = "wrap-reverse" if self.likely("wrapReverse") else dice.pick(("wrap", "wrap", "none"))
            if dice.chance(0.6):
                node["alignContent"] = dice.pick(ALIGN_CONTENT)
        if dice.chance(0.3):
            if dice.chance(0.7):
                node["gap"] = self.zero_or(dice.length(0, 20))
            else:
                node["gap"] = {"row": self.zero_or(dice.length(0, 20)), "column": dice.length(0, 20)}
        if placement != "frame" and self.likely("columnWrap"):
            self.column_wrap(node, placement, parent, extent)

    def column_wrap(self, node, placement, parent, extent):
        """Makes the stack a wrapping column whose width comes from its content.

        The column's height (or maximum height) makes its items wrap into several
        columns; its width is left to its content, which CSS takes from all the columns
        and engines often from one. Whatever would give it a width from outside (a
        stretching parent, growing or a basis in a row, two horizontal insets) is removed.
        """
        dice = self.dice
        node["direction"] = "column-reverse" if dice.chance(0.2) else "column"
        node["wrap"] = "wrap-reverse" if dice.chance(0.25) else "wrap"
        if "alignContent" not in node and dice.chance(0.5):
            node["alignContent"] = dice.pick(ALIGN_CONTENT)
        node.pop("width", None)
        node.pop("height", None)
        node.pop("maxHeight", None)
        limit = dice.length(extent // 3, extent)
        node["height" if dice.chance(0.7) else "maxHeight"] = limit
        if placement == "flex-item":
            if parent.main_axis == "column":
                if dice.chance(0.8):
                    node["alignSelf"] = dice.pick(("start", "center", "end"))
            else:
                node.pop("grow", None)
                node.pop("basis", None)
        elif placement == "absolute" and "left" in node and "right" in node:
            del node["right"]

    def children(self, node, depth, parent):
        """1 to the shape's maxChildren children, fewer when the scene's node budget runs out."""
        count = self.dice.integer(1, self.max_children)
        children = []
        while len(children) < count and self.budget > 0:
            children.append(self.node(depth + 1, parent))
        if children:
            node["children"] = children


def generate(seed):
    """The scene for `seed`: a canvas of 200–800 × 150–600 points and a tree of the focus's shape."""
    builder = SceneBuilder(seed)
    width = builder.dice.integer(200, 800)
    height = builder.dice.integer(150, 600)
    return {"width": width, "height": height, "root": builder.node(0, Parent("canvas"))}


LABEL_WORDS = ("the quick brown fox jumps over a lazy dog design systems render cards previews "
               "typography kerning office flight Tokyo 2026 café résumé Zürich").split()
LABEL_KEYS = ("type", "id", "background", "border", "clip", "frame", "width", "height", "minWidth", "minHeight",
              "maxWidth", "maxHeight", "aspectRatio", "margin", "padding", "grow", "shrink", "basis", "alignSelf",
              "position", "left", "top", "right", "bottom")


def with_labels(scene, seed):
    """`scene` with about half of its childless views and stacks turned into labels of one to
    twelve words in a DejaVu family at 10–28 points, keeping their layout keys: text in
    flex items, wrapping, and min- and max-content sizes from real glyphs. The choices come
    from a generator of their own, so `generate(seed)` is unchanged."""
    rng = random.Random(seed * 7919 + 17)

    def visit(node):
        children = node.get("children", [])
        for child in children:
            visit(child)
        if node is scene["root"] or children or node["type"] not in ("view", "hstack", "vstack") or rng.random() < 0.5:
            return
        kept = {key: value for key, value in node.items() if key in LABEL_KEYS}
        node.clear()
        node.update(kept)
        node["type"] = "label"
        node["text"] = " ".join(rng.choice(LABEL_WORDS) for _ in range(rng.randint(1, 12)))
        node["font"] = {"family": rng.choice(["DejaVu Sans", "DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"]),
                        "size": rng.choice([10, 12, 13, 14, 15, 16, 17, 20, 24, 28])}

    visit(scene["root"])
    return scene
