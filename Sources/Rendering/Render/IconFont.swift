import CCairo
import FoundationEssentials
import Scene
import TextLayout

/// Draws Material icons from the font Debian's `fonts-material-design-icons-iconfont`
/// installs, through Cairo's FreeType backend.
///
/// The font is opened apart from the text's fonts: Material Icons has glyphs for digits and
/// letters, and in the text's Fontconfig set it could stand in for a missing face. One
/// Cairo font face serves every render and thread (Cairo locks the FreeType face it holds),
/// so it is made once, when the first icon is drawn.
final class IconFont: Sendable {
    /// Where the package puts the font.
    static let materialFile = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    /// The Material Icons font, or why it cannot be used.
    static let material: Result<IconFont, RenderError> = Result { () throws(RenderError) in try IconFont(file: materialFile) }

    /// A `cairo_font_face_t`, immutable once made.
    private nonisolated(unsafe) let face: OpaquePointer
    /// Unhinted outlines at fractional sizes, so an icon is the same shape at every position.
    private nonisolated(unsafe) let options: OpaquePointer

    private init(file: String) throws(RenderError) {
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw RenderError.unsupported("Material icons need the font \(file), which is missing; install Debian's fonts-material-design-icons-iconfont (`make deps` does)")
        }
        // With its FreeType face in the pattern, as every text font has, so that Cairo opens
        // no face of its own (see FaceStore).
        guard let pattern = FaceStore.shared.pattern(forFile: file) else { throw RenderError.unsupported("FreeType cannot open the icon font \(file)") }
        defer { FcPatternDestroy(pattern) }
        guard let face = cairo_ft_font_face_create_for_pattern(pattern) else { throw RenderError.cairo("Cairo could not make a font face") }
        if cairo_font_face_status(face) != CAIRO_STATUS_SUCCESS {
            defer { cairo_font_face_destroy(face) }
            try CairoStatus.check(cairo_font_face_status(face))
        }
        guard let options = cairo_font_options_create() else {
            cairo_font_face_destroy(face)
            throw RenderError.cairo("Cairo could not make font options")
        }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        self.face = face
        self.options = options
    }

    deinit {
        cairo_font_options_destroy(options)
        cairo_font_face_destroy(face)
    }

    /// Fills the icon at `codePoint` in `color`, its em square fitted to the largest square
    /// centred in `box`.
    ///
    /// The font's em is the icons' 24-unit design square, with the ascent the whole em and
    /// no descent, so the baseline is the square's bottom edge.
    func paint(_ codePoint: UInt32, color: Color, in box: Rect, on context: OpaquePointer) throws(RenderError) {
        let side = min(box.width, box.height)
        guard side > 0, let scalar = Unicode.Scalar(codePoint) else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_set_font_face(context, face)
        cairo_set_font_options(context, options)
        cairo_set_font_size(context, side)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(context, box.x + (box.width - side) / 2, box.y + (box.height + side) / 2)
        cairo_show_text(context, String(Character(scalar)))
        try CairoStatus.check(context: context)
    }
}
