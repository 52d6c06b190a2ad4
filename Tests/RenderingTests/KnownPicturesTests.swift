@testable import Rendering
import Testing

/// The store of pictures read: sizes and SVG documents are kept and forgotten together, and
/// SVG documents are bounded by their bytes as well as by count.
struct KnownPicturesTests {
    @Test func aPictureKeepsItsDocument() {
        var store = KnownPictures()
        store.insert(KnownPicture(width: 4, height: 3, vector: [1, 2, 3]), for: "a.svg")
        store.insert(KnownPicture(width: 8, height: 8, vector: nil), for: "b.png")
        #expect(store.pictures["a.svg"]?.vector == [1, 2, 3])
        #expect(store.pictures["a.svg"]?.width == 4)
        #expect(store.pictures["b.png"]?.vector == nil)
    }

    @Test func documentsPastTheByteLimitForgetEverything() {
        var store = KnownPictures()
        let half = [UInt8](repeating: 0, count: KnownPictures.maximumVectorBytes / 2)
        store.insert(KnownPicture(width: 1, height: 1, vector: half), for: "one.svg")
        store.insert(KnownPicture(width: 1, height: 1, vector: half), for: "two.svg")
        #expect(store.pictures.count == 2)
        store.insert(KnownPicture(width: 1, height: 1, vector: [0]), for: "three.svg")
        #expect(store.pictures.keys.sorted() == ["three.svg"])
    }

    @Test func replacingADocumentCountsItsBytesOnce() {
        var store = KnownPictures()
        let small = [UInt8](repeating: 0, count: 10)
        store.insert(KnownPicture(width: 1, height: 1, vector: small), for: "a.svg")
        store.insert(KnownPicture(width: 1, height: 1, vector: small), for: "a.svg")
        // 10 bytes are held, not 20: a document of all but 15 more still fits beside it.
        store.insert(KnownPicture(width: 1, height: 1, vector: [UInt8](repeating: 0, count: KnownPictures.maximumVectorBytes - 15)), for: "b.svg")
        #expect(store.pictures.count == 2)
    }
}
