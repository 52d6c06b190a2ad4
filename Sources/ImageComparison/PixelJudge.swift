import Rendering

/// What one pixel that differs between the two images amounts to.
enum PixelJudgement {
    /// Within the strategy's tolerance: the pixels agree.
    case tolerated
    /// A difference that counts against the limit.
    case counted
    /// Over the threshold, but judged antialiasing, which the strategy ignores.
    case antialiased
}

/// Judges, pixel by pixel, the region two bitmaps both cover under one strategy. The
/// comparator counts its judgements and the difference mask paints them, so the two never
/// disagree about a pixel.
struct PixelJudge {
    let strategy: ComparisonStrategy
    let expected: Plane
    let actual: Plane
    /// The size of the region both images cover; its edges are the edges antialiasing
    /// detection sees.
    let width: Int
    let height: Int

    init(strategy: ComparisonStrategy, expected: Bitmap, actual: Bitmap) {
        self.strategy = strategy
        self.expected = Plane(pixels: expected.premultipliedARGB, stride: expected.width)
        self.actual = Plane(pixels: actual.premultipliedARGB, stride: actual.width)
        width = min(expected.width, actual.width)
        height = min(expected.height, actual.height)
    }

    /// Premultiplied pixels read with a row stride, so images of different widths can be
    /// walked over the same region.
    struct Plane {
        let pixels: [UInt32]
        let stride: Int

        subscript(x: Int, y: Int) -> UInt32 { pixels[y * stride + x] }
    }

    /// Calls `body` for every pixel whose bits differ, with its judgement and its difference
    /// in the strategy's unit (channel units, or ΔE2000 for `perceptual`). Equal pixels are
    /// skipped: they cost one comparison each and nothing else.
    func forEachDifference(_ body: (_ x: Int, _ y: Int, _ judgement: PixelJudgement, _ difference: Double) -> Void) {
        var measure = PerceptualMeasure()
        for y in 0..<height {
            let expectedRow = y * expected.stride
            let actualRow = y * actual.stride
            for x in 0..<width {
                let old = expected.pixels[expectedRow + x]
                let new = actual.pixels[actualRow + x]
                guard old != new else { continue }
                switch strategy {
                case .exact:
                    body(x, y, .counted, Double(Self.channelDifference(old, new)))
                case .threshold(let channel, _):
                    let difference = Self.channelDifference(old, new)
                    body(x, y, difference > channel ? .counted : .tolerated, Double(difference))
                case .perceptual(let deltaE, _, let ignoresAntialiasing):
                    let difference = measure.difference(old, new)
                    if difference <= deltaE {
                        body(x, y, .tolerated, difference)
                    } else if ignoresAntialiasing && (isAntialiased(x: x, y: y, in: expected, other: actual) || isAntialiased(x: x, y: y, in: actual, other: expected)) {
                        body(x, y, .antialiased, difference)
                    } else {
                        body(x, y, .counted, difference)
                    }
                }
            }
        }
    }

    // MARK: Antialiasing

    /// Whether the pixel at (x, y) of `image` looks like antialiasing, after Vysniauskas,
    /// "Anti-aliased Pixel and Intensity Slope Detector" (2009), as pixelmatch applies it.
    ///
    /// An antialiased pixel is a blend of the flat areas either side of an edge: few of its
    /// eight neighbours are as bright as it is, it has both a darker and a brighter neighbour
    /// (it lies on the slope between them), and the darkest or the brightest neighbour sits
    /// inside a flat area — one with several identical neighbours of its own — in both
    /// images. The last condition is what tells a shifted or softened edge (the flat areas
    /// stay put) from changed content (they do not).
    func isAntialiased(x: Int, y: Int, in image: Plane, other: Plane) -> Bool {
        let centre = Self.brightness(image[x, y])
        // A pixel on the edge has neighbours missing; counting them as one equal neighbour
        // keeps the edge from looking like a slope it cannot show.
        var equal = x == 0 || y == 0 || x == width - 1 || y == height - 1 ? 1 : 0
        var darkest: (x: Int, y: Int, step: Int) = (0, 0, 0)
        var brightest: (x: Int, y: Int, step: Int) = (0, 0, 0)
        // Column by column, and the first of equally extreme neighbours kept, as pixelmatch
        // does, so that the two pick the same neighbour when several tie.
        for neighbourX in max(x - 1, 0)...min(x + 1, width - 1) {
            for neighbourY in max(y - 1, 0)...min(y + 1, height - 1) where neighbourX != x || neighbourY != y {
                let step = Self.brightness(image[neighbourX, neighbourY]) - centre
                if step == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if step < darkest.step {
                    darkest = (neighbourX, neighbourY, step)
                } else if step > brightest.step {
                    brightest = (neighbourX, neighbourY, step)
                }
            }
        }
        guard darkest.step != 0, brightest.step != 0 else { return false }
        return (hasManySiblings(x: darkest.x, y: darkest.y, in: image) && hasManySiblings(x: darkest.x, y: darkest.y, in: other))
            || (hasManySiblings(x: brightest.x, y: brightest.y, in: image) && hasManySiblings(x: brightest.x, y: brightest.y, in: other))
    }

