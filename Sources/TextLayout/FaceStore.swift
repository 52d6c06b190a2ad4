import CCairo
import FoundationEssentials
import Locking

/// The FreeType faces behind every font a registry hands to Pango, opened by the process
/// once and never closed.
///
/// Cairo 1.16 keeps at most ten faces open that it opened from font files itself. To open
/// an eleventh it closes one of another font's, checking that font's lock count without
/// taking its lock, so a thread setting text in that font at the same moment goes on with a
/// freed face: crashes in `FT_Set_Char_Size`, double frees in `FT_Done_Face`. Cairo never
/// closes a face it is given in a pattern's `FC_FT_FACE`, so every font pattern of a
/// registry carries one from here, and Cairo opens no face by itself.
///
/// Faces stay open for the process because Cairo keys what it knows of a given face by the
/// face's address: a face freed while Cairo still remembered it, and another opened at the
/// same address, would inherit the old one's size and state. Font files are mapped, not
/// read, so the faces of installed fonts cost little. Fonts given as data are kept by their
/// bytes, so the same font in many scenes is one face; past `dataBudget` bytes of them,
/// further ones are left to Cairo to open from their files, as are variable fonts (see
/// `key(of:)`). Those are the only faces Cairo still opens, so the race needs more than ten
/// of them in use at once.
public final class FaceStore: Sendable {
    /// The process's store.
    public static let shared = FaceStore()
    /// The most bytes of fonts given as data kept open with the process.
    static let dataBudget = 256 << 20

    fileprivate struct FileKey: Hashable {
        var path: String
        var index: Int
    }

    fileprivate struct DataKey: Hashable {
        var data: Data
        var index: Int
    }

    fileprivate struct Faces {
        var library: FT_Library?
        var files: [FileKey: FT_Face] = [:]
        var data: [DataKey: FT_Face] = [:]
        /// Copies of the data fonts' bytes, which their faces read from: never freed.
        var buffers: [Data: UnsafeMutableRawBufferPointer] = [:]
        var dataBytes = 0
    }

    private let faces: Locked<Faces>

    private init() {
        var library: FT_Library?
        faces = Locked(Faces(library: FT_Init_FreeType(&library) == 0 ? library : nil))
    }

    /// Gives each font pattern of `config` a face: the file's own, or for a file listed in
    /// `data` (a font written out for Fontconfig to scan), one over those bytes, shared with
    /// every other registry given the same font. With `installed` false, only the fonts in
    /// `data` are given one, and Cairo opens the others' when they are first drawn.
    ///
    /// Call it after the configuration's fonts are built and before any font map sees
    /// them: the sets' patterns are replaced by copies carrying the face.
    func attach(to config: OpaquePointer, data: [String: Data], installed: Bool = true) {
        for name in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(config, name) else { continue }
            let patterns = UnsafeMutableBufferPointer(start: set.pointee.fonts, count: Int(set.pointee.nfont))
            let keys = patterns.map { $0.flatMap(Self.key).flatMap { installed || data[$0.path] != nil ? $0 : nil } }
            // Addresses, so that no pointer from the locked state meets the configuration's.
            let addresses = faces.withLock { faces in
                keys.map { key -> UInt? in
                    guard let key else { return nil }
                    let face = data[key.path].map { faces.face(of: $0, index: key.index) } ?? faces.face(at: key.path, index: key.index)
                    return face.map { UInt(bitPattern: $0) }
                }
            }
            for (position, address) in addresses.enumerated() {
                guard let pattern = patterns[position], let address, let face = FT_Face(bitPattern: address),
                      let copy = FcPatternDuplicate(pattern) else { continue }
                guard FcPatternAddFTFace(copy, FC_FT_FACE, face) != 0 else {
                    FcPatternDestroy(copy)
                    continue
                }
                patterns[position] = copy
                FcPatternDestroy(pattern)
            }
        }
    }

    /// The file and face index a font pattern names, or `nil` for a variable font's face or
    /// named instance, which is left to Cairo.
    ///
    /// Cairo takes a given variable face's axis positions as they are when it first meets
    /// the face, and a face shared across registries may have been moved by another weight
    /// by then: text would change with what was drawn before it. A face Cairo opens itself
    /// starts from the font's defaults every time.
    private static func key(of pattern: OpaquePointer) -> FileKey? {
        var file: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        var variable: FcBool = 0
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file,
              FcPatternGetInteger(pattern, FC_INDEX, 0, &index) == FcResultMatch, index >> 16 == 0,
              FcPatternGetBool(pattern, FC_VARIABLE, 0, &variable) != FcResultMatch || variable == 0 else { return nil }
        return FileKey(path: String(cString: file), index: Int(index))
    }

    /// Whether the process has opened the face at `index` of the font file at `path`.
    func hasFace(forFile path: String, index: Int = 0) -> Bool {
        faces.withLock { $0.files[FileKey(path: path, index: index)] != nil }
    }

    /// A new pattern naming the face at `index` of the font file at `path`, with the face
    /// itself, for a Cairo font face made apart from any registry; `nil` when the file has no
    /// such face. The caller destroys the pattern.
    public func pattern(forFile path: String, index: Int = 0) -> OpaquePointer? {
        let address = faces.withLock { faces in faces.face(at: path, index: index).map { UInt(bitPattern: $0) } }
        guard let address, let face = FT_Face(bitPattern: address), let pattern = FcPatternCreate() else { return nil }
        FcPatternAddString(pattern, FC_FILE, path)
        FcPatternAddInteger(pattern, FC_INDEX, Int32(index))
        FcPatternAddFTFace(pattern, FC_FT_FACE, face)
        return pattern
    }
}

extension FaceStore.Faces {
    /// The face at `index` of the file at `path`, opened on first use.
    mutating func face(at path: String, index: Int) -> FT_Face? {
        let key = FaceStore.FileKey(path: path, index: index)
        if let face = files[key] { return face }
        guard let library else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, path, index, &face) == 0, let face else { return nil }
        files[key] = face
        return face
    }

    /// The face at `index` of the font `data`, opened on first use over a copy of the bytes
    /// kept for the process; `nil` past the budget.
    mutating func face(of data: Data, index: Int) -> FT_Face? {
        let key = FaceStore.DataKey(data: data, index: index)
        if let face = self.data[key] { return face }
        guard let library, let bytes = buffer(for: data) else { return nil }
        var face: FT_Face?
        guard FT_New_Memory_Face(library, bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self), bytes.count, index, &face) == 0, let face else { return nil }
        self.data[key] = face
        return face
    }

    private mutating func buffer(for data: Data) -> UnsafeMutableRawBufferPointer? {
        if let buffer = buffers[data] { return buffer }
        guard !data.isEmpty, dataBytes + data.count <= FaceStore.dataBudget else { return nil }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        _ = data.copyBytes(to: buffer.bindMemory(to: UInt8.self))
        buffers[data] = buffer
        dataBytes += data.count
        return buffer
    }
}
