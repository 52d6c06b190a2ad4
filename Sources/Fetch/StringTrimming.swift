import Files

extension StringProtocol {
    /// The characters left when spaces and tabs at either end are dropped: the space that
    /// header values and `--allow-remote` entries allow.
    func trimmingSpaces() -> String {
        trimming { $0 == " " || $0 == "\t" }
    }
}
