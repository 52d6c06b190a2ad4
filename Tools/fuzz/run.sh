#!/usr/bin/env bash
# Builds each fuzz target with libFuzzer and AddressSanitizer (the Scene module's sources
# compiled with the target's entry point) and runs it for SECONDS seconds on its seed
# corpus: the goldens' and examples' scenes. Usage: Tools/fuzz/run.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
out=.build/fuzz
mkdir -p "$out/seeds"
find Goldens Examples -name '*.json' -not -path '*/.build/*' -exec cp {} "$out/seeds/" \;
export SWIFT_BACKTRACE=enable=no
for target in SceneDecoderFuzz TemplateBindingFuzz; do
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name Scene \
        $(find Sources/Scene -name '*.swift') "Tools/fuzz/$target.swift" -o "$out/$target"
    mkdir -p "$out/corpus-$target"
    echo "== $target for $seconds s"
    "$out/$target" -max_total_time="$seconds" -max_len=1048576 -rss_limit_mb=4096 -print_final_stats=1 \
        -artifact_prefix="$out/crash-$target-" "$out/corpus-$target" "$out/seeds" 2>&1 | grep -E "^(#[0-9]+[[:space:]]+DONE|stat::|==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written)" || true
done
