import CCairo
import FoundationEssentials
import Glibc
import Scene

/// Paints a blurred shadow: the shape is drawn into an 8-bit mask, blurred, and used as a
/// mask for the shadow colour, outside the casting box only.
///
/// On a pixel surface under a similarity transform (translation, uniform scale, rotation)
/// the mask is made in device pixels: a wide blur is computed at a lower resolution and
/// scaled up here, the box is cut out of the mask, and Cairo composites a solid colour
/// through an unscaled mask, which pixman does on its fastest path. Scaling the mask in
/// Cairo instead, through a clip shaped like the box, cost ten times as much on a card.
/// Other transforms, and surfaces without pixels (PDF, SVG), keep the mask in user space.
///
/// The mask covers only the part of the shadow that can reach the visible area, and its
/// resolution is capped, so a huge shape or an extreme transform cannot allocate a huge mask.
struct ShadowPainter {
    /// Pixels per point for masks on surfaces with no pixels of their own (PDF, SVG).
    var minimumResolution: Double
    /// The most pixels one shadow mask may have.
    var maximumMaskPixels = 16_000_000
    /// The widest blur, in mask pixels, computed at full resolution.
    var maximumSigmaPixels = 8.0
    /// Where device-space masks are kept for later renders of the same geometry.
    var paints: PaintCache?

    init(minimumResolution: Double, paints: PaintCache? = nil) {
        self.minimumResolution = minimumResolution
        self.paints = paints
    }

    func paint(_ shadow: ShadowItem, on context: OpaquePointer) throws(RenderError) {
        if shadow.inset { return try paintInset(shadow, on: context) }
        if let device = DeviceSpace(of: context), try paintInDeviceSpace(shadow, device: device, on: context) { return }
        try paintInUserSpace(shadow, on: context)
    }

    /// The device-pixel path; `false` when the mask would be too large for it.
    private func paintInDeviceSpace(_ shadow: ShadowItem, device: DeviceSpace, on context: OpaquePointer) throws(RenderError) -> Bool {
        let sigma = shadow.sigma * device.scale
        guard sigma >= 0.5 else { return false }
        let reach = 3 * sigma
        let clip = DeviceBounds.clipExtents(of: context)
        let full = device.bounds(of: shadow.shape.rect).outset(by: reach)
        let minX = max(full.minX, clip.minX - reach).rounded(.down), minY = max(full.minY, clip.minY - reach).rounded(.down)
        let maxX = min(full.maxX, clip.maxX + reach).rounded(.up), maxY = min(full.maxY, clip.maxY + reach).rounded(.up)
        guard maxX > minX, maxY > minY else { return true }
        // Cairo's surfaces are at most 32,767 pixels a side.
        guard (maxX - minX) * (maxY - minY) <= Double(maximumMaskPixels), maxX - minX <= 32_767, maxY - minY <= 32_767 else { return false }
        let region = DeviceRegion(x: minX, y: minY, width: Int(maxX - minX), height: Int(maxY - minY))
        // The stored mask, or one made for this render alone; `owner` keeps its surface alive.
        let owner: AnyObject, surface: OpaquePointer
        let key = PaintKey(subject: .shadow(shape: shadow.shape, box: shadow.box, sigma: shadow.sigma), matrix: DeviceMatrix(device.matrix), region: region)
        if let stored = paints?.surface(key, make: {
            (try? mask(for: shadow, device: device, sigma: sigma, region: region)).map { cairo_surface_reference($0.surface) }
        }) {
            (owner, surface) = (stored, stored.surface)
        } else {
            let made = try mask(for: shadow, device: device, sigma: sigma, region: region)
            (owner, surface) = (made, made.surface)
        }
        withExtendedLifetime(owner) {
            cairo_save(context)
            cairo_identity_matrix(context)
            cairo_set_source_rgba(context, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)
            cairo_mask_surface(context, surface, minX, minY)
            cairo_restore(context)
        }
        return true
    }


