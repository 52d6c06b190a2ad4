import CCairo

/// Checks Pango markup before it reaches a layout: `pango_layout_set_markup` only logs bad
/// markup and carries on, and huge sizes in markup can exhaust memory, so both are refused
/// here with a message that says where.
public enum PangoMarkup {
    /// The largest font size markup may ask for, in points (as a label's `font.size`).
    public static let maximumSize = 2000.0

    /// Why `markup` cannot be used, or `nil` when it can.
    public static func problem(in markup: String) -> String? {
        var attributes: OpaquePointer?
        var error: UnsafeMutablePointer<GError>?
        guard pango_parse_markup(markup, -1, 0, &attributes, nil, nil, &error) != 0 else {
            defer { g_error_free(error) }
            return error.map { String(cString: $0.pointee.message) } ?? "it is not valid Pango markup"
        }
        defer { pango_attr_list_unref(attributes) }
        let limit = Int32(maximumSize * Double(PANGO_SCALE))
        guard let iterator = pango_attr_list_get_iterator(attributes) else { return nil }
        defer { pango_attr_iterator_destroy(iterator) }
        repeat {
            for type in [PANGO_ATTR_SIZE, PANGO_ATTR_ABSOLUTE_SIZE] {
                if let attribute = pango_attr_iterator_get(iterator, type) {
                    let size = attribute.withMemoryRebound(to: PangoAttrSize.self, capacity: 1) { $0.pointee.size }
                    if size > limit { return "a font size in the markup is larger than \(Int(maximumSize)) points" }
                }
            }
            if let attribute = pango_attr_iterator_get(iterator, PANGO_ATTR_FONT_DESC) {
                let size = attribute.withMemoryRebound(to: PangoAttrFontDesc.self, capacity: 1) { pango_font_description_get_size($0.pointee.desc) }
                if size > limit { return "a font size in the markup is larger than \(Int(maximumSize)) points" }
            }
        } while pango_attr_iterator_next(iterator) != 0
        return nil
    }
}
