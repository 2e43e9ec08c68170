function __settings-l10n_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __settings-l10n_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __settings-l10n_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __settings-l10n_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __settings-l10n_parse_tokens -S
    set -l unparsed_tokens (__settings-l10n_tokens -pc)
    switch $unparsed_tokens[1]
    case 'settings-l10n'
        __settings-l10n_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'strings'
            __settings-l10n_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'lint'
                __settings-l10n_parse_subcommand -r 1 'format=' 'max-file-size=' 'color=' 'version' 'h/help'
            case 'format'
                __settings-l10n_parse_subcommand -r 1 'check' 'max-file-size=' 'color=' 'no-wait' 'version' 'h/help'
            case 'dump'
                __settings-l10n_parse_subcommand 1 'format=' 'max-file-size=' 'color=' 'version' 'h/help'
            end
        case 'inspect'
            __settings-l10n_parse_subcommand 1 'format=' 'strings' 'iask' 'no-iask' 'config=' 'no-config' 'config-from=' 'color=' 'version' 'h/help'
        case 'resolve'
            __settings-l10n_parse_subcommand 1 'language=+' 'table=' 'development-language=' 'format=' 'color=' 'version' 'h/help'
        case 'check'
            __settings-l10n_parse_subcommand -r 1 'format=' 'language=+' 'development-language=' 'iask' 'no-iask' 'fail-on=' 'policy=' 'min-coverage=' 'ignore=+' 'baseline=' 'write-baseline=' 'quiet' 'max-findings=' 'all-findings' 'config=' 'no-config' 'config-from=' 'link-base=' 'color=' 'output=' 'version' 'h/help'
        case 'init'
            __settings-l10n_parse_subcommand 0 'force' 'version' 'h/help'
        case 'extract'
            __settings-l10n_parse_subcommand 1 'development-language=' 'iask' 'no-iask' 'dry-run' 'config=' 'no-config' 'config-from=' 'no-wait' 'color=' 'format=' 'prune' 'encoding=' 'version' 'h/help'
        case 'sync'
            __settings-l10n_parse_subcommand -r 2 'development-language=' 'iask' 'no-iask' 'dry-run' 'config=' 'no-config' 'config-from=' 'no-wait' 'color=' 'format=' 'language=+' 'prune' 'fill-with-source' 'encoding=' 'version' 'h/help'
        case 'export'
            __settings-l10n_parse_subcommand 1 'development-language=' 'iask' 'no-iask' 'dry-run' 'config=' 'no-config' 'config-from=' 'no-wait' 'color=' 'package=' 'format=' 'original-paths=' 'language=' 'all' 'o/output=' 'version' 'h/help'
        case 'import'
            __settings-l10n_parse_subcommand -r 2 'development-language=' 'iask' 'no-iask' 'dry-run' 'config=' 'no-config' 'config-from=' 'no-wait' 'color=' 'format=' 'create' 'lproj=' 'encoding=' 'allow-development-language' 'accept-unfinished' 'version' 'h/help'
        case 'render'
            __settings-l10n_parse_subcommand 1 'language=+' 'page=' 'format=' 'width=' 'pseudo' 'iask' 'no-iask' 'development-language=' 'config=' 'no-config' 'config-from=' 'color=' 'version' 'h/help'
        case 'report'
            __settings-l10n_parse_subcommand 1 'o/output=' 'language=+' 'page=+' 'development-language=' 'iask' 'no-iask' 'config=' 'no-config' 'config-from=' 'color=' 'version' 'h/help'
        case 'explain'
            __settings-l10n_parse_subcommand 1 'format=' 'version' 'h/help'
        case 'help'
            __settings-l10n_parse_subcommand -r 1 'version'
        end
    end
end