    /// Whether at least three of the pixel's neighbours are identical to it (an edge pixel's
    /// missing neighbours counting as one): the pixel lies in a flat area.
    private func hasManySiblings(x: Int, y: Int, in plane: Plane) -> Bool {
        let centre = plane[x, y]
        var equal = x == 0 || y == 0 || x == width - 1 || y == height - 1 ? 1 : 0
        for neighbourX in max(x - 1, 0)...min(x + 1, width - 1) {
            for neighbourY in max(y - 1, 0)...min(y + 1, height - 1) where neighbourX != x || neighbourY != y {
                if plane[neighbourX, neighbourY] == centre {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }

    /// The pixel's luma over white (Rec. 601 weights, scaled by 1000 to stay an exact
    /// integer), so that "as bright as" is an exact comparison, as in pixelmatch.
    static func brightness(_ word: UInt32) -> Int {
        let white = overWhite(word)
        return 299 * Int(white >> 16 & 0xFF) + 587 * Int(white >> 8 & 0xFF) + 114 * Int(white & 0xFF)
    }

    // MARK: Pixel differences

    /// The largest difference of the straight-alpha RGBA channels, 0–255.
    static func channelDifference(_ old: UInt32, _ new: UInt32) -> Int {
        let oldAlpha = old >> 24
        let newAlpha = new >> 24
        func difference(_ shift: UInt32) -> Int {
            abs(straight(old >> shift & 0xFF, alpha: oldAlpha) - straight(new >> shift & 0xFF, alpha: newAlpha))
        }
        return max(abs(Int(oldAlpha) - Int(newAlpha)), difference(16), difference(8), difference(0))
    }

    /// A premultiplied channel unpremultiplied and rounded, as `Bitmap.pixel(x:y:)` does.
    private static func straight(_ channel: UInt32, alpha: UInt32) -> Int {
        alpha == 0 ? 0 : Int(min((channel * 255 + alpha / 2) / alpha, 255))
    }

    /// A premultiplied pixel over white, as opaque `0xRRGGBB`: each channel plus the white
    /// that shows through, `255 − alpha`. (Over black it is the premultiplied colour itself.)
    static func overWhite(_ word: UInt32) -> UInt32 {
        let showing = 255 - (word >> 24)
        func channel(_ shift: UInt32) -> UInt32 { min((word >> shift & 0xFF) + showing, 255) << shift }
        return channel(16) | channel(8) | channel(0)
    }
}

/// ΔE2000 of pixel pairs, with the conversions to Lab remembered: a changed area repeats the
/// same few colours over and over, and converting is most of the cost of a pair.
struct PerceptualMeasure {
    /// A direct-mapped cache of Lab colours by `0xRRGGBB`; a key of `.max` (no colour) marks
    /// an empty slot.
    private var keys = [UInt32](repeating: .max, count: Self.slots)
    private var colours = [LabColor](repeating: LabColor(l: 0, a: 0, b: 0), count: Self.slots)
    /// The last pair measured, since a flat area that changed is one pair many times over.
    private var last: (old: UInt32, new: UInt32, difference: Double)?

    private static let slots = 4096

    /// ΔE2000 of the two pixels composited over black and over white, whichever is larger:
    /// over one background alone, a transparent pixel and an opaque one of that background's
    /// colour would look the same. Two opaque pixels look the same over both, so they are
    /// measured once.
    mutating func difference(_ old: UInt32, _ new: UInt32) -> Double {
        if let last, last.old == old, last.new == new { return last.difference }
        let overBlack = colourDifference(old & 0xFF_FFFF, new & 0xFF_FFFF)
        let difference = old >> 24 == 0xFF && new >> 24 == 0xFF
            ? overBlack
            : max(overBlack, colourDifference(PixelJudge.overWhite(old), PixelJudge.overWhite(new)))
        last = (old, new, difference)
        return difference
    }

    /// ΔE2000 between two opaque `0xRRGGBB` colours.
    private mutating func colourDifference(_ left: UInt32, _ right: UInt32) -> Double {
        guard left != right else { return 0 }
        return lab(left).deltaE2000(lab(right))
    }

    private mutating func lab(_ rgb: UInt32) -> LabColor {
        let slot = Int((rgb &* 2_654_435_761) >> 20) & (Self.slots - 1)
        if keys[slot] == rgb { return colours[slot] }
        let colour = LabColor(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
        keys[slot] = rgb
        colours[slot] = colour
        return colour
    }
}
