#!/bin/bash

__settings-l10n_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__settings-l10n_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__settings-l10n_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

__settings-l10n_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_settings-l10n() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--version -h --help)
    local -a repeating_options=()
    local -a non_repeating_options=()
    __settings-l10n_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    strings|inspect|resolve|check|init|extract|sync|export|import|render|report|explain|help)
        # Offer subcommand argument completions
        "_settings-l10n_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'strings inspect resolve check init extract sync export import render report explain help' -- "${cur}"))
        ;;
    esac
}

_settings-l10n_strings() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __settings-l10n_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    lint|format|dump)
        # Offer subcommand argument completions
        "_settings-l10n_strings_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'lint format dump' -- "${cur}"))
        ;;
    esac
}

_settings-l10n_strings_lint() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--format --max-file-size --color)
    __settings-l10n_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __settings-l10n_add_completions -W 'text'$'\n''json'
        return
        ;;
    '--max-file-size')
        return
        ;;
    '--color')
        __settings-l10n_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac
}

_settings-l10n_strings_format() {
    repeating_flags=()
    non_repeating_flags=(--check --no-wait --version -h --help)
    repeating_options=()
    non_repeating_options=(--max-file-size --color)
    __settings-l10n_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--max-file-size')
        return
        ;;
    '--color')
        __settings-l10n_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac
}

_settings-l10n_strings_dump() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--format --max-file-size --color)
    __settings-l10n_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __settings-l10n_add_completions -W 'text'$'\n''json'
        return
        ;;
    '--max-file-size')
        return
        ;;
    '--color')
        __settings-l10n_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac
}

_settings-l10n_inspect() {
    repeating_flags=()
    non_repeating_flags=(--strings --iask --no-iask --no-config --version -h --help)
    repeating_options=()
    non_repeating_options=(--format --config --config-from --color)
    __settings-l10n_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __settings-l10n_add_completions -W 'text'$'\n''json'
        return
        ;;
    '--config')
        return
        ;;
    '--config-from')
        return
        ;;
    '--color')
        __settings-l10n_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac
}

_settings-l10n_resolve() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=(--language)
    non_repeating_options=(--table --development-language --format --color)
    __settings-l10n_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--language')
        return
        ;;
    '--table')
        return
        ;;
    '--development-language')
        return
        ;;
    '--format')
        __settings-l10n_add_completions -W 'text'$'\n''json'
        return
        ;;
    '--color')
        __settings-l10n_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac
}

_settings-l10n_check() {
    repeating_flags=()
    non_repeating_flags=(--iask --no-iask --quiet --all-findings --no-config --version -h --help)
    repeating_options=(--language --ignore)
    non_repeating_options=(--format --development-language --fail-on --policy --min-coverage --baseline --write-baseline --max-findings --config --config-from --link-base --color --output)
    __settings-l10n_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __settings-l10n_add_completions -W 'text'$'\n''json'$'\n''xcode'$'\n''github'$'\n''sarif'$'\n''markdown'$'\n''junit'$'\n''gitlab'
        return
        ;;
    '--language')
        return
        ;;
    '--development-language')
        return
        ;;
    '--fail-on')
        __settings-l10n_add_completions -W 'error'$'\n''warning'$'\n''note'
        return
        ;;
    '--policy')
        __settings-l10n_add_completions -W 'pull-request'$'\n''release'
        return
        ;;
    '--min-coverage')
        return
        ;;
    '--ignore')
        return
        ;;
    '--baseline')
        return
        ;;
    '--write-baseline')
        return
        ;;
    '--max-findings')
        return
        ;;
    '--config')
        return
        ;;
    '--config-from')
        return
        ;;
    '--link-base')
        return
        ;;
    '--color')
        __settings-l10n_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--output')
        return
        ;;
    esac
}

_settings-l10n_init() {
    repeating_flags=()
    non_repeating_flags=(--force --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __settings-l10n_offer_flags_options 0
}

_settings-l10n_extract() {
    repeating_flags=()
    non_repeating_flags=(--iask --no-iask --dry-run --no-config --no-wait --prune --version -h --help)
    repeating_options=()
    non_repeating_options=(--development-language --config --config-from --color --format --encoding)
    __settings-l10n_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--development-language')
        return
        ;;
    '--config')
        return
        ;;
    '--config-from')
        return
        ;;
    '--color')
        __settings-l10n_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--format')
        __settings-l10n_add_completions -W 'text'$'\n''json'
        return
        ;;
    '--encoding')
        __settings-l10n_add_completions -W 'utf8'$'\n''utf16'
        return
        ;;
    esac
}

_settings-l10n_sync() {
    repeating_flags=()
    non_repeating_flags=(--iask --no-iask --dry-run --no-config --no-wait --prune --fill-with-source --version -h --help)
    repeating_options=(--language)
    non_repeating_options=(--development-language --config --config-from --color --format --encoding)
    __settings-l10n_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--development-language')
        return
        ;;
    '--config')
        return
        ;;
    '--config-from')
        return
        ;;
    '--color')
        __settings-l10n_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--format')
        __settings-l10n_add_completions -W 'text'$'\n''json'
        return
        ;;
    '--language')
        return
        ;;
    '--encoding')
        __settings-l10n_add_completions -W 'utf8'$'\n''utf16'
        return
        ;;
    esac
}

