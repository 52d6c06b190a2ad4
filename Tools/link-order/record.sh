#!/usr/bin/env bash
# Records which of render-cli's functions a start and a few renders run, into
# render-cli.order beside this script. The release build links those functions first
# (lld's --symbol-ordering-file), so that a render touches a few contiguous pages of the
# program's text instead of pages all over it: the kernel maps a program's text 64 KiB
# around each page touched, so scattered functions cost memory and page faults.
#
# Usage: Tools/link-order/record.sh RENDER-CLI   (a release build; `make link-order` runs it)
set -euo pipefail
cd "$(dirname "$0")/../.."
program=$(realpath "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Valgrind reads the symbol table, not the static program's debug information.
strip -g -o "$work/render-cli" "$program"
runs=(
    "--version"
    "--help"
    "Benchmarks/reference-card/card.json -o $work/card.png"
    "Examples/og-card.json -o $work/og-card.png"
    "Examples/og-card.json -o $work/og-card-fast.png --png fast"
    "Examples/og-card.json -o $work/og-card.jpg"
    "Examples/og-card.json -o $work/og-card.webp"
    "Examples/gallery.json -o $work/gallery.png"
)
outputs=()
for index in "${!runs[@]}"; do
    # shellcheck disable=SC2086 # each run is a list of arguments
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$index.out" "$work/render-cli" ${runs[$index]} >/dev/null 2>"$work/$index.log" \
        || { cat "$work/$index.log" >&2; echo "render-cli ${runs[$index]} failed" >&2; exit 1; }
    outputs+=("$work/$index.out")
done
python3 Tools/link-order/functions.py "$work/render-cli" "${outputs[@]}" > "$work/render-cli.order"
mv "$work/render-cli.order" Tools/link-order/render-cli.order
echo "Wrote Tools/link-order/render-cli.order ($(wc -l < Tools/link-order/render-cli.order) functions)"
