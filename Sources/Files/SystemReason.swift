import FoundationEssentials
import Glibc

extension Error {
    /// The reason a file operation failed, in the C library's words where there are some
    /// ("Is a directory", "Permission denied"), for messages that name the file themselves.
    public var systemReason: String {
        if let posix = self as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        if let cocoa = self as? CocoaError, let posix = cocoa.underlying as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return String(describing: self)
    }
}
