#!/usr/bin/env python3
"""Interop of settings-l10n's XLIFF 2.0 and String Catalogs with independent readers.

XLIFF 2.0: for each bundle (a copy in a temporary folder), export every language; translate-toolkit's
XLIFF 2.0 store must read each file with the same units, sources and targets as ElementTree; then
give one language new targets with translate-toolkit, save with translate-toolkit, import, export
again, and check every target arrived. An unmodified file saved by translate-toolkit must import as
a no-op (every file byte-identical).

String Catalogs: the export must parse as JSON, have the structure of the catalog Xcode wrote in
Fixtures/exchange/reference (same members, types, nesting), be formatted as Xcode formats (Python's
own JSON writer, with Xcode's separators and the file's member order, gives the same bytes; so it
does for the reference), and import as a no-op. Every object of every catalog must list its members
in the order of a real ICU collator (PyICU: root locale, numeric ordering, ties by code points), the
order of the catalogs Xcode writes, and no language may appear in a key without a translation
(Xcode leaves it out; a service that ignores states would take the English text of a `new` unit
for a translation).

Usage: formats_interop.py BINARY [BUNDLE ...]
Without bundles: Fixtures/exchange/basic and every ../shared/corpus/*/Settings.bundle present.
Exits non-zero on the first failure of a bundle.
"""

import glob
import json
import os
import shutil
import sys
import tempfile
import xml.etree.ElementTree as ET

import icu
from translate.storage import xliff2

from xliff_interop import Failure, check, run, snapshot

NS = "{urn:oasis:names:tc:xliff:document:2.0}"
HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(os.path.dirname(HERE))
REFERENCE = os.path.join(PACKAGE, "Fixtures", "exchange", "reference", "Maccy-Localizable-excerpt.xcstrings")


def make_writable(folder):
    """Gives the owner write permission on a copied bundle: the shared corpus is read-only, and
    the tool refuses to replace a read-only table (its owner asked for it to stay as it is)."""
    for path, dirs, files in os.walk(folder):
        for name in [path] + [os.path.join(path, f) for f in files]:
            os.chmod(name, os.stat(name).st_mode | 0o200)


def etree_units(path):
    """(original, unit id) -> (key, source, target) read with ElementTree."""
    units = {}
    for file in ET.parse(path).getroot().iter(NS + "file"):
        for unit in file.iter(NS + "unit"):
            segment = unit.find(NS + "segment")
            target = segment.find(NS + "target")
            units[(file.get("original"), unit.get("id"))] = (
                unit.get("name"),
                segment.find(NS + "source").text or "",
                None if target is None else (target.text or ""),
            )
    return units


def toolkit_units(store):
    """(original, unit id) -> (key, source, target) as translate-toolkit reads them."""
    units = {}
    for unit in store.units:
        element = unit.getunitelement()
        file = element.getparent()
        while file is not None and not file.tag.endswith("}file"):
            file = file.getparent()
        units[(file.get("original"), unit.getid())] = (element.get("name"), unit.source, unit.target)
    return units


def check_xliff2(binary, bundle, work):
    exported = os.path.join(work, "xliff2")
    run(binary, "export", bundle, "--package", "xliff2", "--all", "--output", exported)
    files = sorted(glob.glob(os.path.join(exported, "*.xliff")))
    check(files, "nothing exported")
    total = 0
    for path in files:
        with open(path, "rb") as handle:
            store = xliff2.Xliff2File.parsefile(handle)
        ours = etree_units(path)
        theirs = toolkit_units(store)
        check(len(theirs) == len(ours), f"{path}: translate-toolkit reads {len(theirs)} units, the file has {len(ours)}")
        for key, value in ours.items():
            # translate-toolkit reads an absent target and an empty one alike.
            mine = value[:2] + (value[2] or "",)
            got = theirs.get(key)
            check(got is not None and got[:2] + (got[2] or "",) == mine, f"{path}: unit {key}: {got!r} vs {value!r}")
        total += len(ours)

    language = os.path.splitext(os.path.basename(files[0]))[0]
    with open(files[0], "rb") as handle:
        store = xliff2.Xliff2File.parsefile(handle)
    saved = os.path.join(work, f"{language}.resaved.xliff")
    with open(saved, "wb") as handle:
        handle.write(bytes(store))
    before = snapshot(bundle)
    run(binary, "import", bundle, saved)
    check(snapshot(bundle) == before, "importing an unmodified XLIFF 2.0 file saved by translate-toolkit changed the bundle")

    expected = {}
    for unit in store.units:
        element = unit.getunitelement()
        file = element.getparent()
        unit.target = "\u27e6" + unit.source + " & <done>\u27e7"
        unit.marktranslated()
        expected[(file.get("original"), element.get("name"))] = unit.target
    edited = os.path.join(work, f"{language}.edited.xliff")
    with open(edited, "wb") as handle:
        handle.write(bytes(store))
    run(binary, "import", bundle, edited)
    again = os.path.join(work, "again.xliff")
    run(binary, "export", bundle, "--package", "xliff2", "--language", language, "--output", again)
    after = {(original, key): target for (original, _), (key, _, target) in etree_units(again).items()}
    for key, target in expected.items():
        check(after.get(key) == target, f"unit {key} has target {after.get(key)!r}, expected {target!r}")
    return f"{len(files)} XLIFF 2.0 files, {total} units read alike by translate-toolkit, {len(expected)} of its targets imported"