function __settings-l10n_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __settings-l10n_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __settings-l10n_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __settings-l10n_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__settings-l10n_tokens -p)
    if test -z "$(__settings-l10n_tokens -t)"
        set -l index (count (__settings-l10n_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'settings-l10n' -f
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n" version' -l 'version' -d 'Show the version.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n" -eq 1' -fa 'strings' -d 'Read, check and rewrite .strings files on their own.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n" -eq 1' -fa 'inspect' -d 'Show a Settings bundle\'s page tree, findings and localizable strings.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n" -eq 1' -fa 'resolve' -d 'Show which .lproj the Settings app reads for a user\'s languages, and the fallback chain.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n" -eq 1' -fa 'check' -d 'Check a Settings bundle\'s translations: the CI gate for missing and stale strings.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n" -eq 1' -fa 'init' -d 'Write a commented .settings-l10n.yml listing the Settings bundles below the current folder.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n" -eq 1' -fa 'extract' -d 'Create or update the development language\'s tables from the pages.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n" -eq 1' -fa 'sync' -d 'Bring every other language\'s tables in line with the development language\'s.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n" -eq 1' -fa 'export' -d 'Export strings for translators: XLIFF 1.2 or 2.0, Xcode Localization Catalogs, String Catalogs.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n" -eq 1' -fa 'import' -d 'Write translations (XLIFF 1.2 or 2.0, .xcloc, .xcstrings) into the bundle\'s tables.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n" -eq 1' -fa 'render' -d 'Show a settings page as the Settings app would, in the user\'s languages.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n" -eq 1' -fa 'report' -d 'Write one self-contained HTML page for reviewing a bundle\'s translations.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n" -eq 1' -fa 'explain' -d 'Explain a finding: what it means, what users see, how to fix or silence it.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings" version' -l 'version' -d 'Show the version.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n strings" -eq 1' -fa 'lint' -d 'Report syntax errors and suspicious content in .strings files.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n strings" -eq 1' -fa 'format' -d 'Rewrite .strings files in the Xcode style, in place.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n strings" -eq 1' -fa 'dump' -d 'Print the table a device reads from a .strings file.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings lint" format' -l 'format' -d 'Output format: text or json.' -rfka 'text json'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings lint" max-file-size' -l 'max-file-size' -d 'Largest .strings file to read, in bytes, 1 to 2 GiB (default 64 MiB).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings lint" color' -l 'color' -d 'Colour: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.' -rfka 'auto always never'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings lint" version' -l 'version' -d 'Show the version.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings lint" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings format" check' -l 'check' -d 'Write nothing; list the files that would change and exit 1 if any would.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings format" max-file-size' -l 'max-file-size' -d 'Largest .strings file to read, in bytes, 1 to 2 GiB (default 64 MiB).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings format" color' -l 'color' -d 'Colour: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.' -rfka 'auto always never'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings format" no-wait' -l 'no-wait' -d 'Exit 2 at once when another settings-l10n is writing the bundle, instead of waiting for it.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings format" version' -l 'version' -d 'Show the version.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings format" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings dump" format' -l 'format' -d 'Output format: json (keys sorted) or text (canonical .strings entries).' -rfka 'text json'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings dump" max-file-size' -l 'max-file-size' -d 'Largest .strings file to read, in bytes, 1 to 2 GiB (default 64 MiB).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings dump" color' -l 'color' -d 'Colour: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.' -rfka 'auto always never'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings dump" version' -l 'version' -d 'Show the version.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n strings dump" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n inspect" format' -l 'format' -d 'Output format: text or json.' -rfka 'text json'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n inspect" strings' -l 'strings' -d 'List every extracted string with its page, specifier and field.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n inspect" iask' -l 'iask' -d 'InAppSettingsKit conventions: a page without StringsTable uses a table named after the page, and IASK element strings are extracted.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n inspect" no-iask' -l 'no-iask' -d 'InAppSettingsKit conventions: a page without StringsTable uses a table named after the page, and IASK element strings are extracted.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n inspect" config' -l 'config' -d 'The configuration file (default: the nearest .settings-l10n.yml here or in a parent folder).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n inspect" no-config' -l 'no-config' -d 'Read no configuration file.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n inspect" config-from' -l 'config-from' -d 'Look for .settings-l10n.yml in this folder or a parent, not the current folder\'s (for build systems and scripts that run elsewhere); none found is fine.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n inspect" color' -l 'color' -d 'Colour: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.' -rfka 'auto always never'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n inspect" version' -l 'version' -d 'Show the version.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n inspect" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n resolve"' -l 'language' -d 'A preferred language (BCP 47), most preferred first; repeat for more.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n resolve" table' -l 'table' -d 'A strings table (such as Root): show which folder it is read from.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n resolve" development-language' -l 'development-language' -d 'The development language\'s folder or tag (default: en if that lproj exists, else Base, else English).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n resolve" format' -l 'format' -d 'Output format: text or json.' -rfka 'text json'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n resolve" color' -l 'color' -d 'Colour: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.' -rfka 'auto always never'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n resolve" version' -l 'version' -d 'Show the version.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n resolve" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" format' -l 'format' -d 'Output format: text, json, xcode, github (workflow annotations), sarif, markdown (job summary), junit (JUnit XML) or gitlab (Code Quality).' -rfka 'text json xcode github sarif markdown junit gitlab'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check"' -l 'language' -d 'Only this language (folder name or BCP 47 tag); repeat for more.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" development-language' -l 'development-language' -d 'The development language\'s folder or tag (default: en if that lproj exists, else Base, else English).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" iask' -l 'iask' -d 'InAppSettingsKit conventions: a page without StringsTable uses a table named after the page.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" no-iask' -l 'no-iask' -d 'InAppSettingsKit conventions: a page without StringsTable uses a table named after the page.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" fail-on' -l 'fail-on' -d 'Fail on findings of this severity or worse: error (default), warning or note.' -rfka 'error warning note'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" policy' -l 'policy' -d 'What blocks: pull-request (strings waiting for translators warn; a string missing from the development table is an error) or release (every language needs every string).' -rfka 'pull-request release'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" min-coverage' -l 'min-coverage' -d 'Fail when a language translates less of the required keys than this: a fraction (0.9, as coverage in JSON) or a percentage (90%).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check"' -l 'ignore' -d 'Drop findings with this id (such as untranslated); repeat for more.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" baseline' -l 'baseline' -d 'Accept the findings recorded in this file: only new findings fail.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" write-baseline' -l 'write-baseline' -d 'Record the current findings in this file (they are then accepted); with --baseline naming the same absent file, a first run records it and passes. Several bundles share one file, each under its path from the file\'s folder.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" quiet' -l 'quiet' -d 'Print only the summary and the verdict (text, xcode and github output).'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" max-findings' -l 'max-findings' -d 'List at most this many findings (text, xcode and github output); the counts still cover all.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" all-findings' -l 'all-findings' -d 'Text output: list every finding, however many (by default more than 40 are digested: the first of each id).'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" config' -l 'config' -d 'The configuration file (default: the nearest .settings-l10n.yml here or in a parent folder).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" no-config' -l 'no-config' -d 'Read no configuration file.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" config-from' -l 'config-from' -d 'Look for .settings-l10n.yml in this folder or a parent, not the current folder\'s (for build systems and scripts that run elsewhere); none found is fine.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" link-base' -l 'link-base' -d 'What markdown file links start with: the current folder\'s URL (such as a blob URL at a commit).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" color' -l 'color' -d 'Colour: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.' -rfka 'auto always never'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" output' -l 'output' -d 'Write the report to this file instead of standard output: a regular file is replaced atomically, a link to         one written through, a FIFO or device written as a stream, anything else refused (exit 2).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" version' -l 'version' -d 'Show the version.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n check" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n init" force' -l 'force' -d 'Replace an existing .settings-l10n.yml.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n init" version' -l 'version' -d 'Show the version.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n init" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n extract" development-language' -l 'development-language' -d 'The development language\'s folder or tag (default: en if that lproj exists, else Base, else English).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n extract" iask' -l 'iask' -d 'InAppSettingsKit conventions: a page without StringsTable uses a table named after the page.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n extract" no-iask' -l 'no-iask' -d 'InAppSettingsKit conventions: a page without StringsTable uses a table named after the page.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n extract" dry-run' -l 'dry-run' -d 'Print a unified diff of what would change and write nothing.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n extract" config' -l 'config' -d 'The configuration file (default: the nearest .settings-l10n.yml here or in a parent folder).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n extract" no-config' -l 'no-config' -d 'Read no configuration file.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n extract" config-from' -l 'config-from' -d 'Look for .settings-l10n.yml in this folder or a parent, not the current folder\'s (for build systems and scripts that run elsewhere); none found is fine.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n extract" no-wait' -l 'no-wait' -d 'Exit 2 at once when another settings-l10n is writing the bundle, instead of waiting for it.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n extract" color' -l 'color' -d 'Colour: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.' -rfka 'auto always never'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n extract" format' -l 'format' -d 'Report format: text or json.' -rfka 'text json'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n extract" prune' -l 'prune' -d 'Remove keys that no page uses.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n extract" encoding' -l 'encoding' -d 'Encoding of new files: utf8, or utf16 (UTF-16LE with BOM, the Xcode template\'s).' -rfka 'utf8 utf16'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n extract" version' -l 'version' -d 'Show the version.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n extract" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n sync" development-language' -l 'development-language' -d 'The development language\'s folder or tag (default: en if that lproj exists, else Base, else English).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n sync" iask' -l 'iask' -d 'InAppSettingsKit conventions: a page without StringsTable uses a table named after the page.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n sync" no-iask' -l 'no-iask' -d 'InAppSettingsKit conventions: a page without StringsTable uses a table named after the page.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n sync" dry-run' -l 'dry-run' -d 'Print a unified diff of what would change and write nothing.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n sync" config' -l 'config' -d 'The configuration file (default: the nearest .settings-l10n.yml here or in a parent folder).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n sync" no-config' -l 'no-config' -d 'Read no configuration file.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n sync" config-from' -l 'config-from' -d 'Look for .settings-l10n.yml in this folder or a parent, not the current folder\'s (for build systems and scripts that run elsewhere); none found is fine.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n sync" no-wait' -l 'no-wait' -d 'Exit 2 at once when another settings-l10n is writing the bundle, instead of waiting for it.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n sync" color' -l 'color' -d 'Colour: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.' -rfka 'auto always never'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n sync" format' -l 'format' -d 'Report format: text or json.' -rfka 'text json'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n sync"' -l 'language' -d 'A folder name or language tag to sync; repeat for more (default: all).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n sync" prune' -l 'prune' -d 'Remove keys that no page uses.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n sync" fill-with-source' -l 'fill-with-source' -d 'Add missing keys with the development value, commented as untranslated.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n sync" encoding' -l 'encoding' -d 'Encoding of new files: utf8, or utf16 (UTF-16LE with BOM).' -rfka 'utf8 utf16'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n sync" version' -l 'version' -d 'Show the version.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n sync" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" development-language' -l 'development-language' -d 'The development language\'s folder or tag (default: en if that lproj exists, else Base, else English).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" iask' -l 'iask' -d 'InAppSettingsKit conventions: a page without StringsTable uses a table named after the page.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" no-iask' -l 'no-iask' -d 'InAppSettingsKit conventions: a page without StringsTable uses a table named after the page.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" dry-run' -l 'dry-run' -d 'Print a unified diff of what would change and write nothing.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" config' -l 'config' -d 'The configuration file (default: the nearest .settings-l10n.yml here or in a parent folder).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" no-config' -l 'no-config' -d 'Read no configuration file.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" config-from' -l 'config-from' -d 'Look for .settings-l10n.yml in this folder or a parent, not the current folder\'s (for build systems and scripts that run elsewhere); none found is fine.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" no-wait' -l 'no-wait' -d 'Exit 2 at once when another settings-l10n is writing the bundle, instead of waiting for it.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" color' -l 'color' -d 'Colour: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.' -rfka 'auto always never'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" package' -l 'package' -d 'The translators\' package to write: xliff, xliff2, xcloc or xcstrings (default: xliff).' -rfka 'xliff xliff2 xcloc xcstrings'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" format' -l 'format' -d 'Report format: text or json.' -rfka 'text json'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" original-paths' -l 'original-paths' -d 'What each table\'s original path is relative to: bundle (en.lproj/Root.strings, the default) or repository (App/Settings.bundle/en.lproj/Root.strings, as Xcode names files, so that Xcode can import the file).' -rfka 'bundle repository'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" language' -l 'language' -d 'The language to export (a folder name or language tag).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" all' -l 'all' -d 'Export every language folder but the development language\'s and Base, one file or catalog each, into --output.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" o output' -l 'output' -s 'o' -d 'The file to write (xliff, xliff2; - for standard output), or the folder (with --all, and for xcloc and xcstrings).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" version' -l 'version' -d 'Show the version.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n export" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" development-language' -l 'development-language' -d 'The development language\'s folder or tag (default: en if that lproj exists, else Base, else English).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" iask' -l 'iask' -d 'InAppSettingsKit conventions: a page without StringsTable uses a table named after the page.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" no-iask' -l 'no-iask' -d 'InAppSettingsKit conventions: a page without StringsTable uses a table named after the page.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" dry-run' -l 'dry-run' -d 'Print a unified diff of what would change and write nothing.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" config' -l 'config' -d 'The configuration file (default: the nearest .settings-l10n.yml here or in a parent folder).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" no-config' -l 'no-config' -d 'Read no configuration file.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" config-from' -l 'config-from' -d 'Look for .settings-l10n.yml in this folder or a parent, not the current folder\'s (for build systems and scripts that run elsewhere); none found is fine.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" no-wait' -l 'no-wait' -d 'Exit 2 at once when another settings-l10n is writing the bundle, instead of waiting for it.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" color' -l 'color' -d 'Colour: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.' -rfka 'auto always never'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" format' -l 'format' -d 'Report format: text or json.' -rfka 'text json'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" create' -l 'create' -d 'Create the .lproj folder of a target language the bundle has none for.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" lproj' -l 'lproj' -d 'The .lproj folder to write into (its name without .lproj, e.g. es_MX), when the target language alone does not say which.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" encoding' -l 'encoding' -d 'Encoding of new files: utf8, or utf16 (UTF-16LE with BOM).' -rfka 'utf8 utf16'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" allow-development-language' -l 'allow-development-language' -d 'Write a file whose target language is the development language (refused otherwise: it replaces the reference values).'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" accept-unfinished' -l 'accept-unfinished' -d 'Write a tool\'s unfinished work too: fuzzy, needs-translation, approved="no", XLIFF 2.0 initial, and targets marked new.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" version' -l 'version' -d 'Show the version.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n import" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n render"' -l 'language' -d 'A preferred language (BCP 47), most preferred first; repeat for more (default: the development language).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n render" page' -l 'page' -d 'The page to show (default: Root~iphone if the bundle has it, else Root).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n render" format' -l 'format' -d 'Output format: text, json or html.' -rfka 'text json html'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n render" width' -l 'width' -d 'Columns for text output, 24 to 1000 (default: the terminal\'s width, else 60).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n render" pseudo' -l 'pseudo' -d 'Pseudo-localize: accented letters, about 35% longer, brackets around each string.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n render" iask' -l 'iask' -d 'InAppSettingsKit conventions: a page without StringsTable uses a table named after the page.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n render" no-iask' -l 'no-iask' -d 'InAppSettingsKit conventions: a page without StringsTable uses a table named after the page.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n render" development-language' -l 'development-language' -d 'The development language\'s folder or tag (default: en if that lproj exists, else Base, else English).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n render" config' -l 'config' -d 'The configuration file (default: the nearest .settings-l10n.yml here or in a parent folder).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n render" no-config' -l 'no-config' -d 'Read no configuration file.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n render" config-from' -l 'config-from' -d 'Look for .settings-l10n.yml in this folder or a parent, not the current folder\'s (for build systems and scripts that run elsewhere); none found is fine.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n render" color' -l 'color' -d 'Colour: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.' -rfka 'auto always never'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n render" version' -l 'version' -d 'Show the version.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n render" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n report" o output' -l 'output' -s 'o' -d 'The HTML file to write, or - for standard output (the default, unless standard output is a terminal).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n report"' -l 'language' -d 'Only this language (folder name or BCP 47 tag); repeat for more.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n report"' -l 'page' -d 'Only this page (such as Root); repeat for more (default: every page).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n report" development-language' -l 'development-language' -d 'The development language\'s folder or tag (default: en if that lproj exists, else Base, else English).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n report" iask' -l 'iask' -d 'InAppSettingsKit conventions: a page without StringsTable uses a table named after the page.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n report" no-iask' -l 'no-iask' -d 'InAppSettingsKit conventions: a page without StringsTable uses a table named after the page.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n report" config' -l 'config' -d 'The configuration file (default: the nearest .settings-l10n.yml here or in a parent folder).' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n report" no-config' -l 'no-config' -d 'Read no configuration file.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n report" config-from' -l 'config-from' -d 'Look for .settings-l10n.yml in this folder or a parent, not the current folder\'s (for build systems and scripts that run elsewhere); none found is fine.' -rfka ''
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n report" color' -l 'color' -d 'Colour: auto (a terminal, NO_COLOR unset or empty, TERM not dumb), always or never.' -rfka 'auto always never'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n report" version' -l 'version' -d 'Show the version.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n report" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_positional "settings-l10n explain" -eq 1' -fka 'ambiguous-unit catalog-malformed changed-on-disk conflicting-targets default-not-in-values development-language-target duplicate-key duplicate-lproj duplicate-target empty-file empty-target empty-value expected-equals file-too-large format-mismatch hard-linked-file ignored-tail interrupted-write invalid-encoding invalid-journal invalid-lproj-name invalid-plist invalid-table-name invalid-utf8 invalid-value junk-after-plist limit-exceeded malformed-data missing-key missing-page missing-required-key missing-semicolon missing-table mixed-languages needs-review-imported nesting-too-deep new-language no-repository non-string-value not-a-regular-file not-a-table not-editable not-in-development-table not-localized nothing-matched orphan-page orphan-table page-cycle page-without-table parent-folder path-outside-bundle read-only-file source-changed stale-key stale-unit state-not-imported stray-byte syntax-error titles-values-mismatch too-long undefined-octal-escape unexpected-character unexpected-eof unfinished-imported unit-not-exportable unit-not-importable unknown-language unknown-specifier-type unknown-state unknown-table unpaired-surrogate unreadable-file unterminated-array unterminated-comment unterminated-data unterminated-dictionary unterminated-escape unterminated-string untranslated utf16-without-bom whitespace-mismatch xliff-malformed'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n explain" format' -l 'format' -d 'Output format: text or json.' -rfka 'text json'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n explain" version' -l 'version' -d 'Show the version.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n explain" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'settings-l10n' -n '__settings-l10n_should_offer_completions_for_flags_or_options "settings-l10n help" version' -l 'version' -d 'Show the version.'
