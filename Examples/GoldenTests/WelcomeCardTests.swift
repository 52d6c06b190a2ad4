import Scene
import SceneTesting
import Testing

/// The flow a user of the library follows: write the scene, assert it once to record its
/// reference (`__Goldens__/WelcomeCardTests/welcomeCard.card.png`), look at the picture,
/// commit it, and from then on any visible change fails with a diff image.
@Test func welcomeCard() throws {
    let scene = try SceneDecoder().decode(Array(WelcomeCard.json.utf8))
    assertGolden(of: scene, named: "card")
}

/// A card with a title, a line of text and a button.
enum WelcomeCard {
    static let json = """
    {"width": 360, "height": 180, "background": "#F2F2F7",
     "root": {"type": "vstack", "padding": 20, "gap": 10, "children": [
       {"type": "label", "text": "Welcome back, Ada", "font": {"size": 22, "weight": "bold"}, "color": "#1C1C1E"},
       {"type": "label", "text": "Three new drafts are waiting for review.", "color": "#636366"},
       {"type": "button", "title": "Review drafts", "alignSelf": "start"}]}}
    """
}
