import Testing

@testable import SettingsL10nKit

@Suite("Configuration: bundle paths stay in the repository")
struct ConfigConfinementTests {
  @Test("a path climbs above its floor only when its `..` outnumber the folders it entered so far")
  func climbs() {
    #expect(!ConfigConfinement.climbs("App/Settings.bundle", from: 3, above: 3))
    #expect(ConfigConfinement.climbs("../Settings.bundle", from: 3, above: 3))
    #expect(!ConfigConfinement.climbs("../Settings.bundle", from: 4, above: 3))
    #expect(!ConfigConfinement.climbs("App/../Settings.bundle", from: 3, above: 3))
    #expect(ConfigConfinement.climbs("App/../../x/y/z", from: 3, above: 3), "climbing once is enough, whatever follows")
    #expect(ConfigConfinement.climbs("././/../x", from: 3, above: 3), "`.` and empty components stay")
    #expect(!ConfigConfinement.climbs("...//x", from: 3, above: 3), "`...` is a name")
    #expect(!ConfigConfinement.climbs("", from: 0, above: 0))
    let deep = String(repeating: "**/*/", count: 100_000) + String(repeating: "../", count: 200_000)
    #expect(!ConfigConfinement.climbs(deep + "x", from: 3, above: 3))
    #expect(ConfigConfinement.climbs(deep + "../x", from: 3, above: 3))
  }
}
