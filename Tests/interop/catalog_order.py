#!/usr/bin/env python3
"""String Catalogs in the order Xcode writes them, checked with a real ICU collator (PyICU).

For each bundle (a copy in a temporary folder), export String Catalogs; every JSON object of every
catalog must list its members in the order of ICU's root collation with numeric ordering (ties by
code points), which is how Xcode orders a catalog's keys, and no language may appear in a key's
localizations without a translation (Xcode leaves such a language out; a service that ignores
states would take the English text of a `new` unit for a translation).

Also reports how many keys a plain case-folded code-point sort would put elsewhere, so that the
check is seen to tell the two orders apart on real bundles.

Usage: catalog_order.py BINARY [BUNDLE ...]
Without bundles: Fixtures/exchange/basic and every ../shared/corpus/*/Settings.bundle present.
Exits non-zero when any bundle fails.
"""

import glob
import json
import os
import shutil
import sys
import tempfile

import icu

from formats_interop import PACKAGE, make_writable
from xliff_interop import Failure, check, run


def collator():
    """ICU's root collator with numeric ordering on, as Xcode sorts catalog keys."""
    made = icu.Collator.createInstance(icu.Locale.getRoot())
    made.setAttribute(icu.UCollAttribute.NUMERIC_COLLATION, icu.UCollAttributeValue.ON)
    return made


def icu_order(names, coll):
    return sorted(names, key=lambda name: (coll.getSortKey(name), [ord(c) for c in name]))


def objects(value, path):
    """Every object in a parsed catalog, with where it is."""
    if isinstance(value, dict):
        yield path, value
        for name, member in value.items():
            yield from objects(member, f"{path}/{name}")


def check_bundle(binary, bundle, work, coll):
    exported = os.path.join(work, "catalogs")
    run(binary, "export", bundle, "--package", "xcstrings", "--output", exported)
    files = sorted(glob.glob(os.path.join(exported, "*.xcstrings")))
    check(files, "no catalog exported")
    keys = 0
    elsewhere = 0
    for path in files:
        with open(path, encoding="utf-8") as handle:
            # Python keeps a JSON object's members in file order.
            catalog = json.load(handle)
        name = os.path.basename(path)
        for where, members in objects(catalog, ""):
            order = list(members)
            expected = icu_order(order, coll)
            check(order == expected, f"{name}{where}: members {order} are not in ICU order {expected}")
        strings = list(catalog["strings"])
        keys += len(strings)
        folded = sorted(strings, key=lambda key: (key.casefold(), key))
        elsewhere += sum(1 for ours, theirs in zip(strings, folded) if ours != theirs)
        source = catalog["sourceLanguage"]
        for key, entry in catalog["strings"].items():
            for language, localization in entry.get("localizations", {}).items():
                unit = localization.get("stringUnit", {})
                check(
                    language == source or unit.get("state") != "new",
                    f"{name}: {key!r} has a {language} unit in state new; a language without a translation is left out")
                check("value" in unit, f"{name}: {key!r} has a {language} localization without a value")
    return f"{len(files)} catalogs, {keys} keys in ICU order ({elsewhere} placed otherwise by case-folded code points)"


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    binary = os.path.abspath(sys.argv[1])
    bundles = sys.argv[2:] or [os.path.join(PACKAGE, "Fixtures/exchange/basic/Settings.bundle")] + sorted(
        glob.glob(os.path.join(PACKAGE, "..", "shared", "corpus", "*", "Settings.bundle")))
    coll = collator()
    print(f"ICU {icu.ICU_VERSION} (PyICU {icu.VERSION})")
    failures = 0
    for source in bundles:
        work = tempfile.mkdtemp(prefix="catalog-order-")
        try:
            bundle = os.path.join(work, "Settings.bundle")
            shutil.copytree(source, bundle)
            make_writable(bundle)
            print(f"ok: {os.path.relpath(source, PACKAGE)}: {check_bundle(binary, bundle, work, coll)}")
        except Failure as failure:
            failures += 1
            print(f"FAIL: {source}: {failure}", file=sys.stderr)
        finally:
            shutil.rmtree(work, ignore_errors=True)
    print(f"catalog order: {len(bundles) - failures} bundles passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
