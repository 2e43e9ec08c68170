/// The review report's look: the page, the chart's colours, the language picker, phone-sized
/// screens side by side, and the rule that shows one language at a time without a script.
enum ReviewStyle {
  /// The class of a language's link in the picker, by coverage.
  static func coverageClass(_ review: LanguageReview) -> String {
    if review.coverage.isDevelopment { return "dev" }
    if review.coverage.missing == 0 && review.untranslated == 0 { return "full" }
    return review.coverage.coverage >= 0.9 ? "high" : "low"
  }

  static let css: StaticString = """
    :root { color-scheme: light; --translated: #34c759; --untranslated: #ffcc00; --missing: #ff3b30; }
    * { box-sizing: border-box; }
    body { margin: 0; background: #eef0f3; color: #1c1c1e;
      font: 15px/1.4 -apple-system, "SF Pro Text", "Helvetica Neue", Arial, "Liberation Sans", "Noto Sans", "DejaVu Sans", sans-serif; }
    main { max-width: 1120px; margin: 0 auto; padding: 0 20px 48px; }
    code { font: 12.5px/1.3 ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", monospace; }
    .top { background: #1c1c1e; color: #fff; padding: 22px max(20px, calc(50% - 540px)) 0; }
    .top h1 { margin: 0; font-size: 24px; font-weight: 700; }
    .top h1 span { font-weight: 400; color: #aeaeb2; }
    .top .facts { margin: 6px 0 14px; color: #d1d1d6; font-size: 13px; }
    .top .facts code { color: #fff; }
    .top .sev-error { color: #ff6961; } .top .sev-warning { color: #ffd60a; } .top .sev-note { color: #aeaeb2; }
    .toc { display: flex; gap: 20px; }
    .toc a { color: #fff; text-decoration: none; padding: 8px 0 10px; border-bottom: 3px solid transparent; font-size: 14px; }
    .toc a:hover { border-bottom-color: #0a84ff; }
    .panel { background: #fff; border-radius: 14px; padding: 18px 22px 22px; margin-top: 20px;
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08); }
    .panel h2 { margin: 4px 0 4px; font-size: 19px; }
    .panel h2 + .hint { margin-top: 0; }
    .hint { color: #6e6e73; font-size: 13px; }
    .chart { display: block; max-width: 100%; height: auto; margin: 8px 0 4px; }
    .chart text { font-family: inherit; font-size: 12px; fill: #1c1c1e; }
    .chart .axis { fill: #8e8e93; font-size: 11px; }
    .chart .grid { stroke: #e5e5ea; stroke-width: 1; }
    .chart .translated { fill: var(--translated); } .chart .untranslated { fill: var(--untranslated); }
    .chart .missing { fill: var(--missing); } .chart .empty { fill: #e5e5ea; }
    .chart .in-translated, .chart .in-missing { fill: #fff; font-weight: 600; font-size: 11px; }
    .chart .in-untranslated { fill: #3d3000; font-weight: 600; font-size: 11px; }
    .chart .lang { font-weight: 600; }
    .chart .figures { fill: #3a3a3c; } .chart .pct { font-weight: 600; }
    .chart a:hover rect { opacity: 0.8; } .chart a:hover .lang { fill: #0a64d8; }
    .legend { list-style: none; display: flex; flex-wrap: wrap; gap: 6px 18px; padding: 0; margin: 6px 0 18px; font-size: 13px; }
    .legend li { display: flex; align-items: center; gap: 6px; }
    .sw { display: inline-block; width: 12px; height: 12px; border-radius: 3px; }
    .sw.translated { background: var(--translated); } .sw.untranslated { background: var(--untranslated); }
    .sw.missing { background: var(--missing); }
    table { border-collapse: collapse; width: 100%; font-size: 13px; }
    th, td { text-align: start; padding: 5px 10px; border-bottom: 1px solid #e5e5ea; vertical-align: top; }
    thead th { font-size: 11px; font-weight: 600; color: #6e6e73; text-transform: uppercase; letter-spacing: 0.03em; }
    .num { text-align: end; white-space: nowrap; font-variant-numeric: tabular-nums; }
    table.kinds { width: auto; min-width: 420px; }
    table.kinds + h2 { margin-top: 24px; }
    .wide { overflow-x: auto; }
    table.matrix { width: auto; font-size: 12.5px; }
    .matrix th, .matrix td { padding: 3px 10px; }
    .matrix tbody th { font-weight: 600; } .matrix a { color: #0a64d8; text-decoration: none; }
    .matrix thead code { font-size: 11px; } .matrix .zero { color: #c7c7cc; }
    .findings td, .kinds td { unicode-bidi: plaintext; }
    .findings td:nth-child(2) { text-align: end; white-space: nowrap; font-variant-numeric: tabular-nums; }
    .findings td:first-child { font: 12px/1.4 ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", monospace; overflow-wrap: anywhere;
      width: 26%; }
    .findings td:last-child { overflow-wrap: anywhere; }
    .findings .kind th { background: #f5f5f7; font-size: 13px; font-weight: 400; padding-top: 8px; }
    .findings .count { color: #6e6e73; }
    .sev { display: inline-block; font-size: 11px; font-weight: 600; padding: 1px 7px; border-radius: 9px; }
    .sev.sev-error { background: #ffe5e3; color: #c0271c; }
    .sev.sev-warning { background: #fff4cc; color: #8a6100; }
    .sev.sev-note { background: #ececf0; color: #555; }
    .picker { display: flex; flex-wrap: wrap; gap: 6px; margin: 10px 0 4px; }
    .picker a { font-size: 12.5px; text-decoration: none; color: #1c1c1e; background: #f2f2f7; border-radius: 8px;
      padding: 3px 9px; border-inline-start: 4px solid #c7c7cc; }
    .picker a:hover { background: #e5e5ea; }
    .picker a.full { border-color: var(--translated); } .picker a.high { border-color: var(--untranslated); }
    .picker a.low { border-color: var(--missing); } .picker a.dev { border-color: #0a84ff; }
    .picker a.all { border-color: #1c1c1e; }
    .review { display: grid; grid-template-columns: repeat(3, 320px); gap: 8px 22px; align-items: start;
      overflow-x: auto; margin-top: 12px; }
    .anchor { grid-area: 1 / 1; height: 0; scroll-margin-top: 12px; }
    .language { display: none; }
    .language.default, .anchor:target + .language { display: contents; }
    .anchor:target ~ .language.default { display: none; }
    .anchor:target + .language.default { display: contents; }
    #all:target ~ .review, #all:target ~ .review .language { display: block; }
    @media print { .review, .review .language { display: block; } }
    .language-head { grid-area: 1 / 1 / auto / -1; border-top: 1px solid #e5e5ea; padding-top: 4px; }
    .language h3 { font-size: 22px; margin: 10px 0 2px; }
    .language h3 small { font-size: 13px; font-weight: 400; color: #6e6e73; }
    .stats { margin: 0 0 6px; font-size: 13px; color: #3a3a3c; }
    .n-missing { color: #c0271c; font-weight: 600; } .n-untranslated { color: #8a6100; font-weight: 600; }
    .n-raw { color: #8a6100; }
    .page-title, .findings-title { font-size: 15px; margin: 18px 0 0; }
    .language-findings { min-width: 0; }
    .column { margin: 0; width: 320px; }
    .column figcaption { font-size: 12px; color: #6e6e73; margin: 0 0 6px 4px; }
    .column figcaption b { color: #1c1c1e; }
    .column .screen { background: #f2f2f7; color: #000; border: 1px solid #d1d1d6; border-radius: 22px; padding: 6px 0 18px;
      font-size: 17px; line-height: 1.3; overflow: hidden; }
    .column .screen .label, .column .screen .value, .column .screen .field, .column .screen .title {
      white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-width: 0; }
    .column .screen .value { flex: 0 1 auto; max-width: 60%; }
    .column .screen section { margin-top: 22px; }
    .column .summary { margin: 8px 4px 0; font-size: 12px; }
    .note { color: #a05a00; font-size: 13px; }

    """
}
