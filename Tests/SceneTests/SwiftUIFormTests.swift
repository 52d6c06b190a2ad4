import Scene
import Testing

/// The builder's SwiftUI spellings do what they do in SwiftUI. Each builder scene is checked
/// against the JSON a person would write for that layout, or against frames worked out by
/// hand, never against the builder itself.
struct SwiftUIFormTests {
    private func decode(_ root: String, width: Int = 200, height: Int = 100) throws -> Scene {
        try SceneDecoder().decode(Array(#"{"width": \#(width), "height": \#(height), "root": \#(root)}"#.utf8))
    }

    private func frames(_ scene: Scene) -> [Rect] {
        LayoutEngine().layout(scene).root.children.map(\.frame)
    }

    // MARK: - frame and place

    @Test func framedSquaresInARowSitSideBySide() throws {
        let scene = Scene(width: 200, height: 100) {
            HStack {
                View().frame(width: 40, height: 40)
                View().frame(width: 40, height: 40)
            }
        }
        // The second square starts where the first ends: 40 points along, not on top of it.
        #expect(frames(scene) == [Rect(x: 0, y: 0, width: 40, height: 40), Rect(x: 40, y: 0, width: 40, height: 40)])
        #expect(scene == (try decode(#"{"type": "hstack", "children": [{"type": "view", "width": 40, "height": 40}, {"type": "view", "width": 40, "height": 40}]}"#)))
    }

    @Test func frameWithOneSideSetsOnlyThatSide() throws {
        let scene = Scene(width: 200, height: 100) {
            VStack {
                View().frame(height: 30)
                View().frame(width: 50)
            }
        }
        #expect(scene == (try decode(#"{"type": "vstack", "children": [{"type": "view", "height": 30}, {"type": "view", "width": 50}]}"#)))
        // The column stretches the first child across its 200 points; the second, 50 wide,
        // comes after the first's 30 points and is as tall as its (empty) content.
        #expect(frames(scene) == [Rect(x: 0, y: 0, width: 200, height: 30), Rect(x: 0, y: 30, width: 50, height: 0)])
    }

    @Test func placeIsTheAbsoluteFrame() throws {
        let scene = Scene(width: 200, height: 100) {
            HStack {
                View().frame(width: 40, height: 40)
                View().place(x: 10, y: 20, width: 30, height: 30)
            }
        }
        #expect(scene == (try decode(#"{"type": "hstack", "children": [{"type": "view", "width": 40, "height": 40}, {"type": "view", "frame": {"x": 10, "y": 20, "width": 30, "height": 30}}]}"#)))
        #expect(frames(scene) == [Rect(x: 0, y: 0, width: 40, height: 40), Rect(x: 10, y: 20, width: 30, height: 30)])
        #expect(View().place(y: 5).frame == FrameSpec(x: 0, y: 5))
    }

    // MARK: - padding

    @Test func paddingWithoutALengthIsSixteenOnEverySide() throws {
        let scene = Scene(width: 200, height: 100) { View().padding() }
        #expect(scene.root.layout.padding == Edges(.points(16)))
        #expect(scene == (try decode(#"{"type": "view", "padding": 16}"#)))
    }

    @Test func otherPaddingFormsKeepTheirMeaning() {
        #expect(View().padding(8).layout.padding == Edges(.points(8)))
        #expect(View().padding(horizontal: 4).layout.padding == Edges(top: .zero, right: .points(4), bottom: .zero, left: .points(4)))
        #expect(View().padding(top: 2).layout.padding == Edges(top: .points(2), right: .zero, bottom: .zero, left: .zero))
    }

    // MARK: - Stacks

    @Test func rowAlignmentsAreTheStacksAlign() throws {
        let expected: [(VerticalAlignment, String)] = [(.top, "start"), (.center, "center"), (.bottom, "end"), (.firstTextBaseline, "baseline")]
        for (alignment, align) in expected {
            let scene = Scene(width: 200, height: 100) { HStack(alignment: alignment, spacing: 6) { Spacer() } }
            #expect(scene == (try decode(#"{"type": "hstack", "align": "\#(align)", "gap": 6, "children": [{"type": "spacer"}]}"#)), "\(alignment)")
        }
    }

    @Test func columnAlignmentsAreTheStacksAlign() throws {
        let expected: [(HorizontalAlignment, String)] = [(.leading, "start"), (.center, "center"), (.trailing, "end")]
        for (alignment, align) in expected {
            let scene = Scene(width: 200, height: 100) { VStack(alignment: alignment, spacing: 6) { Spacer() } }
            #expect(scene == (try decode(#"{"type": "vstack", "align": "\#(align)", "gap": 6, "children": [{"type": "spacer"}]}"#)), "\(alignment)")
        }
    }

    @Test func bottomAlignedRowLinesUpTheBottoms() {
        let scene = Scene(width: 200, height: 100) {
            HStack(alignment: .bottom, spacing: 10) {
                View().frame(width: 20, height: 10)
                View().frame(width: 20, height: 30)
            }.frame(height: 50)
        }
        // Both bottoms at 50: the first starts at 50 − 10, the second at 50 − 30, 20 + 10 along.
        let children = LayoutEngine().layout(scene).root.children.map(\.frame)
        #expect(children == [Rect(x: 0, y: 40, width: 20, height: 10), Rect(x: 30, y: 20, width: 20, height: 30)])
    }

    @Test func stacksWithoutAnAlignmentKeepTheFormatsStretch() {
        #expect(HStack {}.layout.align == .stretch)
        #expect(VStack {}.layout.align == .stretch)
    }

    // MARK: - Colours

    @Test func namedColoursAreSwiftUIsLightModeColours() {
        // The light-mode sRGB values of the iOS system colours, from Apple's Human Interface
        // Guidelines (iOS 15 to 18).
        let expected: [(Color, UInt32, String)] = [
            (.black, 0x000000, "black"), (.white, 0xFFFFFF, "white"), (.gray, 0x8E8E93, "gray"), (.red, 0xFF3B30, "red"),
            (.orange, 0xFF9500, "orange"), (.yellow, 0xFFCC00, "yellow"), (.green, 0x34C759, "green"), (.mint, 0x00C7BE, "mint"),
            (.teal, 0x30B0C7, "teal"), (.cyan, 0x32ADE6, "cyan"), (.blue, 0x007AFF, "blue"), (.indigo, 0x5856D6, "indigo"),
            (.purple, 0xAF52DE, "purple"), (.pink, 0xFF2D55, "pink"), (.brown, 0xA2845E, "brown"),
        ]
        for (color, hex, name) in expected {
            #expect(color == Color(hex: hex), "\(name)")
        }
        #expect(Color.clear == Color(red8: 0, green8: 0, blue8: 0, alpha8: 0))
    }

    @Test func colourModifiersTakeNamedColours() throws {
        let scene = Scene(width: 200, height: 100) {
            View {
                Label("Hi").textColor(.red).background(.yellow)
            }
            .background(.blue)
            .border(color: .gray)
            .shadow(color: .black)
        }
        #expect(scene == (try decode(#"""
            {"type": "view", "background": "#007AFF", "border": {"width": 1, "color": "#8E8E93"}, "shadow": {"color": "#000000"},
             "children": [{"type": "label", "text": "Hi", "color": "#FF3B30", "background": "#FFCC00"}]}
            """#)))
        #expect(Image("a.png").tint(.purple).image?.tint == Color(hex: 0xAF52DE))
        #expect(Icon(.info, color: .teal).icon?.color == Color(hex: 0x30B0C7))
        #expect(Progress(tint: .green).progress?.tint == Color(hex: 0x34C759))
    }

    @Test func channelsStillReadFromAColour() {
        let color = Color(red8: 255, green8: 0, blue8: 51)
        #expect(color.red == 1)
        #expect(color.green == 0)
        #expect(color.blue == 0.2)
        #expect(Color.blue.blue == 1)
    }

    @Test func hexStringsAreReadAsTheDecoderReadsThem() {
        #expect(Color(hex: "#4F46E5") == Color(red8: 0x4F, green8: 0x46, blue8: 0xE5))
        #expect(Color(hex: "4F46E5") == Color(red8: 0x4F, green8: 0x46, blue8: 0xE5))
        #expect(Color(hex: "#4F46E580") == Color(red8: 0x4F, green8: 0x46, blue8: 0xE5, alpha8: 0x80))
        #expect(Color(hex: "#fa0") == Color(red8: 0xFF, green8: 0xAA, blue8: 0x00))
        #expect(Color(hex: "#fa08") == Color(red8: 0xFF, green8: 0xAA, blue8: 0x00, alpha8: 0x88))
        for invalid in ["", "#", "#12", "#12345", "#1234567", "#GGGGGG", "red", " #FFFFFF", "##FFF"] {
            #expect(Color(hex: invalid) == nil, "\(invalid.debugDescription)")
        }
    }

    // MARK: - Scene root

    @Test func severalRootNodesAreDrawnOverEachOtherInAZStack() throws {
        let scene = Scene(width: 200, height: 100) {
            View().frame(width: 40, height: 40).background(.blue)
            View().frame(width: 20, height: 20).background(.red)
        }
        #expect(scene == (try decode(#"""
            {"type": "zstack", "children": [
              {"type": "view", "width": 40, "height": 40, "background": "#007AFF"},
              {"type": "view", "width": 20, "height": 20, "background": "#FF3B30"}]}
            """#)))
        // Both centred on the 200×100 canvas.
        #expect(frames(scene) == [Rect(x: 80, y: 30, width: 40, height: 40), Rect(x: 90, y: 40, width: 20, height: 20)])
    }

    @Test func aSingleRootNodeIsTheRootItself() {
        let node = VStack { Label("a") }
        #expect(Scene(width: 10, height: 10) { node } == Scene(width: 10, height: 10, root: node))
    }

    @Test func rootNodesMayComeFromLoopsAndConditions() {
        let showBadge = false
        let scene = Scene(width: 10, height: 10) {
            for index in 0..<2 {
                View(id: "v\(index)")
            }
            if showBadge {
                View(id: "badge")
            }
        }
        #expect(scene.root.kind == .zstack)
        #expect(scene.root.children.map(\.id) == ["v0", "v1"])
        #expect(Scene(width: 10, height: 10) {}.root == ZStack {})
    }
}
