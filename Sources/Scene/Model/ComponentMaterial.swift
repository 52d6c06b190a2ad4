/// What a toast's bubble or an alert's card is made of: an opaque fill, or frosted glass
/// that blurs and brightens what is behind it (a backdrop filter under a translucent
/// tint), as UIKit's `UIVisualEffectView` materials do.
public enum ComponentMaterial: String, Sendable, Hashable, CaseIterable {
    case solid, glass

    /// The backdrop filter of glass: a wide blur, with colour brought back up after it.
    public static let glassFilters: [Filter] = [.blur(radius: 20), .saturate(1.8)]
}
