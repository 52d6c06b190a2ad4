extension Transition {
    /// One transition object, in the validator's key order, with the kind's defaults left
    /// out (a shake's duration and curve differ from the other kinds').
    var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("kind", .string(kind.name))]
        if duration != kind.defaultDuration { pairs.append(("duration", .number(duration))) }
        if delay != 0 { pairs.append(("delay", .number(delay))) }
        if curve != kind.defaultCurve { pairs.append(("curve", .string(curve.rawValue))) }
        switch kind {
        case .fade:
            break
        case .slide(let edge, let distance):
            if edge != .bottom { pairs.append(("edge", .string(edge.rawValue))) }
            if let distance { pairs.append(("distance", .number(distance))) }
        case .scale(let from):
            if from != 0.5 { pairs.append(("from", .number(from))) }
        case .crossDissolve(let from), .flipFromBottom(let from):
            pairs.append(("from", .string(from.jsonString)))
        case .shake(let amplitude, let cycles):
            if amplitude != 10 { pairs.append(("amplitude", .number(amplitude))) }
            if cycles != 3 { pairs.append(("cycles", .number(cycles))) }
        }
        return .object(pairs)
    }
}

extension Array where Element == Transition {
    /// A node's `transition`: one object for a single transition, an array for several;
    /// `nil` when there are none.
    var jsonValue: JSONValue? {
        switch count {
        case 0: nil
        case 1: self[0].jsonValue
        default: .array(map(\.jsonValue))
        }
    }
}
