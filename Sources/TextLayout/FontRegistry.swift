import CCairo
import Files
import FoundationEssentials
import Locking

/// The fonts text may use: a private Fontconfig configuration that sees only the folders
/// and fonts it is given.
///
/// System configuration is never loaded, so the same fonts resolve the same way on every
/// machine: the basis of deterministic text. `sans-serif`, `serif` and `monospace` are
/// aliased explicitly, because without the system's conf.d rules Fontconfig would pick an
/// arbitrary face for them.
public final class FontRegistry: Sendable {
    private let config: Locked<OpaquePointer>
    /// The configuration as Fontconfig XML: the folders and aliases, without the fonts given
    /// as data. Another process loading it sets text with the same system fonts.
    public let document: String
    /// Where the fonts given were written, decoded; removed with the configuration.
    private let temporaryFolder: URL?

    /// Generic family names and the concrete families they stand for, first choice first.
    public struct Aliases: Sendable {
        public var sansSerif: [String]
        public var serif: [String]
        public var monospace: [String]

        /// Creates aliases.
        public init(sansSerif: [String], serif: [String], monospace: [String]) {
            self.sansSerif = sansSerif
            self.serif = serif
            self.monospace = monospace
        }

        /// The DejaVu families, which the project's set-up installs.
        public static let dejaVu = Aliases(sansSerif: ["DejaVu Sans"], serif: ["DejaVu Serif"], monospace: ["DejaVu Sans Mono"])
    }

    /// Scans `directories` for fonts, then adds `fonts` on top, each decoded to sfnt data
    /// first and registered under the family, weight and slant it asks for.
    ///
    /// With `opensInstalledFaces`, every installed font's FreeType face is opened now and
    /// kept for the process, as text set on several threads at once needs (see
    /// `FaceStore`). Without it, Cairo opens the face of an installed font when it first
    /// draws it: a registry that serves one image on one thread then maps none of the fonts
    /// it does not use (about 20 faces of the default folders, 3 MiB of mapped font files
    /// and 1.5 ms). The glyphs are the same either way.
    /// - Throws: `FontRegistryError` when Fontconfig cannot create or load the
    ///   configuration, or (with its index) when one of `fonts` is not a font it can use.
    public init(directories: [String], fonts: [FontResource] = [], aliases: Aliases = .dejaVu, opensInstalledFaces: Bool = true) throws(FontRegistryError) {
        var decoded: [Data] = []
        for (index, font) in fonts.enumerated() {
            do {
                decoded.append(try FontDecoder.sfnt(from: font.data))
            } catch {
                throw FontRegistryError(fontIndex: index, reason: error.reason)
            }
        }
        let (files, folder) = try Self.store(decoded)
        document = Self.document(directories: directories, aliases: aliases)
        do {
            config = Locked(try Self.configuration(document: document, directories: directories, files: Array(zip(files, fonts)), data: decoded,
                                                   opensInstalledFaces: opensInstalledFaces))
        } catch {
            if let folder { try? FileManager.default.removeItem(at: folder) }
            throw error
        }
        temporaryFolder = folder
    }

    /// Writes the fonts to a private folder that lives as long as the configuration:
    /// Fontconfig reads fonts from files only.
    private static func store(_ fonts: [Data]) throws(FontRegistryError) -> (files: [String], folder: URL?) {
        guard !fonts.isEmpty else { return ([], nil) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-fonts-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var files: [String] = []
            for (index, data) in fonts.enumerated() {
                let file = folder.appendingPathComponent("font-\(index)")
                try data.write(to: file)
                files.append(file.path)
            }
            return (files, folder)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw FontRegistryError(reason: "could not store font data for Fontconfig: \(error)")
        }
    }

