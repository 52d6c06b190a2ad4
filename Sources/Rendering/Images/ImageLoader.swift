import Fetch
import FoundationEssentials
import Locking
import Scene

/// Finds an image's bytes (a file inside the asset folder, bytes the scene carries, or a
/// URL's), reads its natural size for layout, and decodes it through the shared cache for
/// drawing.
final class ImageLoader: Sendable {
    let cache: ImageCache
    let maximumPixels: Int
    /// Fetches the pictures URLs name, from the hosts the configuration allows.
    let remote: RemoteFetcher
    /// Rewrites SVG documents in another process before they are drawn; `nil` draws them
    /// as they are, once screened, with text refused.
    let isolation: VectorIsolation?
    private let known = Locked<KnownPictures>(KnownPictures())

    init(cache: ImageCache, maximumPixels: Int, remote: RemoteFetcher, isolation: VectorIsolation? = nil) {
        self.cache = cache
        self.maximumPixels = maximumPixels
        self.remote = remote
        self.isolation = isolation
    }

    /// Where the bytes are and what identifies them.
    struct Located {
        var identity: String
        var bytes: () throws(ImageError) -> [UInt8]
    }

    /// Why a source cannot be found: a warning (the image is missing) rather than an error.
    struct Missing: Error {
        var message: String
    }

    /// Resolves `source`: a missing file is `Missing`; a path leaving the asset folder, or an
    /// unreadable file, is an `ImageError`. A URL not allowed, not fetched, or whose answer is
    /// no picture is `Missing` too: what a remote host serves is not the scene's to fix.
    /// `fetched` holds the render's remote pictures; a URL not among them is fetched now.
    func locate(_ source: ImageSource, assets: AssetFolder?, fetched: RemotePictures? = nil) throws -> Located {
        switch source {
        case .bytes(let bytes):
            return Located(identity: "bytes:\(ContentDigest.of(bytes)):\(bytes.count)", bytes: { bytes })
        case .url(let url):
            let result = fetched?.results[url] ?? remote.fetch(url, deadline: .now + remote.access.totalTimeout)
            switch result {
            case .failure(let failure):
                throw Missing(message: "the picture was not fetched: \(failure)")
            case .success(let picture):
                guard ImageDecoder.sniff(picture.bytes) != nil else {
                    throw Missing(message: "the picture was not fetched: \(RemoteFailure.shown(url)) answered with something that is not a PNG, JPEG, WebP, GIF or SVG picture")
                }
                let bytes = picture.bytes
                return Located(identity: picture.identity, bytes: { bytes })
            }
        case .file(let path):
            guard let assets else {
                throw Missing(message: "the image \(path.jsonQuoted) cannot be found: no asset folder was given (RendererConfiguration.assets, or --assets on the command line)")
            }
            let file: URL
            switch assets.resolve(path) {
            case .success(let resolved): file = resolved
            case .failure(let error):
                if error.description.hasSuffix("does not exist in the asset folder") { throw Missing(message: error.description) }
                throw ImageError.unsupported(error.description)
            }
            let status = FileStatus(path: file.path)
            let modified = status?.modified ?? 0
            let size = status?.size ?? 0
            return Located(identity: "file:\(file.path):\(modified):\(size)", bytes: { () throws(ImageError) -> [UInt8] in
                guard let data = try? Data(contentsOf: file) else { throw ImageError.corrupt("the file \(path.jsonQuoted) cannot be read") }
                return [UInt8](data)
            })
        }
    }

    /// The picture's size in pixels, from its header, cached by identity.
    func naturalSize(of located: Located) throws(ImageError) -> (width: Int, height: Int) {
        let picture = try self.picture(located)
        return (picture.width, picture.height)
    }

    /// The picture's size and, for an SVG, the document drawn, read together and kept
    /// together: a size is never found without the document that goes with it, so an SVG
    /// cannot fall through to being decoded from its original bytes.
    func picture(_ located: Located) throws(ImageError) -> KnownPicture {
        if let picture = known.withLock({ $0.pictures[located.identity] }) { return picture }
        var bytes = try located.bytes()
        guard let format = ImageDecoder.sniff(bytes) else { throw .corrupt("the data is not an image this renderer reads (PNG, JPEG, WebP, GIF or SVG)") }
        if format == .svg { bytes = try drawable(svg: bytes) }
        let size = try ImageDecoder.size(of: bytes, format: format, maximumPixels: maximumPixels)
        guard size.width > 0, size.height > 0, size.width <= 32767, size.height <= 32767, size.width * size.height <= maximumPixels else {
            throw .tooLarge("the \(format.rawValue) image is \(size.width) × \(size.height) pixels; images may have at most \(maximumPixels) pixels")
        }
        let picture = KnownPicture(width: size.width, height: size.height, vector: format == .svg ? bytes : nil, shrinksOnDecode: format == .jpeg)
        known.withLock { $0.insert(picture, for: located.identity) }
        return picture
    }

    /// The document drawn for an SVG: screened here first (its embedded pictures' headers
    /// against the pixel limit, before anything decodes them), then rewritten in isolation.
    private func drawable(svg document: [UInt8]) throws(ImageError) -> [UInt8] {
        if let problem = VectorImage.screen(document, maximumPixels: maximumPixels, text: isolation != nil) { throw .unsupported(problem) }
        guard let isolation else { return document }
        return try isolation.rewrite(document)
    }

    /// The decoded picture, at the smallest size that still covers `target` pixels.
    func decoded(_ located: Located, target: (width: Int, height: Int)?) throws(ImageError) -> DecodedImage {
        let picture = try self.picture(located)
        let eighths = picture.eighths(for: target)
        let maximumPixels = maximumPixels
        let key = ImageCache.Key.picture(identity: located.identity, eighths: eighths)
        return try cache.image(for: key) { () throws(ImageError) -> DecodedImage in
            let bytes: [UInt8]
            if let document = picture.vector { bytes = document } else { bytes = try located.bytes() }
            return try ImageDecoder.decode(bytes, maximumPixels: maximumPixels, eighths: eighths)
        }
    }
}
