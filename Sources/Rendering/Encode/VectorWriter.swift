import CCairo
import Foundation
import Scene
import TextLayout

/// Draws a display list straight onto Cairo's PDF or SVG surface, collecting the bytes the
/// surface streams out. Vector output is sized in points and ignores `scale`.
enum VectorWriter {
    /// Shadow masks on vector surfaces are rasterised at this many pixels per point.
    static let shadowResolution = 2.0

    static func write(_ list: DisplayList, as format: OutputFormat, text: TextEngine, images: ImagePainter) throws(RenderError) -> Data {
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
        try withExtendedLifetime(sink) { () throws(RenderError) in
            try CairoStatus.check(surface: surface)
            let context = cairo_create(surface)!
            defer { cairo_destroy(context) }
            try CairoRenderer(text: text, images: images, minimumShadowResolution: shadowResolution).draw(list, on: context)
            cairo_show_page(context)
            try CairoStatus.check(context: context)
            cairo_surface_finish(surface)
            try CairoStatus.check(surface: surface)
        }
        return sink.data
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
