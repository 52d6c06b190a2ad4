import CCairo

/// Adds a font file's faces to a configuration's application font set, under the family,
/// weight and slant its resource gives.
///
/// The file is scanned as Fontconfig scans any font (every face of a collection, and a
/// variable font's named instances and its variable face), and the patterns it made are
/// then changed in place, before any font map has seen them. Pango finds a renamed face by
/// its new family alone, because Fontconfig matches families by the patterns' values.
enum FontFaces {
    static func register(file: String, as font: FontResource, in config: OpaquePointer) throws(FontDecodingError) {
        let before = count(in: config)
        guard FcConfigAppFontAddFile(config, file) != 0, let set = FcConfigGetFonts(config, FcSetApplication), Int(set.pointee.nfont) > before else {
            throw FontDecodingError("Fontconfig finds no font face in it (it may be truncated or corrupt)")
        }
        for index in before..<Int(set.pointee.nfont) {
            if let pattern = set.pointee.fonts[index] { try override(pattern, with: font) }
        }
    }

    private static func count(in config: OpaquePointer) -> Int {
        FcConfigGetFonts(config, FcSetApplication).map { Int($0.pointee.nfont) } ?? 0
    }

    /// Replaces the family, weight and slant the resource gives. A variable font's weight
    /// is a range its `wght` axis covers, and fixing it would leave no face for the
    /// weights between: it may be renamed, not re-weighted.
    private static func override(_ pattern: OpaquePointer, with font: FontResource) throws(FontDecodingError) {
        if let family = font.family {
            FcPatternDel(pattern, FC_FAMILY)
            FcPatternDel(pattern, FC_FAMILYLANG)
            FcPatternAddString(pattern, FC_FAMILY, family)
            FcPatternAddString(pattern, FC_FAMILYLANG, "en")
        }
        if let weight = font.weight {
            guard !isRange(pattern, FC_WEIGHT) else {
                throw FontDecodingError("it is a variable font whose weights come from its wght axis, so its entry cannot give a \"weight\"")
            }
            FcPatternDel(pattern, FC_WEIGHT)
            FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(weight)))
        }
        if let italic = font.italic {
            guard !isRange(pattern, FC_SLANT) else {
                throw FontDecodingError("it is a variable font whose slant comes from its slnt axis, so its entry cannot give a \"style\"")
            }
            FcPatternDel(pattern, FC_SLANT)
            FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        }
    }

    /// Whether the pattern's `object` is a range, as a variable font's axes make it.
    private static func isRange(_ pattern: OpaquePointer, _ object: String) -> Bool {
        var value = FcValue()
        return FcPatternGet(pattern, object, 0, &value) == FcResultMatch && value.type == FcTypeRange
    }
}
