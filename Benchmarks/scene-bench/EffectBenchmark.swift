import Foundation
import Rendering
import Scene

/// Times filters on a layer the size of a 1200 × 630 card: the same scene drawn without an
/// effect, with `filter: blur(20)`, with a colour-matrix filter, with a wide drop shadow,
/// and with a full-card backdrop blur; and 300 small tiles each with its own
/// `grayscale(1)`, whose layers must cost their own area, not the card's. Each figure is
/// the median render's extra time over the same scene without the effect.
enum EffectBenchmark {
    static func run(iterations: Int) throws -> [String] {
        let renderer = try Renderer()
        func card(_ effect: (Node) -> Node) -> Scene {
            Scene(width: 1200, height: 630, background: .color(.white)) {
                effect(View {
                    View().place(x: 0, y: 0, width: 1200, height: 630).background(.linearGradient(LinearGradient(angle: 135, stops: [
                        GradientStop(color: Color(red8: 14, green8: 165, blue8: 233), position: 0),
                        GradientStop(color: Color(red8: 124, green8: 58, blue8: 237), position: 1),
                    ])))
                    View().place(x: 100, y: 100, width: 400, height: 400).background(Color(hex: 0xFACC15)).cornerRadius(200)
                    View().place(x: 600, y: 200, width: 500, height: 300).background(Color(hex: 0x22C55E)).cornerRadius(40)
                }.place(x: 0, y: 0, width: 1200, height: 630))
            }
        }
        func median(_ scene: Scene) throws -> Double {
            for _ in 0..<3 { _ = try renderer.bitmap(scene) }
            var times: [Double] = []
            for _ in 0..<iterations {
                let start = ContinuousClock.now
                _ = try renderer.bitmap(scene)
                times.append(Report.milliseconds(ContinuousClock.now - start))
            }
            return Report.median(times)
        }
        let plain = try median(card { $0 })
        let blur = try median(card { $0.filter(.blur(radius: 20)) })
        let colors = try median(card { $0.filter(.grayscale(1), .contrast(1.2)) })
        let shadow = try median(card { $0.filter(.dropShadow(Shadow(color: Color(red8: 0, green8: 0, blue8: 0, alpha8: 128), blur: 80, offset: Point(x: 0, y: 20)))) })
        func tiles(_ effect: (Node) -> Node) -> Scene {
            Scene(width: 1200, height: 630, background: .color(.white)) {
                View {
                    for index in 0..<300 {
                        effect(View().place(x: Double(index % 30 * 40), y: Double(index / 30 * 60), width: 24, height: 24).background(Color(hex: 0xFF8800)))
                    }
                }.place(x: 0, y: 0, width: 1200, height: 630)
            }
        }
        let plainTiles = try median(tiles { $0 })
        let grayTiles = try median(tiles { $0.filter(.grayscale(1)) })
        let glass = try median(Scene(width: 1200, height: 630) {
            card { $0 }.root
            View().place(x: 0, y: 0, width: 1200, height: 630).backdropFilter(.blur(radius: 20)).background(Color(hex: 0xFFFFFF, alpha: 0.3))
        })
        return [
            String(format: "filter on a 1200×630 layer, over %.1f ms without: blur(20) +%.1f ms, grayscale(1) contrast(1.2) +%.1f ms, drop-shadow(0 20 80) +%.1f ms, backdrop blur(20) +%.1f ms",
                   plain, blur - plain, colors - plain, shadow - plain, glass - plain),
            String(format: "300 tiles of 24×24 each with grayscale(1), over %.1f ms without: +%.1f ms", plainTiles, grayTiles - plainTiles),
        ]
    }
}
