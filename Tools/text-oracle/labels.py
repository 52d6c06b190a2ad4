#!/usr/bin/env python3
"""Seeded label specifications for the text oracle (`labels.py v3`).

Each label is a paragraph and how to set it: text, family, size, weight, style, line
height, letter spacing, alignment, direction, and a width (or none: one line at its
max-content width). The mix covers what issue-tracked text parity needs: sizes 10–96 px,
line heights below, at and above the font's own, positive and negative letter spacing,
kerning pairs, ligatures, every alignment, right-to-left text, Chinese and Japanese with
their punctuation, runs of other sizes, families and baselines, and wrapping at many widths.
The same seeds give byte-identical output on every run.

Usage: python3 Tools/text-oracle/labels.py --count 300 --first-seed 1 OUT.json
"""
import argparse
import json
import random
from pathlib import Path

WORDS = ("the quick brown fox jumps over lazy dog while seven wizards quietly judge boxing matches "
         "design systems render cards thumbnails previews typography kerning spacing baseline "
         "office affine flight waffle shuffle efficient ligature AVATAR WAVE Toy Yacht Tokyo Yesterday "
         "LT AV To Ty Wa Yo VA fi fl ffi 2026 1,234.56 $49.99 100% e-mail (draft) “quoted” naïve café "
         "résumé Zürich Ångström São Paulo San Francisco Reykjavík").split()
CJK = ["中文排版遵守禁则：句号、逗号和右括号不能出现在行首。", "这是一个用于检查换行的测试段落（示例）。",
       "日本語の文章では、句読点「。」や「、」が行頭に来ないように禁則処理を行います。", "東京タワーは高さ333メートルです。",
       "混合 text 与中文 mixed 排版 2026 年", "价格：¥1,234.56（含税）"]
RTL = ["שלום עולם זה טקסט לדוגמה בעברית", "ספר חדש על עיצוב וטיפוגרפיה", "مرحبا بالعالم هذا نص تجريبي", "كتاب جديد عن التصميم"]
FAMILIES = ["DejaVu Sans"] * 5 + ["DejaVu Serif"] * 2 + ["DejaVu Sans Mono"]
SIZES = [10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 28, 32, 36, 40, 48, 56, 64, 72, 96]


def label(rng):
    family = rng.choice(FAMILIES)
    size = rng.choice(SIZES) if rng.random() < 0.8 else round(rng.uniform(10, 96), 2)
    spec = {"family": family, "size": size}
    script = rng.random()
    if script < 0.1:
        spec["text"] = rng.choice(RTL)
        spec["direction"] = "rtl"
    elif script < 0.18:
        spec["text"] = rng.choice(CJK)
    else:
        spec["text"] = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 14)))
    if family != "DejaVu Sans Mono" and rng.random() < 0.25:
        spec["weight"] = 700
    elif family == "DejaVu Sans" and rng.random() < 0.1:
        spec["italic"] = True
    roll = rng.random()
    if roll < 0.35:
        pass
    elif roll < 0.7:
        spec["lineHeight"] = rng.choice([0.8, 1, 1.15, 1.2, 1.25, 1.4, 1.5, 2])
    else:
        spec["lineHeight"] = f"{round(size * rng.choice([0.9, 1.0, 1.17, 1.25, 1.5]) * 2) / 2:g}px"
    if rng.random() < 0.3:
        spec["letterSpacing"] = rng.choice([-1.5, -1, -0.5, -0.25, 0.25, 0.5, 1, 2, 3])
    spec["align"] = rng.choice(["leading", "leading", "center", "trailing", "justify"])
    if script >= 0.18 and rng.random() < 0.2:
        spec["runs"] = runs(rng, spec["text"], size)
    if rng.random() < 0.4:
        spec["width"] = None
    else:
        # Chinese and Japanese break between any two characters.
        longest = 2 if 0.1 <= script < 0.18 else max(len(word) for word in spec["text"].split())
        spec["width"] = round(rng.uniform(max(longest * size * 0.75, 40), min(max(size * 30, 200), 800)))
    return spec


def runs(rng, text, size):
    """The text cut at word boundaries into runs, some of another size, family or baseline."""
    words = text.split(" ")
    cuts = sorted(rng.sample(range(1, len(words)), min(len(words) - 1, rng.randint(1, 3)))) if len(words) > 1 else []
    pieces = [" ".join(words[start:end]) for start, end in zip([0] + cuts, cuts + [len(words)])]
    result = []
    for index, piece in enumerate(pieces):
        run = {"text": piece + (" " if index < len(pieces) - 1 else "")}
        roll = rng.random()
        if roll < 0.5:
            run["size"] = round(size * rng.choice([0.5, 0.75, 1.25, 1.5, 2]), 2)
        elif roll < 0.65:
            run["family"] = rng.choice(["DejaVu Serif", "DejaVu Sans Mono"])
        elif roll < 0.8:
            run["shift"] = rng.choice([-4, -2, 2, 3, 6])
        result.append(run)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("out")
    arguments = parser.parse_args()
    labels = {}
    for seed in range(arguments.first_seed, arguments.first_seed + arguments.count):
        labels[f"seed {seed}"] = label(random.Random(seed))
    lines = ",\n".join(f"  {json.dumps(name)}: {json.dumps(spec, ensure_ascii=False)}" for name, spec in labels.items())
    Path(arguments.out).write_text(f'{{\n "generator": "labels.py v3",\n "labels": {{\n{lines}\n }}\n}}\n', encoding="utf-8")


if __name__ == "__main__":
    main()
