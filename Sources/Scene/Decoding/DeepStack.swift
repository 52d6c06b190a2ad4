import Locking

/// Runs recursive work (parsing, compiling and validating documents nested hundreds of
/// levels deep) on a stack known to be large enough for it.
///
/// The parser, the template compiler and the validator recurse once per nesting level, and
/// their depth limits hold on an 8 MB stack; many secondary threads have 512 KB, where a
/// hostile document overflowed before reaching the limit. A document nested more than
/// `inlineDepth` levels is therefore handled on a helper thread with a stack of
/// `stackBytes` while the caller waits; ordinary scenes, a few dozen levels deep, run where
/// they are.
public enum DeepStack {
    /// Enough for the deepest document the limits allow, in a debug build.
    public static let stackBytes = 16 << 20
    /// Deeper documents go to a helper thread; 32 levels fit any thread's stack.
    public static let inlineDepth = 32

    /// Runs `work` here, or on a helper thread when `depth` is beyond `inlineDepth`.
    public static func run<Value: Sendable>(depth: Int, _ work: @escaping @Sendable () throws(SceneError) -> Value) throws(SceneError) -> Value {
        guard depth > inlineDepth else { return try work() }
        let box = ResultBox<Value>()
        guard HelperThread.run(stackBytes: stackBytes, { box.set(Result { () throws(SceneError) -> Value in try work() }) }) else {
            throw SceneError(path: JSONPath(), message: "the document is nested \(depth) levels deep, and no thread with a stack large enough for it could be started")
        }
        return try box.get()
    }

    /// The deepest nesting of arrays and objects in JSON text, found without recursion and
    /// without parsing: brackets inside strings do not count. Malformed text gives some
    /// number; the parser then says what is wrong.
    static func nesting(of bytes: [UInt8]) -> Int {
        var depth = 0, deepest = 0
        var inString = false, escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}

extension JSONValue {
    /// The deepest nesting of arrays and objects in the value, found without recursion.
    var nestingDepth: Int {
        var deepest = 0
        var pending: [(JSONValue, Int)] = [(self, 0)]
        while let (value, depth) = pending.popLast() {
            switch value.kind {
            case .array(let elements):
                deepest = max(deepest, depth + 1)
                pending += elements.map { ($0, depth + 1) }
            case .object(let members):
                deepest = max(deepest, depth + 1)
                pending += members.map { ($0.value, depth + 1) }
            default: break
            }
        }
        return deepest
    }
}

/// The helper thread's result, handed back to the waiting caller.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    /// Written once by the helper thread before it ends, read once by the caller after joining it.
    private var result: Result<Value, SceneError>?

    func set(_ value: Result<Value, SceneError>) {
        result = value
    }

    func get() throws(SceneError) -> Value {
        try result!.get()
    }
}
