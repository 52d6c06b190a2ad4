import Scene
import XCTest

/// `TextTransform.apply`: case mappings written out by hand from Unicode's tables and CSS
/// Text 3, and the words `capitalize` finds as Chromium's word breaking (UAX #29) does.
final class TextTransformTests: XCTestCase {
    func testUppercaseUsesFullMappings() {
        XCTAssertEqual(TextTransform.uppercase.apply(to: "straße café ǆ ﬁx"), "STRASSE CAFÉ Ǆ FIX")
        XCTAssertEqual(TextTransform.uppercase.apply(to: "istanbul"), "ISTANBUL", "no Turkish dotted capital I without a locale")
    }

    func testLowercaseEndsAWordWithFinalSigma() {
        XCTAssertEqual(TextTransform.lowercase.apply(to: "ΟΔΟΣ ΣΑΣ Σ"), "οδος σας σ")
        XCTAssertEqual(TextTransform.lowercase.apply(to: "ΟΔΟΣ."), "οδος.")
        XCTAssertEqual(TextTransform.lowercase.apply(to: "HELLO World"), "hello world")
        // A lone sigma run after letters ends their word.
        XCTAssertEqual(TextTransform.lowercase.apply(to: "Σ", after: "ΟΔΟ"), "ς")
    }

    func testCapitalizeFirstLettersOfWords() {
        XCTAssertEqual(TextTransform.capitalize.apply(to: "hello wORLD"), "Hello WORLD", "the rest of a word is left as written")
        XCTAssertEqual(TextTransform.capitalize.apply(to: "well-known (quoted) «guillemets»"), "Well-Known (Quoted) «Guillemets»")
        XCTAssertEqual(TextTransform.capitalize.apply(to: "don't e.g. 3d mp3 snake_case 3.14x"), "Don't E.G. 3d Mp3 Snake_case 3.14x")
        // Chromium, unlike the plain rules, parts letters at a full stop or a colon.
        XCTAssertEqual(TextTransform.capitalize.apply(to: "rock\u{2019}n\u{2019}roll l\u{B7}l foo:bar 2,5x"), "Rock\u{2019}n\u{2019}roll L\u{B7}l Foo:Bar 2,5x")
        XCTAssertEqual(TextTransform.capitalize.apply(to: "ǆungla ßtraße"), "ǅungla ßtraße", "title case, one letter to one")
        XCTAssertEqual(TextTransform.capitalize.apply(to: "e\u{301}té\u{A0}été"), "E\u{301}té\u{A0}Été", "marks stay with their letter; a no-break space separates")
        XCTAssertEqual(TextTransform.capitalize.apply(to: "東京abc"), "東京Abc")
    }

    func testCapitalizeCarriesAcrossRuns() {
        XCTAssertEqual(TextTransform.capitalize.apply(to: "llo world", after: "he"), "llo World")
        XCTAssertEqual(TextTransform.capitalize.apply(to: "t", after: "don'"), "t")
        XCTAssertEqual(TextTransform.capitalize.apply(to: "world", after: "hello "), "World")
    }

    func testMarkupKeepsTagsAndEntities() {
        XCTAssertEqual(TextTransform.uppercase.applyToMarkup(#"<span foreground="red">big</span> &amp; <b>bold</b>"#),
                       #"<span foreground="red">BIG</span> &amp; <b>BOLD</b>"#)
        XCTAssertEqual(TextTransform.capitalize.applyToMarkup("<b>he</b>llo &amp;world"), "<b>He</b>llo &amp;World")
        XCTAssertEqual(TextTransform.none.applyToMarkup("<b>x</b>"), "<b>x</b>")
    }

    /// `&#233;` is é, a letter inside its word; `&apos;` is an apostrophe, which keeps
    /// `don't` one word; `&amp;` is punctuation, which ends one.
    func testMarkupCharacterReferencesAreTheirCharacters() {
        XCTAssertEqual(TextTransform.capitalize.applyToMarkup("caf&#233;s &#233;t&#xE9; don&apos;t r&amp;d"), "Cafés Été Don&apos;t R&amp;D")
        XCTAssertEqual(TextTransform.capitalize.applyToMarkup("<b>caf</b>&#233;s"), "<b>Caf</b>és")
        XCTAssertEqual(TextTransform.uppercase.applyToMarkup("caf&#233; &#60;b&#62;"), "CAFÉ &#60;B&#62;")
    }
}