    /// The blurred shape in `region`, with the casting box cut out.
    private func mask(for shadow: ShadowItem, device: DeviceSpace, sigma: Double, region: DeviceRegion) throws(RenderError) -> A8Mask {
        let (width, height, minX, minY) = (region.width, region.height, region.x, region.y)
        // Past `maximumSigmaPixels` the blur is computed on a smaller mask: a wide blur has
        // no detail to lose.
        let factor = min(1, maximumSigmaPixels / sigma)
        let small = factor < 1
            ? (width: max(2, Int((Double(width) * factor).rounded(.up)) + 1), height: max(2, Int((Double(height) * factor).rounded(.up)) + 1))
            : (width: width, height: height)
        let blurred = try A8Mask(width: small.width, height: small.height)
        try blurred.fill(shadow.shape) { maskContext in
            cairo_scale(maskContext, factor, factor)
            cairo_translate(maskContext, -minX, -minY)
            var matrix = device.matrix
            cairo_transform(maskContext, &matrix)
        }
        GaussianBlur.blur(blurred.data, width: small.width, height: small.height, stride: blurred.stride, sigma: sigma * factor)

        let mask: A8Mask
        if small.width == width, small.height == height {
            mask = blurred
        } else {
            mask = try A8Mask(width: width, height: height)
            MaskScaler.upscale(blurred.data, width: small.width, height: small.height, stride: blurred.stride,
                               into: mask.data, width: width, height: height, stride: mask.stride, factor: factor)
        }
        try mask.cutOut(shadow.box) { maskContext in
            cairo_translate(maskContext, -minX, -minY)
            var matrix = device.matrix
            cairo_transform(maskContext, &matrix)
        }
        return mask
    }

    private func paintInUserSpace(_ shadow: ShadowItem, on context: OpaquePointer) throws(RenderError) {
        cairo_save(context)
        defer { cairo_restore(context) }
        clipOutside(shadow.box, around: shadow.shape.rect.outset(by: 3 * shadow.sigma + 2), on: context)
        cairo_set_source_rgba(context, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)

        let resolution = max(deviceScale(of: context), minimumResolution)
        // A wide blur has no detail to lose: past `maximumSigmaPixels` the mask is made at a
        // lower resolution and Cairo's bilinear filter scales it up, which looks the same
        // and costs a fraction of the pixels.
        let maskResolution = min(resolution, maximumSigmaPixels / max(shadow.sigma, 1e-9))
        guard shadow.sigma * resolution >= 0.5 else {
            addPath(shadow.shape, to: context)
            cairo_fill(context)
            return
        }
        guard var bounds = visibleBounds(of: shadow, on: context) else { return }
        var pixelScale = maskResolution
        let area = bounds.width * bounds.height * pixelScale * pixelScale
        if area > Double(maximumMaskPixels) {
            pixelScale *= (Double(maximumMaskPixels) / area).squareRoot()
        }
        let maskWidth = Int((bounds.width * pixelScale).rounded(.up))
        let maskHeight = Int((bounds.height * pixelScale).rounded(.up))
        guard maskWidth > 0, maskHeight > 0 else { return }
        bounds.width = Double(maskWidth) / pixelScale
        bounds.height = Double(maskHeight) / pixelScale

        let mask = try ImageSurface.make(CAIRO_FORMAT_A8, width: maskWidth, height: maskHeight)
        defer { cairo_surface_destroy(mask) }
        let maskContext = cairo_create(mask)!
        cairo_scale(maskContext, pixelScale, pixelScale)
        cairo_translate(maskContext, -bounds.x, -bounds.y)
        addPath(shadow.shape, to: maskContext)
        cairo_fill(maskContext)
        let status = cairo_status(maskContext)
        cairo_destroy(maskContext)
        try CairoStatus.check(status)

        cairo_surface_flush(mask)
        GaussianBlur.blur(cairo_image_surface_get_data(mask)!, width: maskWidth, height: maskHeight, stride: Int(cairo_image_surface_get_stride(mask)), sigma: shadow.sigma * pixelScale)
        cairo_surface_mark_dirty(mask)
        cairo_surface_set_device_scale(mask, pixelScale, pixelScale)
        cairo_mask_surface(context, mask, bounds.x, bounds.y)
    }

