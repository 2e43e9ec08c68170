# Homebrew formula for settings-l10n: UNTESTED, nobody has run it on a Mac yet.
# Homebrew installs formulas from taps; to use this one from a tap of your own:
#   brew tap-new "$USER/tools"
#   cp Sources/Packaging/settings-l10n.rb "$(brew --repository "$USER/tools")/Formula/"
#   brew install --HEAD "$USER/tools/settings-l10n"
# Replace OWNER below with the GitHub owner of the repository.
class SettingsL10n < Formula
  desc "Checks, syncs and exchanges the translations of iOS Settings bundles"
  homepage "https://github.com/OWNER/SettingsL10n"
  head "https://github.com/OWNER/SettingsL10n.git", branch: "main"

  depends_on xcode: ["16.0", :build]
  depends_on "pkgconf" => :build
  depends_on "icu4c@77"

  def install
    # The package links ICU through pkg-config (icu-uc); Homebrew's ICU is keg-only.
    ENV.prepend_path "PKG_CONFIG_PATH", Formula["icu4c@77"].opt_lib/"pkgconfig"
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "settings-l10n"
    # The binary reads its catalogs from the resource bundle beside it, so both go to libexec
    # and bin gets a script that runs the binary there.
    libexec.install ".build/release/settings-l10n", ".build/release/SettingsL10n_LprojMatching.bundle"
    bin.write_exec_script libexec/"settings-l10n"
    generate_completions_from_executable(bin/"settings-l10n", "--generate-completion-script")
    # The man page, from argument-parser's generate-manual (the tool behind its plugin).
    system "swift", "build", "--disable-sandbox", "--product", "generate-manual"
    system ".build/debug/generate-manual", libexec/"settings-l10n", "--output-directory", buildpath/"manual"
    man1.install buildpath/"manual/settings-l10n.1"
  end

  test do
    bundle = testpath/"Settings.bundle"
    (bundle/"en.lproj").mkpath
    (bundle/"de.lproj").mkpath
    (bundle/"Root.plist").write <<~XML
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
        <key>PreferenceSpecifiers</key>
        <array><dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>General</string></dict></array>
        <key>StringsTable</key><string>Root</string>
      </dict></plist>
    XML
    (bundle/"en.lproj/Root.strings").write "\"General\" = \"General\";\n"
    (bundle/"de.lproj/Root.strings").write "\"General\" = \"Allgemein\";\n"
    assert_match "check passed", shell_output("#{bin}/settings-l10n check #{bundle}")
    (bundle/"de.lproj/Root.strings").write "/* not translated yet */\n"
    assert_match "missing-key", shell_output("#{bin}/settings-l10n check #{bundle}", 1)
  end
end
