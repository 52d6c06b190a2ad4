import CCairo
import Locking

/// One Pango font map and context over the engine's private Fontconfig configuration.
///
/// Pango draws wrong glyphs when one font map serves several threads at once, so each
/// slot is used by one thread at a time: `SlotPool` hands it out and takes it back. It is
/// `@unchecked Sendable` only so that the pool can move it between threads; it is never
/// used by two at once.
final class PangoSlot: @unchecked Sendable {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer

    init(config: OpaquePointer, options: OpaquePointer) {
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        context = pango_font_map_create_context(fontMap)
        // Fixed options: the same text sets to the same pixels on every run and machine.
        // Glyph positions are fractional, not rounded to whole points as Pango rounds by
        // default, so a line is as long as Chromium makes it on Linux.
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }
}

/// Slots made once and reused: a render takes one, and gives it back when done, so font
/// maps are never created per render.
final class SlotPool: Sendable {
    private let free = Locked<[PangoSlot]>([])
    private let make: @Sendable () -> PangoSlot

    init(make: @escaping @Sendable () -> PangoSlot) {
        self.make = make
    }

    func with<Result>(_ body: (PangoSlot) throws -> Result) rethrows -> Result {
        let slot = free.withLock { $0.popLast() } ?? make()
        defer { free.withLock { $0.append(slot) } }
        return try body(slot)
    }
}
