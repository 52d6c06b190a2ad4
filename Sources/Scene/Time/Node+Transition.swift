import FoundationEssentials
import Glibc

extension Node {
    /// Moves the node to where `transition` has it at `time`. Opacity multiplies, offsets
    /// add and scales multiply, so several transitions on one node combine.
    mutating func apply(_ transition: Transition, at time: Double) {
        let progress = transition.progress(at: time)
        let settled = min(1, max(0, progress))
        switch transition.kind {
        case .fade:
            style.opacity *= settled
        case .slide(let edge, let distance):
            let remaining = 1 - progress
            let direction: Point = switch edge {
            case .top: Point(x: 0, y: -1)
            case .bottom: Point(x: 0, y: 1)
            case .leading: Point(x: -1, y: 0)
            case .trailing: Point(x: 1, y: 0)
            }
            if let distance {
                style.transform.translate.x += direction.x * distance * remaining
                style.transform.translate.y += direction.y * distance * remaining
            } else {
                style.transform.relativeTranslate.x += direction.x * remaining
                style.transform.relativeTranslate.y += direction.y * remaining
            }
        case .scale(let from):
            let factor = from + (1 - from) * progress
            style.transform.scale.width *= factor
            style.transform.scale.height *= factor
        case .crossDissolve(let from):
            showPrevious(from, weight: 1 - settled)
        case .flipFromBottom(let from):
            // The old picture turns away over the first half and the new one turns in over
            // the second, each seen foreshortened by the cosine of its angle.
            showPrevious(from, weight: settled < 0.5 ? 1 : 0)
            style.transform.scale.height *= abs(cos(Double.pi * settled))
        case .shake(let amplitude, let cycles):
            style.transform.translate.x += amplitude * sin(2 * Double.pi * cycles * progress) * (1 - progress)
        }
    }

    private mutating func showPrevious(_ source: ImageSource, weight: Double) {
        guard var picture = image else { return }
        picture.previous = weight > 0 ? source : nil
        picture.previousWeight = weight > 0 ? weight : 0
        image = picture
    }
}
