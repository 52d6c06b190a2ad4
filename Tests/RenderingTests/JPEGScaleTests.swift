import CCairo
import Foundation
@testable import Rendering
import Testing

/// A JPEG drawn smaller than it is decodes at the smallest eighth of its size that still
/// covers the pixels drawn. The expected scales are worked out by hand from libjpeg-turbo's
/// rounding (an output side is the natural side times N/8, rounded up).
@Suite struct JPEGScaleTests {
    @Test(arguments: [
        // 2400 × 1600 aspect-filled into 480 × 510 is drawn at 765 × 510: 3/8 gives 900 × 600,
        // where 2/8 (600 × 400) is too small.
        (2400, 1600, 765, 510, 3),
        // The documented example: 6000 × 4000 at 380 × 400 needs 1/8 (750 × 500).
        (6000, 4000, 380, 400, 1),
        // A portrait 80 × 120 drawn at 54 × 80: 5/8 gives 50 × 75, 6/8 gives 60 × 90.
        (80, 120, 54, 80, 6),
        // Drawn at or above its size: decoded whole.
        (120, 80, 120, 80, 8),
        (120, 80, 240, 160, 8),
        // 7 × 7 at 1 × 1: 1/8 rounds up to 1 × 1.
        (7, 7, 1, 1, 1),
    ])
    func theScaleIsTheSmallestEighthThatCovers(_ sizes: (Int, Int, Int, Int, Int)) {
        let (width, height, targetWidth, targetHeight, eighths) = sizes
        #expect(ImageDecoder.jpegEighths(natural: (width, height), target: (targetWidth, targetHeight)) == eighths)
    }

    @Test func noTargetDecodesWhole() {
        #expect(ImageDecoder.jpegEighths(natural: (2400, 1600), target: nil) == 8)
        #expect(ImageDecoder.jpegEighths(natural: (2400, 1600), target: (0, 0)) == 8)
    }

    /// The example photo (720 × 720) at 4/8, the scale its picture gives for a 300 × 300 box
    /// (3/8 is 270): the decoded surface is 360 × 360.
    @Test func theDecoderHonoursTheScale() throws {
        let photo = TestSupport.packageRoot.appendingPathComponent("Examples/assets/card-photo.jpg")
        let bytes = Array(try Data(contentsOf: photo))
        let picture = KnownPicture(width: 720, height: 720, vector: nil, shrinksOnDecode: true)
        #expect(picture.eighths(for: (300, 300)) == 4)
        let image = try ImageDecoder.decode(bytes, maximumPixels: 10_000_000, eighths: picture.eighths(for: (300, 300)))
        #expect(cairo_image_surface_get_width(image.surface) == 360)
        #expect(cairo_image_surface_get_height(image.surface) == 360)
        #expect(image.naturalWidth == 720)
    }
}
