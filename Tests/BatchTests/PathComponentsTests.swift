import Files
import Testing

/// The path arithmetic that replaced `NSString`'s, held to what `NSString` answers for the
/// same paths (its documented behaviour, written out by hand).
@Suite struct PathComponentsTests {
    @Test(arguments: [
        ("a/b.png", "b.png", "png", "a/b"),
        ("a/b.png/", "b.png", "png", "a/b"),
        ("b", "b", "", "b"),
        ("a.d/b", "b", "", "a.d/b"),
        (".hidden", ".hidden", "", ".hidden"),
        ("dir/.hidden", ".hidden", "", "dir/.hidden"),
        ("a/b.tar.gz", "b.tar.gz", "gz", "a/b.tar"),
        ("/", "/", "", "/"),
        ("", "", "", ""),
    ])
    func componentsAndExtensions(_ expected: (String, String, String, String)) {
        let (path, last, fileExtension, withoutExtension) = expected
        #expect(path.lastPathComponent == last)
        #expect(path.pathExtension == fileExtension)
        #expect(path.deletingPathExtension == withoutExtension)
    }

    @Test(arguments: [
        ("a", "b", "a/b"),
        ("a/", "b", "a/b"),
        ("a", "/b", "a/b"),
        ("/", "b", "/b"),
        ("", "b", "b"),
        ("out/cards", "card-1.png", "out/cards/card-1.png"),
    ])
    func appending(_ expected: (String, String, String)) {
        #expect(expected.0.appendingPathComponent(expected.1) == expected.2)
    }
}
