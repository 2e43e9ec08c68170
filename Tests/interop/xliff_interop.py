#!/usr/bin/env python3
"""Interop of settings-l10n's XLIFF with translate-toolkit, the translators' reference tool.

For each bundle (a copy in a temporary folder): extract, export every language, and check that
translate-toolkit reads each XLIFF with the same units, sources and targets as an independent
ElementTree reading; then give one language new targets with translate-toolkit, save it with
translate-toolkit, import it, re-export, and check every target arrived. An unmodified file saved
by translate-toolkit must import as a no-op (every file byte-identical).

Usage: xliff_interop.py BINARY [BUNDLE ...]
Without bundles: Fixtures/exchange/basic and every ../shared/corpus/*/Settings.bundle present.
Exits non-zero on the first failure.
"""

import glob
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from translate.storage import factory, xliff

NS = "{urn:oasis:names:tc:xliff:document:1.2}"
HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(os.path.dirname(HERE))


class Failure(Exception):
    pass


def make_writable(folder):
    """Gives the owner write permission on a copied bundle: the shared corpus is read-only, and
    the tool refuses to replace a read-only table (its owner asked for it to stay as it is)."""
    for path, dirs, files in os.walk(folder):
        for name in [path] + [os.path.join(path, f) for f in files]:
            os.chmod(name, os.stat(name).st_mode | 0o200)


def check(condition, message):
    if not condition:
        raise Failure(message)


def run(binary, *args):
    result = subprocess.run([binary, *args], capture_output=True, text=True)
    check(result.returncode == 0, f"settings-l10n {' '.join(args)} exited {result.returncode}:\n{result.stderr}")
    return result.stdout


def etree_units(path):
    """(original, id) -> (source, target) read with ElementTree, independently of both tools."""
    units = {}
    for file in ET.parse(path).getroot().iter(NS + "file"):
        for unit in file.iter(NS + "trans-unit"):
            target = unit.find(NS + "target")
            units[(file.get("original"), unit.get("id"))] = (
                unit.find(NS + "source").text or "",
                None if target is None else (target.text or ""),
            )
    return units


def toolkit_units(store):
    """The same mapping as translate-toolkit reads it."""
    units = {}
    for unit in store.units:
        if unit.isheader():
            continue
        original = unit.xmlelement.getparent().getparent().get("original")
        units[(original, unit.xmlelement.get("id"))] = (unit.source, unit.target)
    return units


def snapshot(folder):
    digests = {}
    for root, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(root, name)
            with open(path, "rb") as handle:
                digests[os.path.relpath(path, folder)] = hashlib.sha256(handle.read()).hexdigest()
    return digests


def check_bundle(binary, source):
    work = tempfile.mkdtemp(prefix="xliff-interop-")
    try:
        bundle = os.path.join(work, "Settings.bundle")
        shutil.copytree(source, bundle)
        make_writable(bundle)
        run(binary, "extract", bundle)
        exported = os.path.join(work, "export")
        run(binary, "export", bundle, "--all", "--output", exported)
        files = sorted(glob.glob(os.path.join(exported, "*.xliff")))
        check(files, f"{source}: nothing exported")
        total = 0
        for path in files:
            store = factory.getobject(path)
            check(isinstance(store, xliff.xlifffile), f"{path}: translate-toolkit did not read it as XLIFF")
            ours = etree_units(path)
            theirs = toolkit_units(store)
            check(len(theirs) == len(ours), f"{path}: translate-toolkit reads {len(theirs)} units, the file has {len(ours)}")
            check(theirs == ours, f"{path}: sources or targets differ: {set(theirs.items()) ^ set(ours.items())}")
            total += len(ours)

        # An unmodified file saved by translate-toolkit imports as a no-op.
        language = os.path.splitext(os.path.basename(files[0]))[0]
        store = factory.getobject(files[0])
        saved = os.path.join(work, f"{language}.resaved.xliff")
        with open(saved, "wb") as handle:
            handle.write(bytes(store))
        before = snapshot(bundle)
        run(binary, "import", bundle, saved)
        check(snapshot(bundle) == before, f"{source}: importing an unmodified file changed the bundle")

        # New targets written by translate-toolkit arrive in the tables.
        expected = {}
        for unit in store.units:
            if unit.isheader():
                continue
            original = unit.xmlelement.getparent().getparent().get("original")
            unit.target = "\u27e6" + unit.source + " & <done>\u27e7"
            expected[(original, unit.xmlelement.get("id"))] = unit.target
        edited = os.path.join(work, f"{language}.edited.xliff")
        with open(edited, "wb") as handle:
            handle.write(bytes(store))
        run(binary, "import", bundle, edited)
        again = os.path.join(work, "again.xliff")
        run(binary, "export", bundle, "--language", language, "--output", again)
        after = etree_units(again)
        for key, target in expected.items():
            check(key in after, f"{source}: unit {key} is missing after the import")
            check(after[key][1] == target, f"{source}: unit {key} has target {after[key][1]!r}, expected {target!r}")
        print(f"ok: {os.path.relpath(source, PACKAGE)}: {len(files)} XLIFF files, {total} units read alike; "
              f"{len(expected)} targets from translate-toolkit imported into {language}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    binary = os.path.abspath(sys.argv[1])
    bundles = sys.argv[2:] or [os.path.join(PACKAGE, "Fixtures/exchange/basic/Settings.bundle")] + sorted(
        glob.glob(os.path.join(PACKAGE, "..", "shared", "corpus", "*", "Settings.bundle")))
    failures = 0
    for bundle in bundles:
        try:
            check_bundle(binary, bundle)
        except Failure as failure:
            failures += 1
            print(f"FAIL: {bundle}: {failure}", file=sys.stderr)
    print(f"xliff interop: {len(bundles) - failures} bundles passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
