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
    /// Whether surfaces outlive the render that drew them. A renderer that makes one image
    /// and ends (a command-line render) keeps none: each layer is still drawn into its own
    /// surface and composited, so the image is byte for byte a long-lived renderer's, but
    /// its pixels are freed as soon as they are composited instead of adding to the
    /// process's peak while the image is encoded.
    let keepsLayers: Bool

    /// Creates a cache holding up to `budget` bytes of pixels, or, when `keepsLayers` is
    /// false, one that lends each layer to the render that drew it alone.
    init(budget: Int, keepsLayers: Bool = true) {
        store = ImageCache(budget: budget)
        self.keepsLayers = keepsLayers
    }

    /// What the cache has done so far.
    var statistics: ImageCacheStatistics { store.statistics }

    /// The bytes the stored surfaces take.
    var byteCount: Int { store.byteCount }

    /// The stored surface for `key`, made with `make` by the first render that needs it
    /// (by every render when layers are not kept); `nil` when the budget is 0 or `make`
    /// could not make one: the caller then draws directly, as without a cache.
    func surface(_ key: PaintKey, make: () -> OpaquePointer?) -> DecodedImage? {
        guard store.budget > 0 else { return nil }
        guard keepsLayers else { return made(make) }
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
