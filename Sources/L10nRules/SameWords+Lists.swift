extension SameWords {
  /// The words, by language subtag (`de`; `pt-BR` where it differs from `pt`), lowercased (comparing ignores case),
  /// each list sorted and separated by spaces. Words a language writes as English does, with the same meaning, in
  /// software: an English settings word (a list of 144 common technical and media words) is here when the language's
  /// spelling dictionary accepts it as written (hunspell -G, Debian's hunspell dictionaries: af 1:7.5.0-1, ca 3.0.7, cs
  /// 1:7.5.0-1, da 1:7.5.0-1, de-de 20161207-11, es 1:7.5.0-1, fr 1:7.0-1, gl 1:7.5.0-1, hu 1:7.5.0-1, id 1:7.5.0-1, it
  /// 1:7.5.0-1, lv 1.4.0-4, nl 2:2.20.19-2, no 1:7.5.0-1, pl 1:7.5.0-1, pt-br 1:7.5.0-1, pt-pt 1:7.5.0-1, ro 1:7.5.0-1,
  /// sk 1:7.5.0-1, sl 1:7.5.0-1, sv 1:7.5.0-1, tr 1:7.5.0-1) and a review by hand kept it: false friends (German Tag,
  /// Links, Mode; Danish Tag), words whose sense differs in the dictionary (Casting, Medium, Total) and spellings the
  /// language's software does not use (French Font, Router, Login) are left out.
  static let lists: [String: String] = [
    "af": """
    admin album albums beta buffer email filter filters font fuchsia import internet interval kiwi menu minimum
    modem module modules panorama port radio spam status stereo tablet transport video web
    """,
    "ca": """
    auto beta bluetooth client color contrast control copyright cursor design editor emoji emojis export feedback
    font format global hardware import internet interval kiwi local manual module modules mono normal offline online
    original panorama port portal protocol radio script server simple software streaming terminal test text
    transparent transport tutorial version web zoom
    """,
    "cs": """
    album audio auto beta bluetooth browser buffer chat cookie cookies copyright demo design driver editor email
    export firewall firmware font global hardware host import internet interval kernel kiwi layout licence link
    maximum menu minimum modem module mono offline online orange panorama plugin podcast port proxy roaming router
    server shell smartphone software spam standard status stereo streaming tablet tag test text tracking transparent
    transport video web widget zoom
    """,
    "da": """
    admin administrator album albums animation animations audio backup beta bitrate browser buffer cache chat cookie
    cookies copyright cursor debug demo design driver drivers editor email emoji emojis feedback filter filters
    firewall firmware font format fuchsia global hardware host hotspot import info information internet interval
    kiwi lab layout link login maximum menu minimum modem mono normal offline online orange original panorama plugin
    plugins podcast podcasts port portal proxy radio roaming router script server session shell smartphone software
    spam standard status stereo streaming support tablet terminal test timer transparent transport tunnel version
    video web zoom
    """,
    "de": """
    account administrator album albums animation auto backup beta bluetooth browser cache chat client codec codecs
    cookie cookies copyright cursor demo design display domain editor export feedback filter filters firewall
    firmware format global hardware hotspot import info information internet kernel layout link login maximum
    minimum modem module normal offline online orange original panorama podcast podcasts port portal proxy radio
    roaming router server shell smartphone software spam standard status stereo streaming support tablet terminal
    test text transparent transport tunnel tutorial version video web zoom
    """,
    "es": """
    audio auto beta chat color control copyright cursor demo editor global internet local manual module modules mono
    normal original panorama portal radio simple software terminal test tutorial video web
    """,
    "fr": """
    admin album albums animation animations audio auto bluetooth cache chat client codec codecs console contacts
    cookie cookies copyright design documentation export format fuchsia global import info information internet kiwi
    licence local maximum menu minimum mode modem module modules mono normal notification notifications orange
    original panorama playlist playlists plugin plugins podcast podcasts port proxy radio script session shell
    signature simple smartphone spam standard streaming tag tags terminal test transparent transport tunnel version
    web widget widgets zoom
    """,
    "gl": """
    album animation audio auto beta browser cache color control cookie cookies copyright cursor demo editor firmware
    font global hardware information internet kiwi lab link local manual module modules mono normal online panorama
    port portal protocol proxy radio script server shell simple software standard status terminal test version web
    zoom
    """,
    "hu": """
    album bluetooth cache chat codec copyright editor export filter firmware font import internet kernel link
    maximum minimum modem mono offline online port proxy roaming standard status test version web zoom
    """,
    "id": """
    administrator album audio beta browser debug demo domain editor email filter format global info interval kiwi
    lab menu minimum mode modem mono normal panorama portal radio status stereo tablet terminal tutorial video
    """,
    "it": """
    account album audio auto backup beta browser buffer cache chat client console copyright demo design display
    driver editor email export feedback firewall firmware font hardware hotspot import info internet kiwi link login
    maximum menu minimum modem mono online panorama password playlist podcast proxy radio roaming script server
    smartphone software standard status stereo streaming tablet terminal test timer tunnel tutorial video web zoom
    """,
    "lv": """
    administrator album albums audio auto beta font import internet menu minimum modem mono port radio status stereo
    test transparent video
    """,
    "nb": """
    administrator album albums audio auto backup beta buffer cache copyright demo design driver drivers editor
    feedback filter font format global hardware host import info internet kiwi lab layout link minimum modem mono
    normal offline online original panorama port portal radio script server shell software standard status stereo
    support terminal test timer transparent transport tunnel video web zoom
    """,
    "nl": """
    account administrator album albums audio auto bluetooth browser buffer cache chat codec codecs console contrast
    cookie cookies copyright cursor debug demo design display driver drivers editor email emoji export feedback
    filter filters firewall firmware font format fuchsia gamepad hardware host hotspot import info internet interval
    kernel kiwi lab link login maximum menu minimum modem module modules mono offline online orange panorama
    playlist playlists podcast podcasts port portal protocol proxy radio roaming router script server shell
    smartphone software spam status stereo streaming support tablet tag tags terminal test timer tracking transport
    tunnel tutorial video web widgets zoom
    """,
    "nn": """
    administrator album audio auto backup beta buffer copyright demo design driver feedback filter font format
    global hardware host import info internet kiwi lab layout link minimum modem mono normal original panorama port
    portal radio script server shell software standard status stereo terminal test timer transparent transport
    tunnel video zoom
    """,
    "pl": """
    admin administrator album audio auto backup beta bitrate bluetooth browser cache chat cookie cookies copyright
    demo design feedback firewall firmware font format gamepad hardware host hotspot import info internet kernel
    kiwi lab layout link maximum menu minimum modem module mono offline online panorama playlist plugin podcast port
    portal proxy radio roaming router script server shell smartphone software spam standard status stereo streaming
    tablet tag terminal test timer tracking transparent transport video web zoom
    """,
    "pt": """
    auto backup beta bluetooth browser copyright cursor demo design driver drivers editor email global hardware
    internet kiwi link local manual menu modem module modules mono normal online original panorama portal radio
    shell software spam standard status terminal tutorial web zoom
    """,
    "pt-BR": """
    auto backup beta cache chat color copyright cursor demo design editor fuchsia global hardware internet layout
    link local login manual menu modem module modules mono normal offline online original panorama portal radio
    router software spam status stereo terminal test tutorial video web zoom
    """,
    "ro": """
    admin administrator album audio auto backup beta bluetooth browser buffer cache chat client codec contrast
    control copyright cursor demo design driver editor email export feedback firewall firmware font format global
    hardware host import info information internet interval kernel kiwi layout link local manual maximum minimum
    modem module mono normal online orange original panorama playlist plugin port portal protocol proxy radio router
    script server shell simple software spam standard status stereo streaming terminal test text timer transparent
    transport tutorial video web widget zoom
    """,
    "sk": """
    admin album audio auto backup beta buffer cache chat copyright demo design driver editor email export filter
    hardware import internet interval layout maximum menu minimum modem module mono online orange port proxy server
    software spam standard status stereo tablet test text timer transparent transport video web zoom
    """,
    "sl": """
    administrator album beta demo filter format internet interval minimum modem module normal original panorama
    portal radio standard status tablet terminal test transparent transport video
    """,
    "sv": """
    administrator album albums animation animations backup beta bitrate bluetooth browser cache cookie cookies
    copyright demo design driver drivers editor emoji emojis export feedback filter filters firmware font format
    fuchsia global hotspot import info information internet kiwi layout maximum minimum modem mono normal offline
    online orange original panorama plugin plugins podcast podcasts port portal radio roaming router script server
    session shell smartphone spam standard status stereo support terminal test text timer transparent transport
    tunnel version video widget widgets zoom
    """,
    "tr": """
    beta font format global link minimum modem normal panorama portal server tablet terminal test video
    """,
  ]
}
