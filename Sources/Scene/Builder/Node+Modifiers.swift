/// Modifiers for the builder API. Each returns a changed copy, mirroring one scene key.
extension Node {
    /// Places the node absolutely, UIKit-style: sets `frame`, which takes the node out of its
    /// stack and puts it at `x`, `y` in the parent's padding box. A side without a size
    /// reaches the padding box's far edge. `.frame(width:height:)` sizes a node in place
    /// instead, as SwiftUI does.
    public func place(x: Double = 0, y: Double = 0, width: Double? = nil, height: Double? = nil) -> Node {
        var copy = self
        copy.frame = FrameSpec(x: x, y: y, width: width, height: height)
        return copy
    }

    /// Sets `background` to a colour or gradient.
    public func background(_ fill: Fill) -> Node {
        changing { $0.background = fill }
    }

    /// Sets `background` to a colour.
    public func background(_ color: Color) -> Node {
        changing { $0.background = .color(color) }
    }

    /// Sets `cornerRadius` on every corner.
    public func cornerRadius(_ radius: Double) -> Node {
        changing { $0.cornerRadius = CornerRadii(radius) }
    }

    /// Sets `cornerRadius` per corner.
    public func cornerRadius(_ radii: CornerRadii) -> Node {
        changing { $0.cornerRadius = radii }
    }

    /// Sets `border`.
    public func border(width: Double = 1, color: Color, dash: [Double] = []) -> Node {
        changing { $0.border = Border(width: width, color: color, dash: dash) }
    }

    /// Sets `border` per side, as CSS's `border-top` … `border-left`; sides left out have
    /// none.
    public func border(top: BorderSide? = nil, right: BorderSide? = nil, bottom: BorderSide? = nil, left: BorderSide? = nil) -> Node {
        let none = BorderSide(width: 0, color: .clear)
        return changing { $0.border = Border(sides: Edges(top: top ?? none, right: right ?? none, bottom: bottom ?? none, left: left ?? none)) }
    }

    /// Adds a shadow below any already added, as a further entry of `shadow`; an `inset` one
    /// is painted inside the box, as CSS's `box-shadow: inset …`.
    public func shadow(color: Color, blur: Double = 0, x: Double = 0, y: Double = 0, spread: Double = 0, inset: Bool = false) -> Node {
        changing { $0.shadows.append(Shadow(color: color, blur: blur, offset: Point(x: x, y: y), spread: spread, inset: inset)) }
    }

    /// Sets group `opacity`.
    public func opacity(_ opacity: Double) -> Node {
        changing { $0.opacity = opacity }
    }

    /// Sets `clip`.
    public func clipped(_ clip: Bool = true) -> Node {
        changing { $0.clip = clip }
    }

    /// Sets `transform`.
    public func transform(_ transform: Transform) -> Node {
        changing { $0.transform = transform }
    }

    /// Sets `hidden`.
    public func hidden(_ hidden: Bool = true) -> Node {
        changing { $0.hidden = hidden }
    }

    /// Sets `zIndex`: painted over the boxes of its stacking context with a lower one, as CSS
    /// `z-index` (SwiftUI's `.zIndex(_:)` orders siblings the same way).
    public func zIndex(_ zIndex: Double) -> Node {
        changing { $0.zIndex = zIndex }
    }

    private func changing(_ change: (inout ViewStyle) -> Void) -> Node {
        var copy = self
        change(&copy.style)
        return copy
    }
}

extension Color {
    /// A colour from a 0xRRGGBB literal and an alpha in 0...1.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red8: UInt8((hex >> 16) & 0xFF), green8: UInt8((hex >> 8) & 0xFF), blue8: UInt8(hex & 0xFF), alpha8: UInt8((min(max(alpha, 0), 1) * 255).rounded()))
    }
}
