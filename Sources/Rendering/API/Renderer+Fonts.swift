import Fetch
import Files
import FoundationEssentials
import Scene
import TextLayout

extension Renderer {
    /// The default engine, or one that also sees the fonts the scene lists: files resolved
    /// safely inside the asset folder, and bytes. Each font is decoded (WOFF and WOFF2 to
    /// sfnt) and registered under the names its entry gives; an engine is made once per
    /// list of fonts and reused.
    /// - Throws: `SceneError` at `fonts[i]` for an entry that cannot be used, naming it
    ///   and why; at `fonts` when the scene names files but there is no asset folder.
    func textEngine(for scene: Scene) throws -> TextEngine {
        try fonts(of: scene).engine
    }

    /// `textEngine(for:)`, and a warning for each font URL that was not allowed or could
    /// not be fetched: the text then falls back as for a missing family, and the engine is
    /// not kept, so a later render tries the URL again.
    func fonts(of scene: Scene) throws -> (engine: TextEngine, warnings: [SceneWarning]) {
        guard !scene.fonts.isEmpty else { return (text, []) }
        let files = try locatedFiles(of: scene)
        if let engine = sceneEngines.withLock({ $0[scene.fonts] }) { return (engine, []) }
        var resources: [FontResource] = []
        // The entry each resource comes from: a font not fetched has none.
        var entries: [Int] = []
        var warnings: [SceneWarning] = []
        for (index, (font, file)) in zip(scene.fonts, files).enumerated() {
            var data = Data()
            if case .bytes(let bytes) = font.source { data = Data(bytes) }
            if case .url(let url) = font.source {
                switch fetchFont(url) {
                case .success(let bytes): data = Data(bytes)
                case .failure(let failure):
                    warnings.append(SceneWarning(path: Self.fontPath(index), message: "the font was not fetched: \(failure); labels asking for it use another face"))
                    continue
                }
            }
            if let file {
                do {
                    data = try Data(contentsOf: file)
                } catch {
                    throw SceneError(path: Self.fontPath(index), message: "\(Self.name(of: font)) could not be read: \(error.systemReason)")
                }
            }
            resources.append(FontResource(data: data, family: font.family, weight: font.weight, italic: font.italic))
            entries.append(index)
        }
        let fonts: FontRegistry
        do {
            fonts = try FontRegistry(directories: configuration.fontDirectories, fonts: resources + configuration.fontResources,
                                     opensInstalledFaces: configuration.opensInstalledFontFaces)
        } catch {
            guard let resource = error.fontIndex, resource < entries.count else {
                throw SceneError(path: JSONPath([.key("fonts")]), message: error.description)
            }
            let index = entries[resource]
            throw SceneError(path: Self.fontPath(index), message: "\(Self.name(of: scene.fonts[index])) is not a font this renderer reads: \(error.reason)")
        }
        let engine = TextEngine(fonts: fonts)
        guard warnings.isEmpty else { return (engine, warnings) }
        sceneEngines.withLock { engines in
            if engines.count >= 32 { engines.removeAll() }
            engines[scene.fonts] = engine
        }
        return (engine, [])
    }

    /// The file of each of the scene's font entries (`nil` for bytes): checked on every
    /// render, so that a file removed or swapped for a link outside the folder is noticed.
    private func locatedFiles(of scene: Scene) throws(SceneError) -> [URL?] {
        var files: [URL?] = []
        for (index, font) in scene.fonts.enumerated() {
            guard case .file(let path) = font.source else {
                files.append(nil)
                continue
            }
            guard let assets = configuration.assets else {
                throw SceneError(path: JSONPath([.key("fonts")]), message: "the scene lists font files, but no asset folder was given to find them in (RendererConfiguration.assets, or --assets on the command line)")
            }
            switch assets.resolve(path) {
            case .success(let file): files.append(file)
            case .failure(let error): throw SceneError(path: Self.fontPath(index), message: error.description)
            }
        }
        return files
    }

    private static func fontPath(_ index: Int) -> JSONPath {
        JSONPath([.key("fonts"), .index(index)])
    }

    /// How messages name an entry: its path, or the `data:` URI it was given as.
    private static func name(of font: FontFile) -> String {
        switch font.source {
        case .file(let path): path.jsonQuoted
        case .bytes: "the data: URI"
        case .url(let url): RemoteFailure.shown(url)
        }
    }

    /// A warning for each font request (a label's `font.family`, or a run's `family`) whose
    /// first family is not installed, naming the family the text is set in instead, and for
    /// a list the whole list. A request that starts with a generic family never warns: it
    /// always resolves.
    func fontWarnings(_ node: LayoutNode, engine: TextEngine) -> [SceneWarning] {
        var warnings: [SceneWarning] = []
        if let label = node.label {
            var requests = [(label.font.family, node.path.appending("font").appending("family"))]
            for (index, run) in label.runs.enumerated() {
                if let family = run.family { requests.append((family, node.path.appending("text").appending(index: index).appending("family"))) }
            }
            for (family, path) in requests {
                if let message = Self.fallback(for: family, fonts: engine.fonts) { warnings.append(SceneWarning(path: path, message: message)) }
            }
        }
        return warnings + node.children.flatMap { fontWarnings($0, engine: engine) }
    }

    /// What the warning for `family` says, or `nil` when its first family is installed.
    static func fallback(for family: String, fonts: FontRegistry) -> String? {
        // Split as the registry splits a list when it resolves one.
        let families = FontRegistry.families(in: family)
        guard let first = families.first, !FontSpec.genericFamilies.contains(first.lowercased()),
              fonts.resolvedFamily(for: first)?.lowercased() != first.lowercased() else { return nil }
        let used = (fonts.resolvedFamily(for: family) ?? "no font").jsonQuoted
        guard families.count > 1 else { return "the font family \(first.jsonQuoted) is not installed; the text uses \(used) instead" }
        return "the font family \(first.jsonQuoted) (the first of \(family.jsonQuoted)) is not installed; the text uses \(used) instead"
    }
}

extension RendererConfiguration {
    /// `fontData` as the registry takes it, each font under the names inside it.
    var fontResources: [FontResource] {
        fontData.map { FontResource(data: $0) }
    }
}
