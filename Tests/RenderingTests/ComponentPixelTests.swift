import Foundation
import Rendering
import Scene
import Testing

/// Pixels of components and transitions whose expected values are worked out by hand.
struct ComponentPixelTests {
    private static let renderer = try! Renderer()

    /// A PNG of one flat colour, as a `data:` URI.
    private static func flatPNG(_ color: RGBA, size: Int = 8) throws -> String {
        let argb = UInt32(color.alpha) << 24 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
        let bitmap = Bitmap(width: size, height: size, premultipliedARGB: Array(repeating: argb, count: size * size))
        return "data:image/png;base64," + (try bitmap.encoded(as: .png())).base64EncodedString()
    }

    @Test func crossDissolveMixesTwoPicturesPixelByPixel() throws {
        let red = try Self.flatPNG(RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        let blue = try Self.flatPNG(RGBA(red: 0, green: 0, blue: 255, alpha: 255))
        let scene = try TestSupport.scene("""
        {"width": 40, "height": 40, "root": {"type": "image", "src": "\(blue)", "contentMode": "fill",
          "transition": {"kind": "crossDissolve", "from": "\(red)", "duration": 1, "curve": "linear"}}}
        """)
        #expect(try Self.renderer.bitmap(scene, time: 0).pixel(x: 20, y: 20) == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        // A quarter of the way: 3/4 red and 1/4 blue, and still opaque, as CSS cross-fade().
        let quarter = try Self.renderer.bitmap(scene, time: 0.25).pixel(x: 20, y: 20)
        #expect(abs(Int(quarter.red) - 191) <= 1 && abs(Int(quarter.blue) - 64) <= 1 && quarter.alpha == 255, "\(quarter)")
        #expect(try Self.renderer.bitmap(scene, time: 1).pixel(x: 20, y: 20) == RGBA(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func fadeAtItsMidpointUnderEaseInOutIsHalfStrength() throws {
        let scene = try TestSupport.scene("""
        {"width": 20, "height": 20, "background": "#FFFFFF", "root": {"type": "view", "background": "#000000",
          "transition": {"kind": "fade", "duration": 0.6, "delay": 0.2, "curve": "easeInOut"}}}
        """)
        #expect(try Self.renderer.bitmap(scene, time: 0.1).pixel(x: 10, y: 10) == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
        // Half-way through a symmetric curve: black at 50 % over white.
        let middle = try Self.renderer.bitmap(scene, time: 0.5).pixel(x: 10, y: 10)
        #expect(abs(Int(middle.red) - 128) <= 1, "\(middle)")
        #expect(try Self.renderer.bitmap(scene, time: 0.8).pixel(x: 10, y: 10) == RGBA(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func slideStartsBelowItsPlaceByItsOwnHeight() throws {
        let scene = try TestSupport.scene("""
        {"width": 40, "height": 100, "root": {"type": "view", "frame": {"x": 0, "y": 10, "width": 40, "height": 30}, "background": "#00FF00",
          "transition": {"kind": "slide", "edge": "bottom", "duration": 1}}}
        """)
        let start = try Self.renderer.bitmap(scene, time: 0)
        #expect(start.pixel(x: 20, y: 39).alpha == 0, "laid out at 10…40, drawn 30 lower")
        #expect(start.pixel(x: 20, y: 40).alpha == 255)
        #expect(start.pixel(x: 20, y: 69).alpha == 255)
        #expect(start.pixel(x: 20, y: 70).alpha == 0)
        let end = try Self.renderer.bitmap(scene, time: 1)
        #expect(end.pixel(x: 20, y: 10).alpha == 255 && end.pixel(x: 20, y: 40).alpha == 0)
    }

    @Test func aLoadingButtonKeepsItsIdleSize() throws {
        func frame(_ state: String, style: String = "overlay") throws -> Rect {
            let scene = try TestSupport.scene("""
            {"width": 300, "height": 100, "root": {"type": "hstack", "align": "start", "children": [
              {"type": "button", "title": "Continue", "state": "\(state)", "loadingStyle": "\(style)"}]}}
            """)
            return try Self.renderer.layout(scene).root.children[0].frame
        }
        let idle = try frame("idle")
        #expect(idle.width > 100 && idle.height > 30, "\(idle)")
        #expect(try frame("loading") == idle)
        #expect(try frame("loading", style: "pulse") == idle)
        #expect(try frame("loading", style: "leading").width > idle.width, "a spinner beside the title widens the button")
    }

    /// Every node in a laid-out subtree, in document order.
    private static func all(_ node: LayoutNode) -> [LayoutNode] {
        [node] + node.children.flatMap(all)
    }

    /// The frames of a row's buttons, laid out at their own size.
    private static func buttonFrames(_ buttons: String, rowWidth: Int = 560) throws -> [Rect] {
        let scene = try TestSupport.scene("""
        {"width": 600, "height": 100, "background": "#FFFFFF", "root": {"type": "hstack", "width": \(rowWidth), "align": "start", "gap": 10, "children": [\(buttons)]}}
        """)
        return try Self.renderer.layout(scene).root.children.map(\.frame)
    }

    @Test func aGlyphIconIsTheDocumentedSquareSoEveryButtonIsOneHeight() throws {
        let picture = try Self.flatPNG(RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        let scene = try TestSupport.scene("""
        {"width": 400, "height": 100, "root": {"type": "hstack", "align": "start", "gap": 10, "children": [
          {"type": "button", "title": "Save"},
          {"type": "button", "title": "Save", "icon": {"symbol": "checkmark"}},
          {"type": "button", "title": "Save", "icon": "\(picture)"}]}}
        """)
        let buttons = try Self.renderer.layout(scene).root.children
        // A 17-point DejaVu Sans Bold line is 20 points tall (Chromium's: ascent 16 and
        // descent 4, rounded), between 10 points of padding.
        #expect(buttons.map(\.frame.height) == [40, 40, 40])
        // 1.1 × 17 points, rounded: the glyph and the picture are 19 points square.
        let glyph = buttons[1].children.first { $0.icon != nil }?.frame
        #expect(glyph?.width == 19 && glyph?.height == 19, "\(String(describing: glyph))")
        let image = buttons[2].children.first { $0.image != nil }?.frame
        #expect(image?.width == 19 && image?.height == 19, "\(String(describing: image))")
    }

    @Test func aGlyphSizedOnOneSideIsSquare() throws {
        let scene = try TestSupport.scene("""
        {"width": 200, "height": 100, "root": {"type": "hstack", "align": "start", "children": [
          {"type": "icon", "symbol": "info", "width": 16}, {"type": "icon", "symbol": "info", "height": 12},
          {"type": "icon", "symbol": "info", "width": 16, "aspectRatio": "auto"}]}}
        """)
        let frames = try Self.renderer.layout(scene).root.children.map(\.frame)
        #expect(frames.map(\.width) == [16, 12, 16])
        #expect(frames.map(\.height) == [16, 12, 24], "without its ratio a glyph keeps its 24-point height")
    }

    @Test func everyVariantOfAButtonIsTheSameSize() throws {
        let frames = try Self.buttonFrames("""
        {"type": "button", "title": "Continue", "variant": "bordered"},
        {"type": "button", "title": "Continue"},
        {"type": "button", "title": "Continue", "variant": "plain"},
        {"type": "button", "title": "Continue", "border": {"width": 4, "color": "#000000"}}
        """)
        let sizes = frames.map { Size(width: $0.width, height: $0.height) }
        #expect(Set(sizes).count == 1, "\(sizes)")
        // The bordered one's 1.5-point border lies inside its box: the first column and row
        // of the box are the tint, the ones just outside it the white canvas.
        let scene = try TestSupport.scene("""
        {"width": 200, "height": 80, "background": "#FFFFFF", "root": {"type": "hstack", "padding": 10, "align": "start", "children": [
          {"type": "button", "title": "Continue", "variant": "bordered", "cornerRadius": 0}]}}
        """)
        let bitmap = try Self.renderer.bitmap(scene)
        let box = try Self.renderer.layout(scene).root.children[0].frame
        let middle = Int(box.center.y), left = Int(box.x), top = Int(box.y)
        #expect(box.x == 10 && box.y == 10)
        #expect(bitmap.pixel(x: left, y: middle) == RGBA(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(bitmap.pixel(x: left - 1, y: middle) == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(bitmap.pixel(x: Int(box.center.x), y: top) == RGBA(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(bitmap.pixel(x: left + 3, y: middle) == RGBA(red: 255, green: 255, blue: 255, alpha: 255), "the padding inside the border")
    }

    @Test func aRowAFewPointsShortKeepsEveryTitleWhole() throws {
        let buttons = #"{"type": "button", "title": "Save"}, {"type": "button", "title": "Edit"}, {"type": "button", "title": "Delete"}"#
        let natural = try Self.buttonFrames(buttons)
        let needed = Int((natural.last?.maxX ?? 0).rounded(.up))
        let short = try Self.buttonFrames(buttons, rowWidth: needed - 6)
        #expect(short.map(\.width) == natural.map(\.width), "the row overflows rather than cutting titles")
        // A button may still be let shrink, and then cuts its title.
        let shrinking = try Self.buttonFrames(buttons.replacingOccurrences(of: #""type": "button","#, with: #""type": "button", "shrink": 1,"#), rowWidth: needed - 6)
        #expect(shrinking.map(\.width).reduce(0, +) < natural.map(\.width).reduce(0, +))
    }

    @Test func aButtonsChildrenAreItsLabelInsideItsPadding() throws {
        let scene = try TestSupport.scene("""
        {"width": 300, "height": 80, "background": "#FFFFFF", "root": {"type": "hstack", "padding": 10, "gap": 10, "align": "start", "children": [
          {"type": "button", "title": "Go"},
          {"type": "button", "children": [{"type": "label", "text": "Go"}]},
          {"type": "button", "title": "Go", "state": "loading", "children": [{"type": "label", "text": "Go"}]}]}}
        """)
        let tree = try Self.renderer.layout(scene)
        let (titled, labelled) = (tree.root.children[0], tree.root.children[1])
        #expect(labelled.frame.width == titled.frame.width && labelled.frame.height == titled.frame.height,
                "the child is set in the title's font: \(titled.frame) \(labelled.frame)")
        let title = try #require(titled.children.first { $0.label != nil })
        let child = try #require(labelled.children.first { $0.label != nil })
        #expect(child.frame.x - labelled.frame.x == title.frame.x - titled.frame.x && child.frame.y == title.frame.y)
        #expect(child.path.description == "root.children[1].children[0]")
        // White glyphs on the blue fill, as the title's.
        let bitmap = try Self.renderer.bitmap(scene)
        var whitest = 0
        for y in Int(child.frame.minY)..<Int(child.frame.maxY) {
            for x in Int(child.frame.minX)..<Int(child.frame.maxX) { whitest = max(whitest, Int(bitmap.pixel(x: x, y: y).red)) }
        }
        #expect(whitest > 240, "the label is white: \(whitest)")
        // A loading button hides its title and its children alike, keeping their place.
        let loading = tree.root.children[2]
        let hidden = Self.all(loading).filter { $0.label != nil }
        #expect(hidden.count == 2 && hidden.allSatisfy(\.style.hidden))
        #expect(loading.frame.width > titled.frame.width, "the title and the child are both laid out")
    }

    @Test func anErrorWithAnActionShowsAStandardButtonUnderTheMessage() throws {
        let scene = try TestSupport.scene("""
        {"width": 300, "height": 220, "background": "#FFFFFF", "root": {"type": "vstack", "padding": 12,
          "error": {"message": "Could not load the feed", "action": "Try again"}, "children": [{"type": "label", "text": "Feed"}]}}
        """)
        let tree = try Self.renderer.layout(scene)
        let nodes = Self.all(tree.root)
        let message = try #require(nodes.first { $0.label?.text == "Could not load the feed" })
        let button = try #require(nodes.first { node in node.kind == .hstack && node.children.contains { $0.label?.text == "Try again" } })
        #expect(button.isGenerated && button.path.description == "root")
        #expect(abs(button.frame.minY - message.frame.maxY - 14) < 1e-9, "14 points under the message: \(message.frame) \(button.frame)")
        #expect(button.frame.height == 40 && abs(button.frame.center.x - 150) < 0.01, "a standard button, centred: \(button.frame)")
        #expect(try Self.renderer.bitmap(scene).pixel(x: Int(button.frame.x) + 4, y: Int(button.frame.center.y)) == RGBA(red: 0, green: 122, blue: 255, alpha: 255))
        // The string form is the object without an action.
        let plain = try TestSupport.scene(#"{"width": 300, "height": 220, "root": {"type": "vstack", "error": "Could not load the feed"}}"#)
        #expect(!Self.all(try Self.renderer.layout(plain).root).contains { $0.kind == .hstack })
    }

    @Test func spinnerTurnsWithTime() throws {
        let scene = try TestSupport.scene("""
        {"width": 40, "height": 40, "background": "#FFFFFF", "root": {"type": "progress", "tint": "#000000", "width": 40, "height": 40}}
        """)
        let start = try Self.renderer.bitmap(scene, time: 0)
        let half = try Self.renderer.bitmap(scene, time: 0.5)
        let whole = try Self.renderer.bitmap(scene, time: 1)
        // The darkest spoke points up at 0 and down half a turn later; the spoke opposite it
        // is drawn at 1 − 4/8 × 0.85 = 57.5 % strength, about 108 over white.
        #expect(start.pixel(x: 20, y: 5).red < 40 && start.pixel(x: 20, y: 35).red > 90, "\(start.pixel(x: 20, y: 5)) \(start.pixel(x: 20, y: 35))")
        #expect(half.pixel(x: 20, y: 35).red < 40 && half.pixel(x: 20, y: 5).red > 90, "\(half.pixel(x: 20, y: 35)) \(half.pixel(x: 20, y: 5))")
        #expect(whole.premultipliedARGB == start.premultipliedARGB, "a whole turn later it looks the same")
    }

    @Test func redactedTextIsABarNotGlyphs() throws {
        func render(redacted: Bool) throws -> Bitmap {
            try TestSupport.bitmap("""
            {"width": 200, "height": 40, "background": "#FFFFFF", "root": {"type": "label", "text": "Skeleton text",
              "font": {"size": 20}, "redacted": \(redacted)}}
            """)
        }
        let text = try render(redacted: false)
        let bar = try render(redacted: true)
        // DejaVu Sans 20 pt: a 24 pt line; the bar is two thirds of it, from y = 4 to 20.
        let barGrey = bar.pixel(x: 40, y: 12)
        #expect(barGrey.red == barGrey.green && barGrey.red > 180 && barGrey.red < 230, "20 % black over white: \(barGrey)")
        #expect(bar.pixel(x: 40, y: 2) == RGBA(red: 255, green: 255, blue: 255, alpha: 255), "above the bar")
        #expect(bar.pixel(x: 180, y: 12) == RGBA(red: 255, green: 255, blue: 255, alpha: 255), "past the end of the text")
        let darkest = (0..<text.width).map { text.pixel(x: $0, y: 12).red }.min() ?? 255
        let barDarkest = (0..<bar.width).map { bar.pixel(x: $0, y: 12).red }.min() ?? 255
        #expect(darkest < 60 && barDarkest > 180, "glyphs are dark, the bar is light grey")
    }

    @Test func redactedImageIsAGreyBlock() throws {
        let red = try Self.flatPNG(RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        let bitmap = try TestSupport.bitmap("""
        {"width": 40, "height": 40, "background": "#FFFFFF", "root": {"type": "image", "src": "\(red)", "redacted": true}}
        """)
        let pixel = bitmap.pixel(x: 20, y: 20)
        #expect(pixel.red < 240 && pixel.red > 200 && abs(Int(pixel.red) - Int(pixel.green)) <= 1, "no red left: \(pixel)")
    }

    @Test func glyphsStayInsideTheirBox() throws {
        for symbol in Symbol.allCases {
            let bitmap = try TestSupport.bitmap("""
            {"width": 60, "height": 60, "root": {"type": "view", "children": [
              {"type": "icon", "symbol": "\(symbol.rawValue)", "frame": {"x": 18, "y": 18, "width": 24, "height": 24}}]}}
            """)
            var inked = 0
            for y in 0..<60 {
                for x in 0..<60 where bitmap.pixel(x: x, y: y).alpha > 0 {
                    #expect((16...43).contains(x) && (16...43).contains(y), "\(symbol) inks (\(x), \(y))")
                    inked += 1
                }
            }
            #expect(inked > 20, "\(symbol) draws something")
        }
    }

    @Test func missingPicturesAreNamedByTheKeysThatNameThem() throws {
        let scene = try TestSupport.scene("""
        {"width": 200, "height": 100, "root": {"type": "vstack", "children": [
          {"type": "button", "title": "Go", "icon": "gone.png", "backgroundImage": "lost.png"},
          {"type": "view", "width": 10, "height": 10},
          {"type": "image", "src": "here.png", "width": 10, "transition": [{"kind": "fade"}, {"kind": "crossDissolve", "from": "before.png"}]}]}}
        """)
        let warnings = try Self.renderer.layout(scene, time: 5).warnings.map(\.path.description)
        #expect(warnings == ["root.children[0].backgroundImage", "root.children[0].icon", "root.children[2].src", "root.children[2].transition[1].from"])
    }

    @Test func warningsAboutAComponentsPartsNameTheComponent() throws {
        let scene = try TestSupport.scene("""
        {"width": 300, "height": 120, "root": {"type": "vstack", "children": [
          {"type": "button", "title": "Go", "font": {"family": "NoSuchFamily"}, "loading": true}]}}
        """)
        let tree = try Self.renderer.layout(scene)
        #expect(tree.warnings.map(\.path.description) == ["root.children[0].font.family"])
        #expect(tree.dump().contains("root.children[0] › label ("), "parts are dumped under the component's path")
    }
}
