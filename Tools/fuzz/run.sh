#!/usr/bin/env bash
# Builds each fuzz target with libFuzzer and AddressSanitizer (the Scene module's sources
# compiled with the target's entry point) and runs it for SECONDS seconds on its seed
# corpus: the goldens' and examples' scenes, SVG documents, label markup; then the service
# over HTTP, and the picture decoders' and web-font readers' C (with
# UndefinedBehaviorSanitizer too) on the repository's pictures and fonts.
# Usage: Tools/fuzz/run.sh [SECONDS]
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
# The SVG screen, which decides what librsvg may read, from the repository's SVG pictures.
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name Scene \
    $(find Sources/Scene -name '*.swift') Sources/Rendering/Images/VectorScreen.swift Tools/fuzz/SVGScreenFuzz.swift -o "$out/SVGScreenFuzz" 2>&1 \
    | sed "/warning: Cannot export local symbol '__asan_/d"
mkdir -p "$out/corpus-SVGScreenFuzz" "$out/svg"
find Goldens Examples Tests -name '*.svg' -not -path '*/.build/*' -exec cp {} "$out/svg/" \;
printf '<svg xmlns="http://www.w3.org/2000/svg"><use href="#a"/><image xlink:href="data:image/png;base64,iVBORw0KGgo="/><text>x</text></svg>' > "$out/svg/references.svg"
echo "== SVGScreenFuzz for $seconds s"
"$out/SVGScreenFuzz" -max_total_time="$seconds" -max_len=1048576 -timeout=10 -dict=Tools/fuzz/svg.dict -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$out/crash-SVGScreenFuzz-" "$out/corpus-SVGScreenFuzz" "$out/svg" 2>&1 | report
# Label markup through Pango's parser and the size limit, as TextLayout checks it.
cairo_flags=$(pkg-config --cflags pangocairo librsvg-2.0 | sed -e 's/-pthread//g' -e 's/-I/-Xcc -I/g')
# shellcheck disable=SC2086
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name TextLayout -I Sources/CCairo $cairo_flags \
    Sources/TextLayout/PangoMarkup.swift Tools/fuzz/PangoMarkupFuzz.swift -o "$out/PangoMarkupFuzz" 2>&1 \
    | sed "/warning: Cannot export local symbol '__asan_/d"
mkdir -p "$out/corpus-PangoMarkupFuzz" "$out/markup"
printf '<b>bold</b> <i>and</i> <span foreground="#f00" size="x-large">red</span>' > "$out/markup/spans"
printf '<span font="Sans Bold 2400">big</span><span size="2400000">x</span>' > "$out/markup/sizes"
printf 'a &amp; b &lt; <tt>c</tt><sub>2</sub><sup>3</sup><s>gone</s><u>under</u>' > "$out/markup/entities"
echo "== PangoMarkupFuzz for $seconds s"
"$out/PangoMarkupFuzz" -max_total_time="$seconds" -max_len=65536 -timeout=10 -dict=Tools/fuzz/markup.dict -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$out/crash-PangoMarkupFuzz-" "$out/corpus-PangoMarkupFuzz" "$out/markup" 2>&1 | report
# The service's request handling, from outside: render-serve built with Address Sanitizer,
# sent mutated HTTP by four clients at once (Tools/fuzz/http_fuzz.py says what is a finding).
swift build --scratch-path .build/asan --sanitize address --product render-serve 2>&1 | sed -e '/prohibited flag/d' -e "/Cannot export local symbol '__asan_/d" | grep -E "error|warning: " || true
swift build --scratch-path .build/asan --sanitize address --product svg-sandbox 2>&1 | sed -e '/prohibited flag/d' | grep -E "error|warning: " || true
echo "== HTTPFuzz for $seconds s"
ASAN_OPTIONS=detect_leaks=0 /usr/bin/python3 Tools/fuzz/http_fuzz.py .build/asan/debug/render-serve "$seconds" "$out"
# Only the project's C is instrumented: the libraries' own code is exercised, but guided and
# checked only where it returns to the wrappers (sizes, error paths, buffers).
codecs=Sources/CCodecs
clang -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -g -O1 -I"$codecs/include" -I"$codecs" \
    Tools/fuzz/ImageDecoderFuzz.c "$codecs"/{jpeg_decode,webp_decode,gif_decode,gif_source,buffer,pixels,lazy_webp,lazy_gif,lazy_library}.c \
    $(pkg-config --cflags --libs cairo libjpeg) -ldl -lpthread -o "$out/ImageDecoderFuzz" 2>&1 \
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
    "$out/woff_decode.o" "$out/woff2_decode.o" -lz -ldl -lstdc++ -o "$out/WebFontFuzz" 2>&1 \
    | sed "/warning: Cannot export local symbol '__asan_/d"
echo "== WebFontFuzz for $seconds s"
"$out/WebFontFuzz" -max_total_time="$seconds" -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$out/crash-WebFontFuzz-" "$out/corpus-WebFontFuzz" "$out/fonts" 2>&1 | report
