import CCairo

/// The versions of the C libraries this build draws and encodes with, for `--version`.
public enum LibraryVersions {
    /// This renderer's own version, for `--version` and the service's ETags.
    public static let renderer = "0.1.0"

    /// For example `cairo 1.16.0, pango 1.50.12`.
    public static var summary: String {
        let cairo = String(cString: cairo_version_string())
        let pango = String(cString: pango_version_string())
        return "cairo \(cairo), pango \(pango)"
    }
}