    /// A configuration over `directories` with each font file's faces added to its
    /// application font set, as its resource asks, and every font's pattern (or only those
    /// of `files`) given its face from the process's `FaceStore` (`data` holds the bytes
    /// each of `files` was written from).
    private static func configuration(document: String, directories: [String], files: [(String, FontResource)], data: [Data],
                                      opensInstalledFaces: Bool) throws(FontRegistryError) -> OpaquePointer {
        guard let config = FcConfigCreate() else { throw FontRegistryError(reason: "Fontconfig could not create a configuration") }
        guard FcConfigParseAndLoadFromMemory(config, document, 1) != 0, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw FontRegistryError(reason: "Fontconfig could not load the font folders \(directories)")
        }
        for (index, (file, font)) in files.enumerated() {
            do {
                try FontFaces.register(file: file, as: font, in: config)
            } catch {
                FcConfigDestroy(config)
                throw FontRegistryError(fontIndex: index, reason: error.reason)
            }
        }
        FaceStore.shared.attach(to: config, data: Dictionary(zip(files.map(\.0), data)) { first, _ in first }, installed: opensInstalledFaces)
        return config
    }

    deinit {
        config.withLock { FcConfigDestroy($0) }
        if let temporaryFolder { try? FileManager.default.removeItem(at: temporaryFolder) }
    }

    /// The family Fontconfig would use for `family`, such as `DejaVu Sans` for `sans-serif`.
    /// A comma-separated list is read as Pango reads one: its families in order of
    /// preference.
    public func resolvedFamily(for family: String) -> String? {
        config.withLock { config in
            guard let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            for name in Self.families(in: family) { FcPatternAddString(pattern, FC_FAMILY, name) }
            FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let match = FcFontMatch(config, pattern, &result) else { return nil }
            defer { FcPatternDestroy(match) }
            var name: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(match, FC_FAMILY, 0, &name) == FcResultMatch, let name else { return nil }
            return String(cString: name)
        }
    }

    /// The families of a comma-separated list, without the spaces around them.
    public static func families(in list: String) -> [String] {
        list.split(separator: ",").map { $0.trimming(\.isWhitespace) }.filter { !$0.isEmpty }
    }

    /// A new Pango font map and context that see only this configuration's fonts.
    func makeSlot(options: FontOptions) -> PangoSlot {
        config.withLock { config in PangoSlot(config: config, options: options.pointer) }
    }

    /// How many font faces the configuration holds.
    public var faceCount: Int {
        config.withLock { config in
            guard let set = FcConfigGetFonts(config, FcSetApplication) ?? FcConfigGetFonts(config, FcSetSystem) else { return 0 }
            return Int(set.pointee.nfont)
        }
    }

    private static func document(directories: [String], aliases: Aliases) -> String {
        func escape(_ text: String) -> String {
            text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
        }
        func alias(_ generic: [String], _ families: [String]) -> String {
            let prefer = families.map { "<family>\(escape($0))</family>" }.joined()
            return generic.map { "<alias binding=\"same\"><family>\($0)</family><prefer>\(prefer)</prefer></alias>" }.joined()
        }
        var xml = "<?xml version=\"1.0\"?><fontconfig><cachedir prefix=\"xdg\">fontconfig</cachedir>"
        xml += directories.map { "<dir>\(escape($0))</dir>" }.joined()
        // A family that is not installed falls back to sans-serif, as the system's
        // 49-sansserif.conf does, rather than to whichever face Fontconfig scores best.
        // It comes before the aliases, which then expand it.
        xml += "<match target=\"pattern\"><edit name=\"family\" mode=\"append_last\"><string>sans-serif</string></edit></match>"
        xml += alias(["sans-serif", "sans", "Sans"], aliases.sansSerif)
        xml += alias(["serif", "Serif"], aliases.serif)
        xml += alias(["monospace", "Monospace"], aliases.monospace)
        // Pango asks for the `emoji` family for emoji presentation; without this alias an
        // emoji DejaVu also covers (😀, ❤️) would be drawn in black and white.
        xml += alias(["emoji"], ["Noto Color Emoji"])
        // Bitmap fonts (Noto Color Emoji) are scaled to the requested size, as the system's
        // 10-scale-bitmap-fonts.conf does; without it an emoji draws at its 109-pixel strike.
        xml += "<match target=\"font\"><test name=\"outline\" compare=\"eq\"><bool>false</bool></test>"
            + "<edit name=\"pixelsizefixupfactor\" mode=\"assign\"><divide><name target=\"pattern\">pixelsize</name><name target=\"font\">pixelsize</name></divide></edit></match>"
        xml += "<match target=\"font\"><test name=\"outline\" compare=\"eq\"><bool>false</bool></test>"
            + "<test name=\"pixelsizefixupfactor\" compare=\"not_eq\"><double>1.0</double></test>"
            + "<edit name=\"matrix\" mode=\"assign\"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>"
            + "<edit name=\"size\" mode=\"assign\"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit></match>"
        return xml + "</fontconfig>"
    }
}
