import CCairo
import Fetch
import FoundationEssentials
import Locking
import Scene
import TextLayout

/// Renders scenes to files. One instance serves a whole process.
///
/// `Renderer` is `Sendable` and holds no per-render state, so any number of tasks may call it
/// at once; each render owns its Cairo surface and context.
public final class Renderer: Sendable {
    public let configuration: RendererConfiguration
    /// Sets every label's text; its fonts and caches are shared by all renders.
    public let text: TextEngine
    /// Decoded pictures, shared by every render within `configuration.imageCacheBytes`.
    public var imageCache: ImageCache { images.cache }
    private let images: ImageLoader
    /// Gradients and shadow masks, drawn once and composited by later renders.
    let paints: PaintCache
    /// The painter of one render: its remote pictures, and its own budget of decoded pixels.
    private func imagePainter(_ fetched: RemotePictures) -> ImagePainter {
        ImagePainter(loader: images, assets: configuration.assets, paints: paints, fetched: fetched,
                     budget: PictureBudget(limit: configuration.limits.maximumPictureBytes))
    }
    /// Engines for scenes that register fonts, one per list of fonts, made once.
    let sceneEngines = Locked<[[FontFile]: TextEngine]>([:])
    /// Colours of pictures, by the pictures' identity.
    private let analysed = Locked<[String: ImageColors]>([:])

    /// Creates a renderer.
    /// - Throws: `FontRegistryError` when Fontconfig cannot load the font folders, or one of
    ///   `configuration.fontData` is not a font the renderer reads.
    public init(configuration: RendererConfiguration = RendererConfiguration()) throws {
        self.configuration = configuration
        do {
            text = TextEngine(fonts: try FontRegistry(directories: configuration.fontDirectories, fonts: configuration.fontResources,
                                                      opensInstalledFaces: configuration.opensInstalledFontFaces))
        } catch {
            throw FontRegistryError(fontIndex: error.fontIndex, reason: error.reason, list: "fontData")
        }
        images = ImageLoader(cache: ImageCache(budget: configuration.imageCacheBytes), maximumPixels: configuration.limits.maximumPixels,
                             remote: RemoteFetcher(access: configuration.remote),
                             isolation: configuration.svgSandbox.map { [text] in VectorIsolation(sandbox: $0, fontConfiguration: text.fonts.document) })
        paints = PaintCache(budget: configuration.paintCacheBytes, keepsLayers: configuration.keepsPaintLayers)
    }

    /// Decodes, validates and renders a JSON scene.
    /// - Parameters:
    ///   - json: the scene document's UTF-8 bytes.
    ///   - file: the name errors start with, such as `card.json`.
    /// - Throws: `SceneError` for an invalid scene, `RenderError` when drawing or encoding fails.
    public func render(json: Data, file: String? = nil, options: RenderOptions = RenderOptions()) async throws -> RenderResult {
        try renderNow(json: json, file: file, options: options)
    }

    /// Parses and validates a JSON scene, first replacing colours taken from pictures
    /// (`{"fromImage": "photo.jpg", "role": "background"}`) with the colour they name. A
    /// template takes its defaults.
    /// - Throws: `SceneError`, naming the file, position and path of the problem.
    public func decode(json: Data, file: String? = nil) throws(SceneError) -> Scene {
        try bind(try template(json: json, file: file)).scene
    }

    /// The background, primary, secondary and detail colours of a picture (a file in the
    /// asset folder, or bytes), analysed once on a scaled-down copy and remembered.
    /// - Throws: `RenderError.image` saying why the picture cannot be used.
    public func colors(of source: ImageSource) throws(RenderError) -> ImageColors {
        do {
            return try analysedColors(of: source)
        } catch let missing as ImageLoader.Missing {
            throw RenderError.image(JSONPath(), missing.message)
        } catch let error as ImageError {
            throw RenderError.image(JSONPath(), error.message)
        } catch {
            throw RenderError.image(JSONPath(), String(describing: error))
        }
    }

    /// `colors(of:)` with the loader's own errors, for colour references in scenes.
    func analysedColors(of source: ImageSource) throws -> ImageColors {
        let located = try images.locate(source, assets: configuration.assets)
        if let known = analysed.withLock({ $0[located.identity] }) { return known }
        let colors = ImageColors.analyze(try images.decoded(located, target: (96, 96)))
        analysed.withLock { $0[located.identity] = colors }
        return colors
    }

