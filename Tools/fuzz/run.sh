#!/usr/bin/env bash
# Builds each fuzz target with libFuzzer and AddressSanitizer (the Scene module's sources
# compiled with the target's entry point) and runs it for SECONDS seconds on its seed
# corpus: the goldens' and examples' scenes; then the picture decoders' C target (with
# UndefinedBehaviorSanitizer too) on the repository's pictures. Usage: Tools/fuzz/run.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
out=.build/fuzz
mkdir -p "$out/seeds" "$out/pictures"
find Goldens Examples -name '*.json' -not -path '*/.build/*' -exec cp {} "$out/seeds/" \;
find Goldens Examples Tests -type f \( -name '*.png' -o -name '*.jpg' -o -name '*.webp' -o -name '*.gif' \) -size -300k \
    -not -path '*/.build/*' -exec cp {} "$out/pictures/" \;
report() { grep -E "^(#[0-9]+[[:space:]]+DONE|stat::|==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written|.*runtime error)" || true; }
export SWIFT_BACKTRACE=enable=no
for target in SceneDecoderFuzz TemplateBindingFuzz DataURIFuzz; do
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name Scene \
        $(find Sources/Scene -name '*.swift') "Tools/fuzz/$target.swift" -o "$out/$target"
    mkdir -p "$out/corpus-$target"
    echo "== $target for $seconds s"
    "$out/$target" -max_total_time="$seconds" -max_len=1048576 -rss_limit_mb=4096 -print_final_stats=1 \
        -artifact_prefix="$out/crash-$target-" "$out/corpus-$target" "$out/seeds" 2>&1 | report
done
# The remote-reference parsers, which need no libcurl: Sources/Fetch's pure Swift files.
fetch=Sources/Fetch
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name Fetch \
    "$fetch"/{HostPattern,RemoteAccess,RemoteAccessError,RemoteURL,RemoteFailure,CacheDirectives}.swift \
    Tools/fuzz/RemoteReferenceFuzz.swift -o "$out/RemoteReferenceFuzz"
mkdir -p "$out/corpus-RemoteReferenceFuzz" "$out/references"
printf 'https://cdn.example.com/a.png?v=2' > "$out/references/url"
printf 'http://[::1]:8080/x' > "$out/references/ipv6"
printf '*.images.example.com' > "$out/references/wildcard"
printf 'public, max-age=600, no-cache' > "$out/references/cache-control"
echo "== RemoteReferenceFuzz for $seconds s"
"$out/RemoteReferenceFuzz" -max_total_time="$seconds" -max_len=16384 -print_final_stats=1 \
    -artifact_prefix="$out/crash-RemoteReferenceFuzz-" "$out/corpus-RemoteReferenceFuzz" "$out/references" 2>&1 | report
# Only the project's C is instrumented: the libraries' own code is exercised, but guided and
# checked only where it returns to the wrappers (sizes, error paths, buffers).
codecs=Sources/CCodecs
clang -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -g -O1 -I"$codecs/include" -I"$codecs" \
    Tools/fuzz/ImageDecoderFuzz.c "$codecs"/{jpeg_decode,webp_decode,gif_decode,gif_source,buffer,pixels}.c \
    $(pkg-config --cflags --libs cairo libjpeg libwebp libwebpdemux) -lgif -o "$out/ImageDecoderFuzz" 2>&1 \
    | sed "/warning: Cannot export local symbol '__asan_/d"
mkdir -p "$out/corpus-ImageDecoderFuzz"
echo "== ImageDecoderFuzz for $seconds s"
"$out/ImageDecoderFuzz" -max_total_time="$seconds" -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$out/crash-ImageDecoderFuzz-" "$out/corpus-ImageDecoderFuzz" "$out/pictures" 2>&1 | report
# The web-font unwrappers: the project's WOFF 1.0 reader (instrumented) and the WOFF2 shim
# around libwoff2dec, from the goldens' WOFF and WOFF2 fonts.
fonts=Sources/CWebFonts
mkdir -p "$out/fonts" "$out/corpus-WebFontFuzz"
cp Goldens/text/assets/*.woff Goldens/text/assets/*.woff2 "$out/fonts/"
clang -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -g -O1 -I"$fonts/include" -c "$fonts/woff_decode.c" -o "$out/woff_decode.o"
clang++ -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -g -O1 -I"$fonts/include" -c "$fonts/woff2_decode.cpp" -o "$out/woff2_decode.o"
clang -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -g -O1 -I"$fonts/include" Tools/fuzz/WebFontFuzz.c \
    "$out/woff_decode.o" "$out/woff2_decode.o" -lwoff2dec -lz -lstdc++ -o "$out/WebFontFuzz" 2>&1 \
    | sed "/warning: Cannot export local symbol '__asan_/d"
echo "== WebFontFuzz for $seconds s"
"$out/WebFontFuzz" -max_total_time="$seconds" -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$out/crash-WebFontFuzz-" "$out/corpus-WebFontFuzz" "$out/fonts" 2>&1 | report
