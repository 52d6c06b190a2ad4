import Glibc

/// `printf`-style formatting through the C library: `String(format:)` belongs to Foundation,
/// which the command leaves out (it brings ICU) for a faster start.
func cFormat(_ format: String, _ arguments: CVarArg...) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    let length = Int(withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) })
    if length >= buffer.count {
        buffer = [CChar](repeating: 0, count: length + 1)
        _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
    }
    return String(decoding: buffer.prefix(max(0, length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