    /// Renders a scene already decoded or built with the builder API.
    public func render(_ scene: Scene, options: RenderOptions = RenderOptions()) async throws -> RenderResult {
        try renderNow(scene, options: options, timings: StageTimings())
    }

    /// The synchronous form of `render(json:file:options:)`, for callers without a task.
    public func renderNow(json: Data, file: String? = nil, options: RenderOptions = RenderOptions()) throws -> RenderResult {
        let clock = ContinuousClock()
        let start = clock.now
        let template = try template(json: json, file: file)
        return try renderNow(template, params: ParameterValues(), options: options, started: start)
    }

    /// The synchronous form of `render(_:options:)`.
    public func renderNow(_ scene: Scene, options: RenderOptions = RenderOptions()) throws -> RenderResult {
        try renderNow(scene, options: options, timings: StageTimings())
    }

    /// Renders to pixels without encoding, for tests, image comparison and animation frames.
    /// - Parameter time: the moment drawn, in seconds.
    public func bitmap(_ scene: Scene, time: Double = 0, scale: Double? = nil, debugBounds: Bool = false) throws -> Bitmap {
        try bitmapAndWarnings(scene, time: time, scale: scale, debugBounds: debugBounds).bitmap
    }

    /// `bitmap(_:time:scale:debugBounds:)` with the warnings of the render, such as a
    /// missing picture drawn as its placeholder, for checks that must not pass over them.
    public func bitmapAndWarnings(_ scene: Scene, time: Double = 0, scale: Double? = nil, debugBounds: Bool = false) throws -> (bitmap: Bitmap, warnings: [SceneWarning]) {
        let (tree, text, fetched) = try laidOut(scene, time: time)
        let list = DisplayListBuilder(debugBounds: debugBounds).build(tree)
        let (image, warnings) = try rasterize(list, scale: scale ?? scene.scale, text: text, fetched: fetched)
        return (image.bitmap(), tree.warnings + warnings)
    }

    func renderNow(_ scene: Scene, options: RenderOptions, timings: StageTimings) throws -> RenderResult {
        var timings = timings
        let clock = ContinuousClock()
        var mark = clock.now
        let start = mark - timings.decode
        func lap() -> Duration {
            let now = clock.now
            defer { mark = now }
            return now - mark
        }
        try options.checkTimeLimit(since: start, after: "decoding and binding")
        let (tree, text, fetched) = try laidOut(scene, time: options.time)
        timings.layout = lap()
        try options.checkTimeLimit(since: start, after: "layout")
        let list = DisplayListBuilder(debugBounds: options.debugBounds).build(tree)
        let data: Data, warnings: [SceneWarning]
        if options.format.isVector {
            (data, warnings) = try checked(VectorWriter.write(list, as: options.format, text: text, images: imagePainter(fetched)))
            timings.draw = lap()
        } else {
            let image: CairoImage
            (image, warnings) = try rasterize(list, scale: options.scale ?? scene.scale, text: text, fetched: fetched)
            timings.draw = lap()
            try options.checkTimeLimit(since: start, after: "drawing")
            data = try RasterEncoder.encode(image, as: options.format, overwriting: true)
            timings.encode = lap()
        }
        return RenderResult(data: data, warnings: tree.warnings + warnings, timings: timings)
    }

    /// Lays a scene out as rendering does: labels measured with the scene's fonts, and a
    /// warning for every font family that is not installed.
    /// - Parameter time: the moment laid out, in seconds.
    /// - Throws: `SceneError` when a font file the scene lists cannot be used.
    public func layout(_ scene: Scene, time: Double = 0) throws -> LayoutTree {
        let (engine, warnings) = try fonts(of: scene)
        var tree = try layout(scene, time: time, engine: engine, fetched: remotePictures(of: scene)).tree
        tree.warnings = warnings + tree.warnings
        return tree
    }

    /// A font's bytes from an allowed URL, within the remote deadline.
    func fetchFont(_ url: String) -> Result<[UInt8], RemoteFailure> {
        images.remote.fetch(url, deadline: .now + images.remote.access.totalTimeout).map(\.bytes)
    }

    /// Fetches the pictures from URLs that the scene names anywhere, together.
    private func remotePictures(of scene: Scene) -> RemotePictures {
        RemotePictures.fetch(Self.pictures(of: scene.root, path: JSONPath([.key("root")])).map(\.0), with: images.remote)
    }

    private static func pictures(of node: Node, path: JSONPath) -> [(ImageSource, JSONPath)] {
        node.pictures(at: path) + node.children.enumerated().flatMap { index, child in
            pictures(of: child, path: path.appending("children").appending(index: index))
        }
    }