def shape(value, path="", in_strings=False, in_localizations=False, out=None):
    """The set of member paths and types, with keys and languages as placeholders."""
    out = set() if out is None else out
    if isinstance(value, dict):
        out.add(path + ":object")
        for key, member in value.items():
            name = "<key>" if in_strings else "<language>" if in_localizations else key
            shape(member, path + "/" + name, key == "strings" and path == "", key == "localizations", out)
    else:
        out.add(path + ":" + type(value).__name__)
    return out


def xcode_style(text):
    """The text Python's JSON writer gives for the same members in the same order, with Xcode's separators."""
    return json.dumps(json.loads(text), indent=2, separators=(",", " : "), ensure_ascii=False)


def icu_collator():
    """ICU's root collator with numeric ordering on, as Xcode sorts a catalog's keys."""
    collator = icu.Collator.createInstance(icu.Locale.getRoot())
    collator.setAttribute(icu.UCollAttribute.NUMERIC_COLLATION, icu.UCollAttributeValue.ON)
    return collator


COLLATOR = icu_collator()


def check_order(catalog, name, where=""):
    """Every object's members in ICU order; returns how many keys of `strings` a case-folded
    code-point sort would put elsewhere (to show the check tells the two orders apart)."""
    if not isinstance(catalog, dict):
        return 0
    names = list(catalog)
    expected = sorted(names, key=lambda member: (COLLATOR.getSortKey(member), [ord(c) for c in member]))
    check(names == expected, f"{name}{where}: members {names} are not in ICU order {expected}")
    for member, value in catalog.items():
        check_order(value, name, f"{where}/{member}")
    if where:
        return 0
    strings = list(catalog["strings"])
    folded = sorted(strings, key=lambda key: (key.casefold(), key))
    return sum(1 for ours, theirs in zip(strings, folded) if ours != theirs)


def check_no_untranslated_units(catalog, name):
    source = catalog["sourceLanguage"]
    for key, entry in catalog["strings"].items():
        for language, localization in entry.get("localizations", {}).items():
            unit = localization.get("stringUnit", {})
            check(language == source or unit.get("state") != "new",
                  f"{name}: {key!r} has a {language} unit in state new; a language without a translation is left out")


def check_catalogs(binary, bundle, work):
    with open(REFERENCE, encoding="utf-8") as handle:
        reference = handle.read()
    check(xcode_style(reference) == reference, "the reference catalog is not in the style this check assumes")
    expected_shape = shape(json.loads(reference))
    exported = os.path.join(work, "catalogs")
    run(binary, "export", bundle, "--package", "xcstrings", "--output", exported)
    files = sorted(glob.glob(os.path.join(exported, "*.xcstrings")))
    check(files, "no catalog exported")
    keys = 0
    elsewhere = 0
    for path in files:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        catalog = json.loads(text)
        ours = shape(catalog)
        check(expected_shape <= ours, f"{path}: lacks {sorted(expected_shape - ours)}")
        check(ours - expected_shape <= {"/strings/<key>/comment:str"}, f"{path}: has more: {sorted(ours - expected_shape)}")
        check(xcode_style(text) == text, f"{path}: not formatted as Xcode formats catalogs")
        keys += len(catalog["strings"])
        elsewhere += check_order(catalog, os.path.basename(path))
        check_no_untranslated_units(catalog, os.path.basename(path))
    before = snapshot(bundle)
    run(binary, "import", bundle, *files)
    check(snapshot(bundle) == before, "importing the exported catalogs changed the bundle")
    return (f"{len(files)} catalogs, {keys} keys shaped, formatted and ordered as Xcode's "
            f"({elsewhere} placed otherwise by case-folded code points)")


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    binary = os.path.abspath(sys.argv[1])
    bundles = sys.argv[2:] or [os.path.join(PACKAGE, "Fixtures/exchange/basic/Settings.bundle")] + sorted(
        glob.glob(os.path.join(PACKAGE, "..", "shared", "corpus", "*", "Settings.bundle")))
    failures = 0
    for source in bundles:
        work = tempfile.mkdtemp(prefix="formats-interop-")
        try:
            bundle = os.path.join(work, "Settings.bundle")
            shutil.copytree(source, bundle)
            make_writable(bundle)
            print(f"ok: {os.path.relpath(source, PACKAGE)}: {check_xliff2(binary, bundle, work)}; {check_catalogs(binary, bundle, work)}")
        except Failure as failure:
            failures += 1
            print(f"FAIL: {source}: {failure}", file=sys.stderr)
        finally:
            shutil.rmtree(work, ignore_errors=True)
    print(f"formats interop: {len(bundles) - failures} bundles passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
