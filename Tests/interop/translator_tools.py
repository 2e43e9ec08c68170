#!/usr/bin/env python3
"""What the translators' tools make of settings-l10n's exports, and what comes back from them.

1. translate-toolkit's xliff2po keeps every note of an XLIFF 1.2 export (`from="developer"`)
   and reads every translated unit as translated, not fuzzy (`approved="yes"`).
2. A fuzzy file made with translate-toolkit (one unit accepted, one marked fuzzy with
   `markfuzzy()`) imports the accepted unit only, with one warning on standard error; a dry run's
   standard output is a clean unified diff. With --write-fixture, the file is also written to
   Fixtures/exchange/tools/translate-toolkit-fuzzy-de.xliff (how the Swift tests' fixture is made).
3. Every export of every bundle (the fixtures, the empty one included, and every corpus bundle)
   in all four packages (xliff, xliff2, xcloc, xcstrings) imports again with exit 0.

Usage: translator_tools.py BINARY [--write-fixture]
Exits non-zero on the first failure.
"""

import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

from translate.storage import factory, po

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(os.path.dirname(HERE))
FIXTURE = os.path.join(PACKAGE, "Fixtures", "exchange", "tools", "translate-toolkit-fuzzy-de.xliff")


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def run(binary, *args, expect=(0,)):
    result = subprocess.run([binary, *args], capture_output=True, text=True)
    check(result.returncode in expect,
          f"settings-l10n {' '.join(args)} exited {result.returncode}:\n{result.stdout}\n{result.stderr}")
    return result


def make_writable(folder):
    for path, _, files in os.walk(folder):
        for name in [path] + [os.path.join(path, f) for f in files]:
            os.chmod(name, os.stat(name).st_mode | 0o200)


def copy_bundle(source, work, name):
    bundle = os.path.join(work, name, "Settings.bundle")
    shutil.copytree(source, bundle, symlinks=True)
    make_writable(bundle)
    return bundle


def notes_and_states(binary, work):
    bundle = copy_bundle(os.path.join(PACKAGE, "Fixtures/exchange/basic/Settings.bundle"), work, "notes")
    exported = os.path.join(work, "de.xliff")
    run(binary, "export", bundle, "--language", "de", "--output", exported)
    with open(exported, encoding="utf-8") as handle:
        text = handle.read()
    notes = len(re.findall(r"<note from=\"developer\"", text))
    approved = len(re.findall(r"approved=\"yes\"", text))
    check(notes > 0 and approved > 0, f"{exported}: {notes} developer notes, {approved} approved units")
    converted = os.path.join(work, "de.po")
    subprocess.run(["xliff2po", "--progress=none", exported, converted], check=True, capture_output=True)
    with open(converted, "rb") as handle:
        store = po.pofile(handle.read())
    units = [unit for unit in store.units if not unit.isheader()]
    kept = sum(1 for unit in units if unit.getnotes("developer"))
    check(kept == notes, f"xliff2po kept {kept} of {notes} notes")
    translated = sum(1 for unit in units if unit.istranslated())
    fuzzy = sum(1 for unit in units if unit.isfuzzy())
    check(translated == approved and fuzzy == 0,
          f"xliff2po reads {translated} units as translated and {fuzzy} as fuzzy; the export approved {approved}")
    print(f"ok: xliff2po keeps {kept}/{notes} notes and reads {translated}/{approved} translated units as translated")


def fuzzy(binary, work, write_fixture):
    bundle = copy_bundle(os.path.join(PACKAGE, "Fixtures/exchange/basic/Settings.bundle"), work, "fuzzy")
    exported = os.path.join(work, "fuzzy-export.xliff")
    run(binary, "export", bundle, "--language", "de", "--output", exported)
    store = factory.getobject(exported)
    for unit in store.units:
        if unit.isheader():
            continue
        if unit.xmlelement.get("id") == "General":
            unit.target = "Allgemein (geprüft)"
            unit.markfuzzy(False)
        elif unit.xmlelement.get("id") == "Theme":
            unit.target = "Farbschema"
            unit.markfuzzy(True)
    made = os.path.join(work, "translate-toolkit-fuzzy-de.xliff")
    with open(made, "wb") as handle:
        handle.write(bytes(store))
    if write_fixture:
        shutil.copyfile(made, FIXTURE)
    dry = run(binary, "import", bundle, made, "--dry-run")
    check(dry.stdout.startswith("--- ") and "dry run" not in dry.stdout and "warning:" not in dry.stdout,
          f"a dry run's standard output is not a clean diff:\n{dry.stdout}")
    check("1 target is marked unfinished" in dry.stderr, f"no warning about the fuzzy unit:\n{dry.stderr}")
    run(binary, "import", bundle, made)
    table = open(os.path.join(bundle, "de.lproj", "Root.strings"), "rb").read().decode("utf-16")
    check('"General" = "Allgemein (geprüft)";' in table, "the accepted unit was not written")
    check("Farbschema" not in table, "the fuzzy unit was written")
    print("ok: translate-toolkit's fuzzy unit stays out, its accepted one is written; the dry run is a clean diff")


def bundles():
    found = [os.path.join(PACKAGE, "Fixtures", "exchange", name, "Settings.bundle")
             for name in ("basic", "empty", "reference", "shorttitle")]
    found += sorted(glob.glob(os.path.join(os.path.dirname(PACKAGE), "shared", "corpus", "*", "Settings.bundle")))
    return [bundle for bundle in found if os.path.isdir(bundle)]


def round_trips(binary, work):
    total = 0
    for index, source in enumerate(bundles()):
        for package in ("xliff", "xliff2", "xcloc", "xcstrings"):
            bundle = copy_bundle(source, work, f"trip-{index}-{package}")
            output = os.path.join(work, f"trip-{index}-{package}", "out")
            # A String Catalog holds every language: --all is its only way.
            every = [] if package == "xcstrings" else ["--all"]
            run(binary, "export", bundle, *every, "--package", package, "--output", output, expect=(0, 1))
            inputs = sorted(glob.glob(os.path.join(output, "*.xliff")) + glob.glob(os.path.join(output, "*.xcloc"))
                            + glob.glob(os.path.join(output, "*.xcstrings")))
            check(inputs, f"{source}: --package {package} wrote nothing")
            run(binary, "import", bundle, *inputs)
            total += len(inputs)
    print(f"ok: {total} exports of {len(bundles())} bundles in four packages import again with exit 0")


def main(arguments):
    if not arguments:
        print(__doc__, file=sys.stderr)
        return 2
    binary = os.path.abspath(arguments[0])
    work = tempfile.mkdtemp(prefix="translator-tools-")
    try:
        notes_and_states(binary, work)
        fuzzy(binary, work, "--write-fixture" in arguments[1:])
        round_trips(binary, work)
    except Failure as failure:
        print(f"FAIL: {failure}", file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
