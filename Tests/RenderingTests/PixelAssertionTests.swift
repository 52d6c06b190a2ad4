import Rendering
import Scene
import Testing

/// Checks of single pixels whose expected values are worked out by hand.
struct PixelAssertionTests {
    @Test func roundedCornerPixelIsTransparent() throws {
        let bitmap = try TestSupport.bitmap("""
        {"width": 100, "height": 100, "root": {"type": "view", "cornerRadius": 30, "background": "#FF0000"}}
        """)
        // The corner pixel is ~21 pt from the arc's centre at (30, 30) beyond its radius.
        #expect(bitmap.pixel(x: 0, y: 0).alpha == 0)
        #expect(bitmap.pixel(x: 99, y: 99).alpha == 0)
        #expect(bitmap.pixel(x: 50, y: 50) == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        // (3, 30) lies on the straight left edge, inside the shape.
        #expect(bitmap.pixel(x: 3, y: 30).alpha == 255)
    }

    @Test func shadowFallsBelowAndRightForPositiveOffset() throws {
        let bitmap = try TestSupport.bitmap("""
        {"width": 200, "height": 200, "root": {"type": "view", "frame": {"x": 50, "y": 50, "width": 80, "height": 80},
          "background": "#FFFFFF", "shadow": {"color": "#000000", "blur": 10, "x": 12, "y": 12}}}
        """)
        let belowRight = bitmap.pixel(x: 136, y: 136)
        let aboveLeft = bitmap.pixel(x: 44, y: 44)
        #expect(belowRight.alpha > 150, "shadow pixel below-right: \(belowRight)")
        #expect(aboveLeft.alpha < 20, "above-left of the box: \(aboveLeft)")
        // The box itself stays pure white: the shadow is not painted inside it.
        #expect(bitmap.pixel(x: 125, y: 125) == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func shadowIsNotPaintedUnderTranslucentBox() throws {
        let bitmap = try TestSupport.bitmap("""
        {"width": 100, "height": 100, "root": {"type": "view", "frame": {"x": 20, "y": 20, "width": 60, "height": 60},
          "shadow": {"color": "#000000", "blur": 4, "x": 10, "y": 10}}}
        """)
        // Inside the box, where the shadow shape overlaps it, nothing is painted (CSS box-shadow).
        #expect(bitmap.pixel(x: 70, y: 70).alpha == 0)
        #expect(bitmap.pixel(x: 85, y: 60).alpha > 100)
    }

    /// A hard inset shadow moved 10 right and 6 down covers a 10-pt band on the left and a
    /// 6-pt band on top of the padding box (inside the 4-pt border), and nothing else.
    @Test func hardInsetShadowCoversTheBandsItsOffsetOpens() throws {
        let bitmap = try TestSupport.bitmap("""
        {"width": 100, "height": 100, "background": "#FFFFFF", "root": {"type": "view", "frame": {"x": 20, "y": 20, "width": 60, "height": 60},
          "background": "#00FF00", "border": {"width": 4, "color": "#0000FF"}, "shadow": {"color": "#FF0000", "x": 10, "y": 6, "inset": true}}}
        """)
        let red = RGBA(red: 255, green: 0, blue: 0, alpha: 255), green = RGBA(red: 0, green: 255, blue: 0, alpha: 255)
        #expect(bitmap.pixel(x: 22, y: 50) == RGBA(red: 0, green: 0, blue: 255, alpha: 255), "the border is drawn over it")
        #expect(bitmap.pixel(x: 24, y: 50) == red && bitmap.pixel(x: 33, y: 50) == red && bitmap.pixel(x: 34, y: 50) == green)
        #expect(bitmap.pixel(x: 50, y: 24) == red && bitmap.pixel(x: 50, y: 29) == red && bitmap.pixel(x: 50, y: 30) == green)
        #expect(bitmap.pixel(x: 75, y: 75) == green, "the moved hole still reaches the far corner")
        #expect(bitmap.pixel(x: 10, y: 10) == RGBA(red: 255, green: 255, blue: 255, alpha: 255), "nothing outside the box")
    }

