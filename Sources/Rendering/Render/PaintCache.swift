import CCairo

/// Gradients, shadow masks and pictures already drawn, shared by every render, within a
/// memory budget.
///
/// A template's background gradient, glow, card shadow and fixed pictures come out the same
/// in every render whatever its parameters, and drawing them was most of a card's cost
/// (pixman computes a gradient pixel by pixel; a wide shadow is blurred and scaled; a photo
/// is filtered down and turned). Each is drawn once into a
/// surface of its own on the device-pixel grid, keyed by everything that decides its pixels,
/// and later renders composite the stored pixels, which gives the same image.
///
/// The surfaces are never drawn into after they are stored, so renders on any thread may
/// paint from one at once, as from a decoded picture.
final class PaintCache: Sendable {
    private let store: ImageCache

    /// Creates a cache holding up to `budget` bytes of pixels.
    init(budget: Int) {
        store = ImageCache(budget: budget)
    }

    /// What the cache has done so far.
    var statistics: ImageCacheStatistics { store.statistics }

    /// The stored surface for `key`, made with `make` by the first render that needs it;
    /// `nil` when the budget is 0 or `make` could not make one: the caller then draws
    /// directly, as without a cache.
    func surface(_ key: PaintKey, make: () -> OpaquePointer?) -> DecodedImage? {
        guard store.budget > 0 else { return nil }
        return try? store.image(for: .paint(key)) { () throws(ImageError) -> DecodedImage in
            guard let image = made(make) else { throw ImageError.tooLarge("no surface for a cached layer") }
            return image
        }
    }

    private func made(_ make: () -> OpaquePointer?) -> DecodedImage? {
        guard let surface = make() else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return DecodedImage(surface: surface, naturalWidth: Int(cairo_image_surface_get_width(surface)),
                            naturalHeight: Int(cairo_image_surface_get_height(surface)))
    }
}