    /// An inset shadow: inside the box, everything around the hole, blurred. The mask is
    /// made at the context's resolution over the box grown by the blur's reach, opaque but
    /// for the hole, so the blur darkens the box's edges as CSS does.
    private func paintInset(_ shadow: ShadowItem, on context: OpaquePointer) throws(RenderError) {
        cairo_save(context)
        defer { cairo_restore(context) }
        addPath(shadow.box, to: context)
        cairo_clip(context)
        cairo_set_source_rgba(context, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)
        let resolution = max(deviceScale(of: context), minimumResolution)
        guard shadow.sigma * resolution >= 0.5 else {
            addPath(shadow.box, to: context)
            if !shadow.shape.isEmpty { addPath(shadow.shape, to: context) }
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(context)
            return
        }
        let reach = 3 * shadow.sigma
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        let minX = (max(x1, shadow.box.rect.minX) - reach).rounded(.down), minY = (max(y1, shadow.box.rect.minY) - reach).rounded(.down)
        let maxX = (min(x2, shadow.box.rect.maxX) + reach).rounded(.up), maxY = (min(y2, shadow.box.rect.maxY) + reach).rounded(.up)
        guard maxX > minX, maxY > minY else { return }
        var pixelScale = min(resolution, maximumSigmaPixels / shadow.sigma)
        let area = (maxX - minX) * (maxY - minY) * pixelScale * pixelScale
        if area > Double(maximumMaskPixels) { pixelScale *= (Double(maximumMaskPixels) / area).squareRoot() }
        let width = Int(((maxX - minX) * pixelScale).rounded(.up)), height = Int(((maxY - minY) * pixelScale).rounded(.up))
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else { return }
        let mask = try A8Mask(width: width, height: height)
        try mask.fill(RoundedRect(rect: Rect(x: minX - 1, y: minY - 1, width: maxX - minX + 2, height: maxY - minY + 2))) { maskContext in
            cairo_scale(maskContext, pixelScale, pixelScale)
            cairo_translate(maskContext, -minX, -minY)
        }
        if !shadow.shape.isEmpty {
            try mask.cutOut(shadow.shape) { maskContext in
                cairo_scale(maskContext, pixelScale, pixelScale)
                cairo_translate(maskContext, -minX, -minY)
            }
        }
        GaussianBlur.blur(mask.data, width: width, height: height, stride: mask.stride, sigma: shadow.sigma * pixelScale)
        cairo_surface_mark_dirty(mask.surface)
        cairo_surface_set_device_scale(mask.surface, pixelScale, pixelScale)
        cairo_mask_surface(context, mask.surface, minX, minY)
    }

    /// Restricts drawing to outside `box` (CSS paints outer shadows only there).
    private func clipOutside(_ box: RoundedRect, around area: Rect, on context: OpaquePointer) {
        let outer = Rect(
            x: min(area.minX, box.rect.minX) - 1, y: min(area.minY, box.rect.minY) - 1,
            width: max(area.maxX, box.rect.maxX) - min(area.minX, box.rect.minX) + 2,
            height: max(area.maxY, box.rect.maxY) - min(area.minY, box.rect.minY) + 2
        )
        cairo_rectangle(context, outer.x, outer.y, outer.width, outer.height)
        addPath(box, to: context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
    }

    /// The blurred shadow's extent, cut to the visible area grown by the blur's reach (so
    /// that the blur near the edge still sees what lies just outside it); `nil` if none shows.
    private func visibleBounds(of shadow: ShadowItem, on context: OpaquePointer) -> Rect? {
        let reach = 3 * shadow.sigma
        let full = shadow.shape.rect.outset(by: reach)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        let minX = max(full.minX, x1 - reach), minY = max(full.minY, y1 - reach)
        let maxX = min(full.maxX, x2 + reach), maxY = min(full.maxY, y2 + reach)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX.rounded(.down), y: minY.rounded(.down), width: (maxX - minX.rounded(.down)).rounded(.up), height: (maxY - minY.rounded(.down)).rounded(.up))
    }

    /// How many device pixels one user-space unit spans, along the longer axis.
    private func deviceScale(of context: OpaquePointer) -> Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        return max(hypot(matrix.xx, matrix.yx), hypot(matrix.xy, matrix.yy))
    }
}
