import CCairo
import FoundationEssentials
import Scene
import TextLayout

/// Draws a display list straight onto Cairo's PDF or SVG surface, collecting the bytes the
/// surface streams out. Vector output is sized in points and ignores `scale`.
///
/// Opacity and masks stay vectors, and blend modes in PDF (Cairo's SVG 1.1 falls back to a
/// picture for them). A filtered group is drawn as pixels at
/// `shadowResolution` and embedded as a picture. A backdrop filter needs to read what is
/// drawn behind it, which a PDF or SVG surface cannot give back, so a page with one is
/// drawn whole as pixels at `shadowResolution` and embedded.
enum VectorWriter {
    /// Shadow masks and filtered layers on vector surfaces are rasterised at this many
    /// pixels per point.
    static let shadowResolution = 2.0

    /// The document's bytes, and warnings about effects left out (`CairoRenderer.draw`).
    static func write(_ list: DisplayList, as format: OutputFormat, text: TextEngine, images: ImagePainter) throws(RenderError) -> (data: Data, warnings: [SceneWarning]) {
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let surface: OpaquePointer
        switch format {
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(appendToSink, closure, list.size.width, list.size.height)!
        case .svg:
            surface = cairo_svg_surface_create_for_stream(appendToSink, closure, list.size.width, list.size.height)!
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
        case .png, .jpeg, .webp:
            throw RenderError.unsupported("\(format.name) is a raster format")
        }
        defer { cairo_surface_destroy(surface) }
        let warnings = try withExtendedLifetime(sink) { () throws(RenderError) -> [SceneWarning] in
            try CairoStatus.check(surface: surface)
            let context = cairo_create(surface)!
            defer { cairo_destroy(context) }
            let warnings = list.readsBackdrop
                ? try drawAsPicture(list, on: context, text: text, images: images)
                : try CairoRenderer(text: text, images: images, minimumShadowResolution: shadowResolution).draw(list, on: context)
            cairo_show_page(context)
            try CairoStatus.check(context: context)
            cairo_surface_finish(surface)
            try CairoStatus.check(surface: surface)
            return warnings
        }
        return (sink.data, warnings)
    }

    /// Draws the page into pixels at `shadowResolution` and paints them as one picture.
    private static func drawAsPicture(_ list: DisplayList, on context: OpaquePointer, text: TextEngine, images: ImagePainter) throws(RenderError) -> [SceneWarning] {
        let (image, warnings) = try CairoRenderer(text: text, images: images).image(of: list, scale: shadowResolution)
        cairo_save(context)
        cairo_scale(context, 1 / shadowResolution, 1 / shadowResolution)
        cairo_set_source_surface(context, image.surface, 0, 0)
        cairo_paint(context)
        cairo_restore(context)
        return warnings
    }
}

/// Collects the bytes a Cairo stream surface writes.
final class ByteSink {
    var data = Data()
}

/// Cairo's write callback; `closure` is an unretained `ByteSink`.
private func appendToSink(_ closure: UnsafeMutableRawPointer?, _ bytes: UnsafePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
    Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
    return CAIRO_STATUS_SUCCESS
}