    /// A blurred inset shadow darkens the padding box from its edge inwards and fades out
    /// towards the middle; outside the box nothing is painted.
    @Test func blurredInsetShadowFadesInwards() throws {
        let bitmap = try TestSupport.bitmap("""
        {"width": 200, "height": 100, "background": "#FFFFFF", "root": {"type": "view", "frame": {"x": 20, "y": 10, "width": 160, "height": 80},
          "cornerRadius": 16, "shadow": {"color": "#000000", "blur": 20, "inset": true}}}
        """)
        let row = (20..<100).map { Int(bitmap.pixel(x: $0, y: 50).green) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 }, "lighter towards the middle: \(row)")
        #expect(row.first! > 100 && row.first! < 160, "at the edge the blur is about half: \(row.first!)")
        #expect(row.last! >= 254, "the middle, 3 sigma in, is clear: \(row.last!)")
        #expect(bitmap.pixel(x: 19, y: 50).green == 255 && bitmap.pixel(x: 100, y: 9).green == 255)
    }

    @Test func blurredShadowFadesSmoothly() throws {
        let bitmap = try TestSupport.bitmap("""
        {"width": 200, "height": 100, "root": {"type": "view", "frame": {"x": 50, "y": 0, "width": 100, "height": 40},
          "shadow": {"color": "#000000", "blur": 20, "y": 40}}}
        """)
        // Along the shadow's centre column the alpha falls monotonically away from the shape
        // whose lower edge is at y = 80; the Gaussian's sigma is 10 so it reaches ~0 by 3 sigma.
        let column = (80..<100).map { Int(bitmap.pixel(x: 100, y: $0).alpha) }
        #expect(zip(column, column.dropFirst()).allSatisfy { $0 >= $1 }, "\(column)")
        #expect(column.first! > 100 && column.first! < 160, "at the edge the blur is about half: \(column.first!)")
    }

    @Test func halfGroupOpacityOverWhite() throws {
        let bitmap = try TestSupport.bitmap("""
        {"width": 40, "height": 40, "background": "white",
         "root": {"type": "view", "opacity": 0.5, "children": [
           {"type": "view", "frame": {"width": 30, "height": 30}, "background": "#000000"},
           {"type": "view", "frame": {"x": 10, "y": 10, "width": 30, "height": 30}, "background": "#000000"}]}}
        """)
        // Black at 50% over white is 127.5: 127 or 128 depending on rounding, and the overlap
        // is no darker because the group is composited once.
        let single = bitmap.pixel(x: 5, y: 5)
        let overlap = bitmap.pixel(x: 20, y: 20)
        #expect((127...128).contains(single.red), "\(single)")
        #expect(overlap == single)
        #expect(bitmap.pixel(x: 35, y: 2) == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func scaleDoublesPixelSize() throws {
        let json = """
        {"width": 30, "height": 20, "scale": 2, "root": {"type": "view", "frame": {"x": 10, "width": 10, "height": 10}, "background": "#00FF00"}}
        """
        let bitmap = try TestSupport.bitmap(json)
        #expect(bitmap.width == 60 && bitmap.height == 40)
        #expect(bitmap.pixel(x: 21, y: 1).green == 255)
        #expect(bitmap.pixel(x: 19, y: 1).alpha == 0)
        #expect(bitmap.pixel(x: 41, y: 1).alpha == 0)
        let overridden = try TestSupport.bitmap(json, scale: 1)
        #expect(overridden.width == 30 && overridden.height == 20)
    }

    @Test func borderIsDrawnInsideTheFrame() throws {
        let bitmap = try TestSupport.bitmap("""
        {"width": 40, "height": 40, "root": {"type": "view", "frame": {"x": 10, "y": 10, "width": 20, "height": 20},
          "border": {"width": 4, "color": "#0000FF"}}}
        """)
        #expect(bitmap.pixel(x: 9, y: 20).alpha == 0)
        #expect(bitmap.pixel(x: 10, y: 20) == RGBA(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(bitmap.pixel(x: 13, y: 20).blue == 255)
        #expect(bitmap.pixel(x: 14, y: 20).alpha == 0)
    }

    @Test func clipKeepsChildrenInsideRoundedBounds() throws {
        let bitmap = try TestSupport.bitmap("""
        {"width": 100, "height": 100, "root": {"type": "view", "cornerRadius": 50, "clip": true, "children": [
          {"type": "view", "background": "#FF0000"}]}}
        """)
        #expect(bitmap.pixel(x: 2, y: 2).alpha == 0)
        #expect(bitmap.pixel(x: 50, y: 50).red == 255)
    }

    @Test func rotationAboutCentre() throws {
        let bitmap = try TestSupport.bitmap("""
        {"width": 100, "height": 100, "root": {"type": "view", "frame": {"x": 25, "y": 45, "width": 50, "height": 10},
          "background": "#000000", "transform": {"rotate": 90}}}
        """)
        // A 50×10 bar rotated a quarter turn about (50, 50) becomes a 10×50 bar.
        #expect(bitmap.pixel(x: 50, y: 30).alpha == 255)
        #expect(bitmap.pixel(x: 30, y: 50).alpha == 0)
    }

    @Test func linearGradientRunsTopToBottomByDefault() throws {
        let bitmap = try TestSupport.bitmap("""
        {"width": 10, "height": 100, "root": {"type": "view", "background": {"type": "linear", "stops": ["#000000", "#FFFFFF"]}}}
        """)
        // The CSS gradient line spans the height; pixel row 0 centres at y = 0.5.
        #expect(bitmap.pixel(x: 5, y: 0).red <= 2)
        #expect(bitmap.pixel(x: 5, y: 99).red >= 253)
        #expect((125...130).contains(bitmap.pixel(x: 5, y: 50).red))
    }
}
