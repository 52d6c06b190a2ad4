import Glibc

/// A file's type, size and modification time from one `stat` call. Foundation's
/// `attributesOfItem` also looks up the owner's and group's names, which reads
/// `/etc/passwd` and `/etc/group` for every picture of every render.
struct FileStatus {
    var isRegular: Bool
    var size: Int
    /// Seconds since 1970, with the nanoseconds.
    var modified: Double

    /// The status of the file at `path`, following symbolic links; `nil` when it cannot be
    /// read (it does not exist, or a folder on the way is not searchable).
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        isRegular = (status.st_mode & S_IFMT) == S_IFREG
        size = Int(status.st_size)
        modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
    }
}
