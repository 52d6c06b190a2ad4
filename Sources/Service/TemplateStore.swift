import Foundation
import Rendering
import Scene

/// The templates a service serves: every `*.json` in the templates folder, compiled once at
/// start, by file name without the extension.
struct TemplateStore: Sendable {
    struct Entry: Sendable {
        let template: SceneTemplate
        /// A digest of the file, part of every cache key and ETag.
        let digest: String
    }

    /// Query names a template may not use for a parameter.
    static let reservedNames = ["scale", "quality", "signature"]

    let entries: [String: Entry]

    /// Reads and compiles every template.
    /// - Throws: `ServiceStartError` naming a template that does not compile or declares a
    ///   reserved name.
    init(folder: String, renderer: Renderer) throws {
        var entries: [String: Entry] = [:]
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let template: SceneTemplate
            do {
                template = try renderer.template(json: data, file: name)
            } catch {
                throw ServiceStartError("template \(path): \(error)")
            }
            for parameter in template.parameters where Self.reservedNames.contains(parameter.name) {
                throw ServiceStartError("template \(path): the parameter \"\(parameter.name)\" has a name the service keeps for itself (\(Self.reservedNames.joined(separator: ", ")))")
            }
            entries[String(name.dropLast(5))] = Entry(template: template, digest: Digest.hex(data))
        }
        self.entries = entries
    }
}

/// Why the service could not start.
public struct ServiceStartError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
