import Files
import FoundationEssentials
import Glibc

/// "frames 12/60, ~3 s left" on standard error, redrawn in place, while an animation or a
/// batch renders. Silent unless standard error is a terminal, so logs and pipes get no
/// carriage returns.
final class ProgressBar {
    private let enabled: Bool
    /// What is counted: "frames", "rows".
    private let unit: String
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastDrawn: ContinuousClock.Instant?

    init(unit: String = "frames", enabled: Bool = isatty(STDERR_FILENO) != 0) {
        self.unit = unit
        self.enabled = enabled
        start = clock.now
    }

    /// Redraws the line, at most ten times a second and always for the last frame.
    func update(done: Int, total: Int) {
        guard enabled else { return }
        let now = clock.now
        if let lastDrawn, done < total, now - lastDrawn < .milliseconds(100) { return }
        lastDrawn = now
        let elapsed = now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        write("\r" + Self.line(done: done, total: total, elapsed: seconds, unit: unit) + "\u{1B}[K")
    }

    /// Clears the line, so that what is printed next starts on a clean one.
    func finish() {
        guard enabled, lastDrawn != nil else { return }
        write("\r\u{1B}[K")
    }

    /// The text of the bar: the time left is the time per frame so far times the frames left.
    static func line(done: Int, total: Int, elapsed: Double, unit: String = "frames") -> String {
        var text = "\(unit) \(done)/\(total)"
        if done > 0, done < total {
            let left = elapsed / Double(done) * Double(total - done)
            text += ", ~\(Int(left.rounded(.up))) s left"
        }
        return text
    }

    private func write(_ text: String) {
        StandardStream.write(Data(text.utf8), to: STDERR_FILENO)
    }
}