    /// Checks the scene as written, so that problems are named by the paths the author
    /// wrote, then lays it out as it is at `time`.
    private func layout(_ scene: Scene, time: Double, engine: TextEngine, fetched: RemotePictures) throws -> (tree: LayoutTree, fetched: RemotePictures) {
        let root = JSONPath([.key("root")])
        try checkMarkup(scene.root, path: root)
        var pictures = PictureSizes()
        try measurePictures(scene.root, path: root, fetched: fetched, into: &pictures)
        var current = scene.at(time: time)
        pictures.giveRatios(to: &current.root)
        var tree = LayoutEngine(measurer: ContentMeasurer(engine: engine, imageSizes: pictures.sizes)).layout(current)
        tree.warnings += pictures.warnings + fontWarnings(tree.root, engine: engine)
        return (tree, fetched)
    }

    /// Reads the natural size of every picture a node names (its image, the picture a
    /// transition starts from, a button's icon and background) from its header: a missing
    /// picture is a warning, a corrupt, hostile or oversized one an error naming the key.
    private func measurePictures(_ node: Node, path: JSONPath, fetched: RemotePictures, into pictures: inout PictureSizes) throws(SceneError) {
        for (source, keyPath) in node.pictures(at: path) where pictures.sizes[source] == nil {
            do {
                let natural = try images.naturalSize(of: try images.locate(source, assets: configuration.assets, fetched: fetched))
                pictures.sizes[source] = Size(width: Double(natural.width), height: Double(natural.height))
            } catch let missing as ImageLoader.Missing {
                pictures.warnings.append(SceneWarning(path: keyPath, message: missing.message + "; its placeholder is drawn instead"))
            } catch let error as ImageError {
                let named = if case .file(let file) = source { "\(file.jsonQuoted): " } else { "" }
                throw SceneError(path: keyPath, message: named + error.message)
            } catch {
                throw SceneError(path: keyPath, message: String(describing: error))
            }
        }
        for (index, child) in node.children.enumerated() {
            try measurePictures(child, path: path.appending("children").appending(index: index), fetched: fetched, into: &pictures)
        }
    }

    /// Refuses a label whose markup Pango cannot read, with Pango's message, which says
    /// where in the markup the problem is.
    private func checkMarkup(_ node: Node, path: JSONPath) throws(SceneError) {
        if let label = node.label, label.isMarkup, let problem = PangoMarkup.problem(in: label.text) {
            throw SceneError(path: path.appending("markup"), message: "invalid Pango markup: \(problem)")
        }
        for (index, child) in node.children.enumerated() {
            try checkMarkup(child, path: path.appending("children").appending(index: index))
        }
    }

    /// The layout a render draws, with the text engine it was measured with, so that the
    /// scene's fonts are resolved once per render.
    private func laidOut(_ scene: Scene, time: Double) throws -> (tree: LayoutTree, text: TextEngine, fetched: RemotePictures) {
        let (engine, warnings) = try fonts(of: scene)
        var (tree, fetched) = try layout(scene, time: time, engine: engine, fetched: remotePictures(of: scene))
        tree.warnings = warnings + tree.warnings
        if configuration.strict, let first = tree.warnings.first {
            throw StrictModeError(warning: first)
        }
        return (tree, engine, fetched)
    }

    /// Drawing's result, unless the renderer is strict and drawing left an effect out.
    private func checked<Output>(_ drawn: (Output, [SceneWarning])) throws -> (Output, [SceneWarning]) {
        if configuration.strict, let first = drawn.1.first { throw StrictModeError(warning: first) }
        return drawn
    }

    /// Draws a display list into a new image surface at `scale` pixels per point, with the
    /// warnings drawing gave.
    private func rasterize(_ list: DisplayList, scale: Double, text: TextEngine, fetched: RemotePictures) throws -> (CairoImage, [SceneWarning]) {
        try configuration.limits.checkCanvas(width: list.size.width, height: list.size.height, scale: scale)
        return try checked(CairoRenderer(text: text, images: imagePainter(fetched), paints: paints).image(of: list, scale: scale))
    }
}

/// A warning raised to an error because the renderer is strict.
public struct StrictModeError: Error, Sendable, Equatable, CustomStringConvertible {
    public var warning: SceneWarning

    /// Wraps the warning that stopped a strict render.
    public init(warning: SceneWarning) {
        self.warning = warning
    }

    public var description: String { "\(warning) (a warning, fatal in strict mode)" }
}
