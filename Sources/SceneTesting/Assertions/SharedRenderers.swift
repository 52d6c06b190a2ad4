import Foundation
import Rendering

/// The renderers checks use when the caller gives none: one per asset folder (the folder of
/// the test file), each made on first use and kept for the run, so that its fonts are
/// loaded once and a failure to make it is reported by every check that needs it.
enum SharedRenderers {
    private static let table = RendererTable()

    /// The renderer whose relative paths lead into `folder`.
    static func get(assets folder: URL) throws -> Renderer {
        try table.renderer(assets: folder.path)
    }
}

/// Renderers by asset folder, behind an `NSLock`: a pthread mutex, which Thread Sanitizer
/// sees, as it sees `Locking.Locked` (a target this one does not depend on).
private final class RendererTable: @unchecked Sendable {
    private let lock = NSLock()
    private var renderers: [String: Result<Renderer, any Error>] = [:]

    func renderer(assets folder: String) throws -> Renderer {
        lock.lock()
        defer { lock.unlock() }
        if let made = renderers[folder] { return try made.get() }
        let made = Result { try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: folder))) }
        renderers[folder] = made
        return try made.get()
    }
}
