// swift-tools-version:6.0
import PackageDescription

/// The scene renderer: JSON or a Swift DSL in, pixels (or vectors) out.
///
/// Only `CCairo`, `CCodecs`, `TextLayout` and `Rendering` touch C. `Scene` is pure Swift:
/// decoding, validation, layout and the display list are testable without Cairo.
let package = Package(
    name: "SceneRenderer",
    products: [
        .library(name: "Scene", targets: ["Scene"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "SceneTesting", targets: ["SceneTesting"]),
        .library(name: "Batch", targets: ["Batch"]),
        .executable(name: "render-cli", targets: ["render-cli"]),
        .executable(name: "render-serve", targets: ["render-serve"]),
        .executable(name: "svg-sandbox", targets: ["svg-sandbox"]),
        .library(name: "Service", targets: ["Service"]),
        .library(name: "Fetch", targets: ["Fetch"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo cairo-pdf cairo-svg pangocairo pangoft2 fontconfig libpng libjpeg",
            providers: [
                .apt([
                    "libcairo2-dev", "libpango1.0-dev", "libfontconfig1-dev",
                    "libpng-dev", "libjpeg62-turbo-dev", "libwebp-dev", "librsvg2-dev", "libgif-dev",
                    "zlib1g-dev", "libdeflate-dev",
                ]),
            ]
        ),
        // librsvg, linked only into svg-sandbox; the renderer loads it with dlopen when a
        // scene has an SVG picture.
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0 cairo-svg fontconfig", providers: [.apt(["librsvg2-dev"])]),
        // The HTTP server and libcrypto's digests, linked only into render-serve.
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd libcrypto", providers: [.apt(["libmicrohttpd-dev", "libssl-dev"])]),
        .target(name: "CHTTPServer", dependencies: ["CMicroHTTPD"]),
        // libcurl, loaded with dlopen only when a scene names a URL (`libcurl4-openssl-dev`
        // gives its headers).
        .target(name: "CFetch"),
        // Pictures from allowed URLs: address checks, redirects, limits and an HTTP cache.
        .target(name: "Fetch", dependencies: ["CFetch", "Locking", "Files"]),
        // libwebp and giflib are loaded with dlopen on first use (lazy_webp.c, lazy_gif.c), so
        // a render that never reads or writes those formats does not map them.
        .target(name: "CCodecs", dependencies: ["CCairo"], linkerSettings: [.linkedLibrary("z"), .linkedLibrary("deflate"), .linkedLibrary("dl")]),
        .target(name: "Scene", dependencies: ["Locking", "Files"]),
        // A lock Thread Sanitizer can see, for state shared between renders.
        .target(name: "Locking"),
        // WOFF2 decoded by libwoff2dec (C++, `libwoff-dev`, loaded with dlopen on first use)
        // and WOFF 1.0 unwrapped with zlib, into the sfnt data FreeType and HarfBuzz read.
        .target(name: "CWebFonts", linkerSettings: [.linkedLibrary("z"), .linkedLibrary("dl")]),
        .target(name: "TextLayout", dependencies: ["CCairo", "Locking", "CWebFonts", "Files"]),
        // Programs started with posix_spawn, fed and read within a deadline.
        .target(name: "CSubprocess"),
        .target(name: "Rendering", dependencies: ["Scene", "TextLayout", "CCairo", "CCodecs", "Locking", "Fetch", "CSubprocess", "Files"]),
        // Image comparison without XCTest or Swift Testing, so render-cli can use it too.
        .target(name: "ImageComparison", dependencies: ["Rendering"]),
        .target(name: "SceneTesting", dependencies: ["Scene", "Rendering", "ImageComparison"]),
        // Input files read only when regular and bounded; output written whole or not at all.
        .target(name: "Files"),
        // Templates rendered over rows of data, on every core, into a folder.
        .target(name: "Batch", dependencies: ["Scene", "Rendering", "Files", "Locking"]),
        // The thumbnail service: HTTP in, the renderer's images out.
        .target(name: "Service", dependencies: ["Scene", "Rendering", "Fetch", "Files", "Locking", "CMicroHTTPD", "CHTTPServer"]),
        .executableTarget(name: "render-serve", dependencies: ["Service", "Scene", "Fetch", "Files"]),
        // Untrusted SVG documents rewritten, one process each, under memory, time and
        // Landlock limits, into documents librsvg can draw safely in the renderer.
        .executableTarget(name: "svg-sandbox", dependencies: ["CRsvg"]),
        // glibc malloc settings for a process that renders once.
        .target(name: "CProcess"),
        .executableTarget(name: "render-cli", dependencies: ["Scene", "Rendering", "Fetch", "ImageComparison", "Batch", "Files", "CProcess"]),
        .executableTarget(name: "scene-bench", dependencies: ["Scene", "Rendering", "Batch", "CCodecs"], path: "Benchmarks/scene-bench"),
        .testTarget(name: "SceneTests", dependencies: ["Scene"], exclude: ["LayoutConformance"]),
        .testTarget(name: "RenderingTests", dependencies: ["Scene", "Rendering", "SceneTesting", "TextLayout", "CCodecs"], exclude: ["IconReference", "TextConformance", "BoxEdgeReference", "BoxEffectReference", "TextEffectReference", "EffectReference"]),
        .testTarget(name: "CLITests", dependencies: ["render-cli", "render-serve"]),
        .testTarget(name: "ServiceTests", dependencies: ["Service"]),
        .testTarget(name: "FetchTests", dependencies: ["Fetch", "CFetch", "Locking", "Rendering", "Scene"]),
        .testTarget(name: "BatchTests", dependencies: ["Batch", "Files", "Scene", "Rendering"]),
        .testTarget(name: "SceneTestingTests", dependencies: ["SceneTesting", "Rendering", "Scene"]),
        // The golden-testing flow as a user writes it; references live in __Goldens__.
        .testTarget(name: "ExampleGoldenTests", dependencies: ["Scene", "SceneTesting"], path: "Examples/GoldenTests", exclude: ["__Goldens__"]),
    ],
    swiftLanguageModes: [.v6]
)
