import CCairo
import Scene

/// Why a valid scene could not be turned into output.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Cairo refused an operation; the text is Cairo's own description of its status.
    case cairo(String)
    /// An encoder failed; the text names the library and its message.
    case encoding(String)
    /// The requested output cannot hold this image, such as a WebP wider than 16383 pixels.
    case unsupported(String)
    /// An image node's picture could not be decoded; the path names the node.
    case image(JSONPath, String)
    /// The render took longer than `RenderOptions.timeLimit`; it stopped after `stage`.
    case timeLimit(stage: String, limit: Duration)

    public var description: String {
        switch self {
        case .cairo(let message): "cairo: \(message)"
        case .encoding(let message): message
        case .unsupported(let message): message
        case .image(let path, let message): path.description.isEmpty ? message : "\(path).src: \(message)"
        case .timeLimit(let stage, let limit): "the render passed its time limit of \(Self.seconds(limit)) during \(stage), and was stopped there"
        }
    }

    private static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

/// The one place Cairo statuses become Swift errors.
enum CairoStatus {
    static func check(_ status: cairo_status_t) throws(RenderError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
    }

    static func check(context: OpaquePointer) throws(RenderError) {
        try check(cairo_status(context))
    }

    static func check(surface: OpaquePointer) throws(RenderError) {
        try check(cairo_surface_status(surface))
    }
}
