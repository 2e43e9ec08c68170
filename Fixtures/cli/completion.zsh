#compdef settings-l10n

__settings-l10n_complete() {
    local -ar non_empty_completions=("${@:#(|:*)}")
    local -ar empty_completions=("${(M)@:#(|:*)}")
    _describe -V '' non_empty_completions -- empty_completions -P $'\'\''
}

__settings-l10n_custom_complete() {
    local -a completions
    completions=("${(@f)"$("${command_name}" "${@}" "${command_line[@]}")"}")
    if [[ "${#completions[@]}" -gt 1 ]]; then
        __settings-l10n_complete "${completions[@]:0:-1}"
    fi
}

__settings-l10n_cursor_index_in_current_word() {
    if [[ -z "${QIPREFIX}${IPREFIX}${PREFIX}" ]]; then
        printf 0
    else
        printf %s "${#${(z)LBUFFER}[-1]}"
    fi
}

_settings-l10n() {
    emulate -RL zsh -G
    setopt extendedglob nullglob numericglobsort
    unsetopt aliases banghist

    local -xr SAP_SHELL=zsh
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(builtin emulate zsh -c 'printf %s "${ZSH_VERSION}"')"
    local -r SAP_SHELL_VERSION

    local context state state_descr line
    local -A opt_args

    local -r command_name="${words[1]}"
    local -ar command_line=("${words[@]}")
    local -ir current_word_index="$((CURRENT - 1))"

    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'strings:Read, check and rewrite .strings files on their own.'
            'inspect:Show a Settings bundle'\''s page tree, findings and localizable strings.'
            'resolve:Show which .lproj the Settings app reads for a user'\''s languages, and the fallback chain.'
            'check:Check a Settings bundle'\''s translations: the CI gate for missing and stale strings.'
            'init:Write a commented .settings-l10n.yml listing the Settings bundles below the current folder.'
            'extract:Create or update the development language'\''s tables from the pages.'
            'sync:Bring every other language'\''s tables in line with the development language'\''s.'
            'export:Export strings for translators: XLIFF 1.2 or 2.0, Xcode Localization Catalogs, String Catalogs.'
            'import:Write translations (XLIFF 1.2 or 2.0, .xcloc, .xcstrings) into the bundle'\''s tables.'
            'render:Show a settings page as the Settings app would, in the user'\''s languages.'
            'report:Write one self-contained HTML page for reviewing a bundle'\''s translations.'
            'explain:Explain a finding: what it means, what users see, how to fix or silence it.'
            'help:Show subcommand help information.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        strings|inspect|resolve|check|init|extract|sync|export|import|render|report|explain|help)
            "_settings-l10n_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_settings-l10n_strings() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'lint:Report syntax errors and suspicious content in .strings files.'
            'format:Rewrite .strings files in the Xcode style, in place.'
            'dump:Print the table a device reads from a .strings file.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        lint|format|dump)
            "_settings-l10n_strings_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_settings-l10n_strings_lint() {
    local -i ret=1
    local -ar ___format=('text' 'json')
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        '*:files:'
        '--format[Output format\: text or json.]:format:{__settings-l10n_complete "${___format[@]}"}'
        '--max-file-size[Largest .strings file to read, in bytes, 1 to 2 GiB (default 64 MiB).]:max-file-size:'
        '--color[Colour\: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.]:color:{__settings-l10n_complete "${___color[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_settings-l10n_strings_format() {
    local -i ret=1
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        '*:files:'
        '--check[Write nothing; list the files that would change and exit 1 if any would.]'
        '--max-file-size[Largest .strings file to read, in bytes, 1 to 2 GiB (default 64 MiB).]:max-file-size:'
        '--color[Colour\: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.]:color:{__settings-l10n_complete "${___color[@]}"}'
        '--no-wait[Exit 2 at once when another settings-l10n is writing the bundle, instead of waiting for it.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_settings-l10n_strings_dump() {
    local -i ret=1
    local -ar ___format=('text' 'json')
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        ':file:'
        '--format[Output format\: json (keys sorted) or text (canonical .strings entries).]:format:{__settings-l10n_complete "${___format[@]}"}'
        '--max-file-size[Largest .strings file to read, in bytes, 1 to 2 GiB (default 64 MiB).]:max-file-size:'
        '--color[Colour\: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.]:color:{__settings-l10n_complete "${___color[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_settings-l10n_inspect() {
    local -i ret=1
    local -ar ___format=('text' 'json')
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        ':bundle:'
        '--format[Output format\: text or json.]:format:{__settings-l10n_complete "${___format[@]}"}'
        '--strings[List every extracted string with its page, specifier and field.]'
        '--iask[InAppSettingsKit conventions\: a page without StringsTable uses a table named after the page, and IASK element strings are extracted.]'
        '--no-iask[InAppSettingsKit conventions\: a page without StringsTable uses a table named after the page, and IASK element strings are extracted.]'
        '--config[The configuration file (default\: the nearest .settings-l10n.yml here or in a parent folder).]:config:'
        '--no-config[Read no configuration file.]'
        '--config-from[Look for .settings-l10n.yml in this folder or a parent, not the current folder'\''s (for build systems and scripts that run elsewhere); none found is fine.]:folder:'
        '--color[Colour\: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.]:color:{__settings-l10n_complete "${___color[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_settings-l10n_resolve() {
    local -i ret=1
    local -ar ___format=('text' 'json')
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        ':bundle:'
        '*--language[A preferred language (BCP 47), most preferred first; repeat for more.]:language:'
        '--table[A strings table (such as Root)\: show which folder it is read from.]:table:'
        '--development-language[The development language'\''s folder or tag (default\: en if that lproj exists, else Base, else English).]:development-language:'
        '--format[Output format\: text or json.]:format:{__settings-l10n_complete "${___format[@]}"}'
        '--color[Colour\: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.]:color:{__settings-l10n_complete "${___color[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_settings-l10n_check() {
    local -i ret=1
    local -ar ___format=('text' 'json' 'xcode' 'github' 'sarif' 'markdown' 'junit' 'gitlab')
    local -ar ___fail_on=('error' 'warning' 'note')
    local -ar ___policy=('pull-request' 'release')
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        '*:bundles:'
        '--format[Output format\: text, json, xcode, github (workflow annotations), sarif, markdown (job summary), junit (JUnit XML) or gitlab (Code Quality).]:format:{__settings-l10n_complete "${___format[@]}"}'
        '*--language[Only this language (folder name or BCP 47 tag); repeat for more.]:language:'
        '--development-language[The development language'\''s folder or tag (default\: en if that lproj exists, else Base, else English).]:development-language:'
        '--iask[InAppSettingsKit conventions\: a page without StringsTable uses a table named after the page.]'
        '--no-iask[InAppSettingsKit conventions\: a page without StringsTable uses a table named after the page.]'
        '--fail-on[Fail on findings of this severity or worse\: error (default), warning or note.]:fail-on:{__settings-l10n_complete "${___fail_on[@]}"}'
        '--policy[What blocks\: pull-request (strings waiting for translators warn; a string missing from the development table is an error) or release (every language needs every string).]:policy:{__settings-l10n_complete "${___policy[@]}"}'
        '--min-coverage[Fail when a language translates less of the required keys than this\: a fraction (0.9, as coverage in JSON) or a percentage (90%).]:fraction|percent%:'
        '*--ignore[Drop findings with this id (such as untranslated); repeat for more.]:ignore:'
        '--baseline[Accept the findings recorded in this file\: only new findings fail.]:baseline:'
        '--write-baseline[Record the current findings in this file (they are then accepted); with --baseline naming the same absent file, a first run records it and passes. Several bundles share one file, each under its path from the file'\''s folder.]:write-baseline:'
        '--quiet[Print only the summary and the verdict (text, xcode and github output).]'
        '--max-findings[List at most this many findings (text, xcode and github output); the counts still cover all.]:max-findings:'
        '--all-findings[Text output\: list every finding, however many (by default more than 40 are digested\: the first of each id).]'
        '--config[The configuration file (default\: the nearest .settings-l10n.yml here or in a parent folder).]:config:'
        '--no-config[Read no configuration file.]'
        '--config-from[Look for .settings-l10n.yml in this folder or a parent, not the current folder'\''s (for build systems and scripts that run elsewhere); none found is fine.]:folder:'
        '--link-base[What markdown file links start with\: the current folder'\''s URL (such as a blob URL at a commit).]:link-base:'
        '--color[Colour\: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.]:color:{__settings-l10n_complete "${___color[@]}"}'
        '--output[Write the report to this file instead of standard output\: a regular file is replaced atomically, a link to         one written through, a FIFO or device written as a stream, anything else refused (exit 2).]:output:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_settings-l10n_init() {
    local -i ret=1
    local -ar arg_specs=(
        '--force[Replace an existing .settings-l10n.yml.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_settings-l10n_extract() {
    local -i ret=1
    local -ar ___color=('auto' 'always' 'never')
    local -ar ___format=('text' 'json')
    local -ar ___encoding=('utf8' 'utf16')
    local -ar arg_specs=(
        ':bundle:'
        '--development-language[The development language'\''s folder or tag (default\: en if that lproj exists, else Base, else English).]:development-language:'
        '--iask[InAppSettingsKit conventions\: a page without StringsTable uses a table named after the page.]'
        '--no-iask[InAppSettingsKit conventions\: a page without StringsTable uses a table named after the page.]'
        '--dry-run[Print a unified diff of what would change and write nothing.]'
        '--config[The configuration file (default\: the nearest .settings-l10n.yml here or in a parent folder).]:config:'
        '--no-config[Read no configuration file.]'
        '--config-from[Look for .settings-l10n.yml in this folder or a parent, not the current folder'\''s (for build systems and scripts that run elsewhere); none found is fine.]:folder:'
        '--no-wait[Exit 2 at once when another settings-l10n is writing the bundle, instead of waiting for it.]'
        '--color[Colour\: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.]:color:{__settings-l10n_complete "${___color[@]}"}'
        '--format[Report format\: text or json.]:format:{__settings-l10n_complete "${___format[@]}"}'
        '--prune[Remove keys that no page uses.]'
        '--encoding[Encoding of new files\: utf8, or utf16 (UTF-16LE with BOM, the Xcode template'\''s).]:encoding:{__settings-l10n_complete "${___encoding[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_settings-l10n_sync() {
    local -i ret=1
    local -ar ___color=('auto' 'always' 'never')
    local -ar ___format=('text' 'json')
    local -ar ___encoding=('utf8' 'utf16')
    local -ar arg_specs=(
        ':bundle:'
        '--development-language[The development language'\''s folder or tag (default\: en if that lproj exists, else Base, else English).]:development-language:'
        '--iask[InAppSettingsKit conventions\: a page without StringsTable uses a table named after the page.]'
        '--no-iask[InAppSettingsKit conventions\: a page without StringsTable uses a table named after the page.]'
        '--dry-run[Print a unified diff of what would change and write nothing.]'
        '--config[The configuration file (default\: the nearest .settings-l10n.yml here or in a parent folder).]:config:'
        '--no-config[Read no configuration file.]'
        '--config-from[Look for .settings-l10n.yml in this folder or a parent, not the current folder'\''s (for build systems and scripts that run elsewhere); none found is fine.]:folder:'
        '--no-wait[Exit 2 at once when another settings-l10n is writing the bundle, instead of waiting for it.]'
        '--color[Colour\: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.]:color:{__settings-l10n_complete "${___color[@]}"}'
        '*:more-bundles:'
        '--format[Report format\: text or json.]:format:{__settings-l10n_complete "${___format[@]}"}'
        '*--language[A folder name or language tag to sync; repeat for more (default\: all).]:language:'
        '--prune[Remove keys that no page uses.]'
        '--fill-with-source[Add missing keys with the development value, commented as untranslated.]'
        '--encoding[Encoding of new files\: utf8, or utf16 (UTF-16LE with BOM).]:encoding:{__settings-l10n_complete "${___encoding[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_settings-l10n_export() {
    local -i ret=1
    local -ar ___color=('auto' 'always' 'never')
    local -ar ___package=('xliff' 'xliff2' 'xcloc' 'xcstrings')
    local -ar ___format=('text' 'json')
    local -ar ___original_paths=('bundle' 'repository')
    local -ar arg_specs=(
        ':bundle:'
        '--development-language[The development language'\''s folder or tag (default\: en if that lproj exists, else Base, else English).]:development-language:'
        '--iask[InAppSettingsKit conventions\: a page without StringsTable uses a table named after the page.]'
        '--no-iask[InAppSettingsKit conventions\: a page without StringsTable uses a table named after the page.]'
        '--dry-run[Print a unified diff of what would change and write nothing.]'
        '--config[The configuration file (default\: the nearest .settings-l10n.yml here or in a parent folder).]:config:'
        '--no-config[Read no configuration file.]'
        '--config-from[Look for .settings-l10n.yml in this folder or a parent, not the current folder'\''s (for build systems and scripts that run elsewhere); none found is fine.]:folder:'
        '--no-wait[Exit 2 at once when another settings-l10n is writing the bundle, instead of waiting for it.]'
        '--color[Colour\: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.]:color:{__settings-l10n_complete "${___color[@]}"}'
        '--package[The translators'\'' package to write\: xliff, xliff2, xcloc or xcstrings (default\: xliff).]:package:{__settings-l10n_complete "${___package[@]}"}'
        '--format[Report format\: text or json.]:format:{__settings-l10n_complete "${___format[@]}"}'
        '--original-paths[What each table'\''s original path is relative to\: bundle (en.lproj/Root.strings, the default) or repository (App/Settings.bundle/en.lproj/Root.strings, as Xcode names files, so that Xcode can import the file).]:original-paths:{__settings-l10n_complete "${___original_paths[@]}"}'
        '--language[The language to export (a folder name or language tag).]:language:'
        '--all[Export every language folder but the development language'\''s and Base, one file or catalog each, into --output.]'
        '(--output -o)'{--output,-o}'[The file to write (xliff, xliff2; - for standard output), or the folder (with --all, and for xcloc and xcstrings).]:output:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_settings-l10n_import() {
    local -i ret=1
    local -ar ___color=('auto' 'always' 'never')
    local -ar ___format=('text' 'json')
    local -ar ___encoding=('utf8' 'utf16')
    local -ar arg_specs=(
        ':bundle:'
        '--development-language[The development language'\''s folder or tag (default\: en if that lproj exists, else Base, else English).]:development-language:'
        '--iask[InAppSettingsKit conventions\: a page without StringsTable uses a table named after the page.]'
        '--no-iask[InAppSettingsKit conventions\: a page without StringsTable uses a table named after the page.]'
        '--dry-run[Print a unified diff of what would change and write nothing.]'
        '--config[The configuration file (default\: the nearest .settings-l10n.yml here or in a parent folder).]:config:'
        '--no-config[Read no configuration file.]'
        '--config-from[Look for .settings-l10n.yml in this folder or a parent, not the current folder'\''s (for build systems and scripts that run elsewhere); none found is fine.]:folder:'
        '--no-wait[Exit 2 at once when another settings-l10n is writing the bundle, instead of waiting for it.]'
        '--color[Colour\: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.]:color:{__settings-l10n_complete "${___color[@]}"}'
        '--format[Report format\: text or json.]:format:{__settings-l10n_complete "${___format[@]}"}'
        '*:files:'
        '--create[Create the .lproj folder of a target language the bundle has none for.]'
        '--lproj[The .lproj folder to write into (its name without .lproj, e.g. es_MX), when the target language alone does not say which.]:folder:'
        '--encoding[Encoding of new files\: utf8, or utf16 (UTF-16LE with BOM).]:encoding:{__settings-l10n_complete "${___encoding[@]}"}'
        '--allow-development-language[Write a file whose target language is the development language (refused otherwise\: it replaces the reference values).]'
        '--accept-unfinished[Write a tool'\''s unfinished work too\: fuzzy, needs-translation, approved="no", XLIFF 2.0 initial, and targets marked new.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_settings-l10n_render() {
    local -i ret=1
    local -ar ___format=('text' 'json' 'html')
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        ':bundle:'
        '*--language[A preferred language (BCP 47), most preferred first; repeat for more (default\: the development language).]:language:'
        '--page[The page to show (default\: Root~iphone if the bundle has it, else Root).]:page:'
        '--format[Output format\: text, json or html.]:format:{__settings-l10n_complete "${___format[@]}"}'
        '--width[Columns for text output, 24 to 1000 (default\: the terminal'\''s width, else 60).]:width:'
        '--pseudo[Pseudo-localize\: accented letters, about 35% longer, brackets around each string.]'
        '--iask[InAppSettingsKit conventions\: a page without StringsTable uses a table named after the page.]'
        '--no-iask[InAppSettingsKit conventions\: a page without StringsTable uses a table named after the page.]'
        '--development-language[The development language'\''s folder or tag (default\: en if that lproj exists, else Base, else English).]:development-language:'
        '--config[The configuration file (default\: the nearest .settings-l10n.yml here or in a parent folder).]:config:'
        '--no-config[Read no configuration file.]'
        '--config-from[Look for .settings-l10n.yml in this folder or a parent, not the current folder'\''s (for build systems and scripts that run elsewhere); none found is fine.]:folder:'
        '--color[Colour\: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.]:color:{__settings-l10n_complete "${___color[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_settings-l10n_report() {
    local -i ret=1
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        ':bundle:'
        '(--output -o)'{--output,-o}'[The HTML file to write, or - for standard output (the default, unless standard output is a terminal).]:output:'
        '*--language[Only this language (folder name or BCP 47 tag); repeat for more.]:language:'
        '*--page[Only this page (such as Root); repeat for more (default\: every page).]:page:'
        '--development-language[The development language'\''s folder or tag (default\: en if that lproj exists, else Base, else English).]:development-language:'
        '--iask[InAppSettingsKit conventions\: a page without StringsTable uses a table named after the page.]'
        '--no-iask[InAppSettingsKit conventions\: a page without StringsTable uses a table named after the page.]'
        '--config[The configuration file (default\: the nearest .settings-l10n.yml here or in a parent folder).]:config:'
        '--no-config[Read no configuration file.]'
        '--config-from[Look for .settings-l10n.yml in this folder or a parent, not the current folder'\''s (for build systems and scripts that run elsewhere); none found is fine.]:folder:'
        '--color[Colour\: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.]:color:{__settings-l10n_complete "${___color[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_settings-l10n_explain() {
    local -i ret=1
    local -ar _id=('ambiguous-unit' 'catalog-malformed' 'changed-on-disk' 'conflicting-targets' 'default-not-in-values' 'development-language-target' 'duplicate-key' 'duplicate-lproj' 'duplicate-target' 'empty-file' 'empty-target' 'empty-value' 'expected-equals' 'file-too-large' 'format-mismatch' 'hard-linked-file' 'ignored-tail' 'interrupted-write' 'invalid-encoding' 'invalid-journal' 'invalid-lproj-name' 'invalid-plist' 'invalid-table-name' 'invalid-utf8' 'invalid-value' 'junk-after-plist' 'limit-exceeded' 'malformed-data' 'missing-key' 'missing-page' 'missing-required-key' 'missing-semicolon' 'missing-table' 'mixed-languages' 'needs-review-imported' 'nesting-too-deep' 'new-language' 'no-repository' 'non-string-value' 'not-a-regular-file' 'not-a-table' 'not-editable' 'not-in-development-table' 'not-localized' 'nothing-matched' 'orphan-page' 'orphan-table' 'page-cycle' 'page-without-table' 'parent-folder' 'path-outside-bundle' 'read-only-file' 'source-changed' 'stale-key' 'stale-unit' 'state-not-imported' 'stray-byte' 'syntax-error' 'titles-values-mismatch' 'too-long' 'undefined-octal-escape' 'unexpected-character' 'unexpected-eof' 'unfinished-imported' 'unit-not-exportable' 'unit-not-importable' 'unknown-language' 'unknown-specifier-type' 'unknown-state' 'unknown-table' 'unpaired-surrogate' 'unreadable-file' 'unterminated-array' 'unterminated-comment' 'unterminated-data' 'unterminated-dictionary' 'unterminated-escape' 'unterminated-string' 'untranslated' 'utf16-without-bom' 'whitespace-mismatch' 'xliff-malformed')
    local -ar ___format=('text' 'json')
    local -ar arg_specs=(
        ':id:{__settings-l10n_complete "${_id[@]}"}'
        '--format[Output format\: text or json.]:format:{__settings-l10n_complete "${___format[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_settings-l10n_help() {
    local -i ret=1
    local -ar arg_specs=(
        '*:subcommands:'
        '--version[Show the version.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

if [[ "${funcstack[1]}" = _settings-l10n ]]; then
    _settings-l10n "${@}"
else
    compdef _settings-l10n settings-l10n
fi