_settings-l10n_export() {
    repeating_flags=()
    non_repeating_flags=(--iask --no-iask --dry-run --no-config --no-wait --all --version -h --help)
    repeating_options=()
    non_repeating_options=(--development-language --config --config-from --color --package --format --original-paths --language --output -o)
    __settings-l10n_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--development-language')
        return
        ;;
    '--config')
        return
        ;;
    '--config-from')
        return
        ;;
    '--color')
        __settings-l10n_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--package')
        __settings-l10n_add_completions -W 'xliff'$'\n''xliff2'$'\n''xcloc'$'\n''xcstrings'
        return
        ;;
    '--format')
        __settings-l10n_add_completions -W 'text'$'\n''json'
        return
        ;;
    '--original-paths')
        __settings-l10n_add_completions -W 'bundle'$'\n''repository'
        return
        ;;
    '--language')
        return
        ;;
    '--output'|'-o')
        return
        ;;
    esac
}

_settings-l10n_import() {
    repeating_flags=()
    non_repeating_flags=(--iask --no-iask --dry-run --no-config --no-wait --create --allow-development-language --accept-unfinished --version -h --help)
    repeating_options=()
    non_repeating_options=(--development-language --config --config-from --color --format --lproj --encoding)
    __settings-l10n_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--development-language')
        return
        ;;
    '--config')
        return
        ;;
    '--config-from')
        return
        ;;
    '--color')
        __settings-l10n_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--format')
        __settings-l10n_add_completions -W 'text'$'\n''json'
        return
        ;;
    '--lproj')
        return
        ;;
    '--encoding')
        __settings-l10n_add_completions -W 'utf8'$'\n''utf16'
        return
        ;;
    esac
}

_settings-l10n_render() {
    repeating_flags=()
    non_repeating_flags=(--pseudo --iask --no-iask --no-config --version -h --help)
    repeating_options=(--language)
    non_repeating_options=(--page --format --width --development-language --config --config-from --color)
    __settings-l10n_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--language')
        return
        ;;
    '--page')
        return
        ;;
    '--format')
        __settings-l10n_add_completions -W 'text'$'\n''json'$'\n''html'
        return
        ;;
    '--width')
        return
        ;;
    '--development-language')
        return
        ;;
    '--config')
        return
        ;;
    '--config-from')
        return
        ;;
    '--color')
        __settings-l10n_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac
}

_settings-l10n_report() {
    repeating_flags=()
    non_repeating_flags=(--iask --no-iask --no-config --version -h --help)
    repeating_options=(--language --page)
    non_repeating_options=(--output -o --development-language --config --config-from --color)
    __settings-l10n_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--output'|'-o')
        return
        ;;
    '--language')
        return
        ;;
    '--page')
        return
        ;;
    '--development-language')
        return
        ;;
    '--config')
        return
        ;;
    '--config-from')
        return
        ;;
    '--color')
        __settings-l10n_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac
}

_settings-l10n_explain() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--format)
    __settings-l10n_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __settings-l10n_add_completions -W 'text'$'\n''json'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __settings-l10n_add_completions -W 'ambiguous-unit'$'\n''catalog-malformed'$'\n''changed-on-disk'$'\n''conflicting-targets'$'\n''default-not-in-values'$'\n''development-language-target'$'\n''duplicate-key'$'\n''duplicate-lproj'$'\n''duplicate-target'$'\n''empty-file'$'\n''empty-target'$'\n''empty-value'$'\n''expected-equals'$'\n''file-too-large'$'\n''format-mismatch'$'\n''hard-linked-file'$'\n''ignored-tail'$'\n''interrupted-write'$'\n''invalid-encoding'$'\n''invalid-journal'$'\n''invalid-lproj-name'$'\n''invalid-plist'$'\n''invalid-table-name'$'\n''invalid-utf8'$'\n''invalid-value'$'\n''junk-after-plist'$'\n''limit-exceeded'$'\n''malformed-data'$'\n''missing-key'$'\n''missing-page'$'\n''missing-required-key'$'\n''missing-semicolon'$'\n''missing-table'$'\n''mixed-languages'$'\n''needs-review-imported'$'\n''nesting-too-deep'$'\n''new-language'$'\n''no-repository'$'\n''non-string-value'$'\n''not-a-regular-file'$'\n''not-a-table'$'\n''not-editable'$'\n''not-in-development-table'$'\n''not-localized'$'\n''nothing-matched'$'\n''orphan-page'$'\n''orphan-table'$'\n''page-cycle'$'\n''page-without-table'$'\n''parent-folder'$'\n''path-outside-bundle'$'\n''read-only-file'$'\n''source-changed'$'\n''stale-key'$'\n''stale-unit'$'\n''state-not-imported'$'\n''stray-byte'$'\n''syntax-error'$'\n''titles-values-mismatch'$'\n''too-long'$'\n''undefined-octal-escape'$'\n''unexpected-character'$'\n''unexpected-eof'$'\n''unfinished-imported'$'\n''unit-not-exportable'$'\n''unit-not-importable'$'\n''unknown-language'$'\n''unknown-specifier-type'$'\n''unknown-state'$'\n''unknown-table'$'\n''unpaired-surrogate'$'\n''unreadable-file'$'\n''unterminated-array'$'\n''unterminated-comment'$'\n''unterminated-data'$'\n''unterminated-dictionary'$'\n''unterminated-escape'$'\n''unterminated-string'$'\n''untranslated'$'\n''utf16-without-bom'$'\n''whitespace-mismatch'$'\n''xliff-malformed'
        return
        ;;
    esac
}

_settings-l10n_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __settings-l10n_offer_flags_options -1
}

complete -o filenames -F _settings-l10n settings-l10n
