import Scene

/// Times the layout stage alone on generated trees: dashboards of nested stacks at about
/// 5,000 and 10,000 nodes (the ratio shows the time is linear in the size), and a chain of stacks nested as deep as the limits allow, whose time shows that
/// nested stacks are not re-measured exponentially.
enum LayoutBenchmark {
    static func run(iterations: Int) -> [String] {
        [
            measure("layout 5k", scene: dashboard(sections: 12), iterations: iterations),
            measure("layout 10k", scene: dashboard(sections: 24), iterations: iterations),
            measure("layout deep", scene: chain(depth: 99), iterations: iterations),
        ]
    }

    private static func measure(_ label: String, scene: Scene, iterations: Int) -> String {
        let engine = LayoutEngine()
        for _ in 0..<3 { _ = engine.layout(scene) }
        var times: [Double] = []
        for _ in 0..<iterations {
            let start = ContinuousClock.now
            _ = engine.layout(scene)
            times.append(Report.milliseconds(ContinuousClock.now - start))
        }
        let padded = label.padding(toLength: 14, withPad: " ", startingAt: 0)
        let nodes = count(scene.root)
        let median = Report.median(times)
        return "\(padded) \(nodes) nodes, median \(String(format: "%.2f", median)) ms, \(String(format: "%.2f", median * 1000 / Double(nodes))) µs a node"
    }

    /// Sections of 25 cards; each card is a row with an avatar, a column of three bars and
    /// a wrapping row of tags, a spacer and button-like boxes: about 425 nodes a section.
    private static func dashboard(sections count: Int) -> Scene {
        var sections: [Node] = []
        for section in 0..<count {
            var cards: [Node] = []
            for card in 0..<25 {
                let bars = (0..<3).map { line in
                    View().height(10).width(.percent(Double(100 - 15 * line))).background(Color(red8: 160, green8: 160, blue8: 160))
                }
                let column = VStack(spacing: 6) { for bar in bars { bar } }.grow(1).basis(0)
                let tags = HStack(spacing: 4) {
                    for tag in 0..<(card % 5 + 3) { View().size(width: .points(Double(20 + tag * 7)), height: 12) }
                }.wrap(.wrap)
                let row = HStack(spacing: 12) {
                    View().size(width: 40, height: 40).cornerRadius(20)
                    VStack(spacing: 4) { column; tags }.grow(1)
                    Spacer(minLength: 8)
                    View().size(width: 72, height: 28).cornerRadius(8)
                    View().size(width: 28, height: 28).alignSelf(.center)
                    View().size(width: 28, height: 28).margin(.auto)
                }
                cards.append(row.padding(12).align(.center))
            }
            sections.append(VStack(id: "section-\(section)", spacing: 8) { for card in cards { card } }.padding(16))
        }
        return Scene(width: 1200, height: 800, root: HStack { for section in sections { section } }.wrap(.wrap))
    }

    /// Stacks nested `depth` deep, alternating direction, each with a sized sibling.
    private static func chain(depth: Int) -> Scene {
        var node = View().size(width: 10, height: 10)
        for level in 0..<depth {
            let sibling = View().size(width: 4, height: 4)
            node = level.isMultiple(of: 2) ? HStack { node; sibling }.padding(1) : VStack { node; sibling }.padding(1)
        }
        return Scene(width: 800, height: 600, root: node)
    }

    private static func count(_ node: Node) -> Int {
        1 + node.children.reduce(0) { $0 + count($1) }
    }
}
