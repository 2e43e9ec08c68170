#!/usr/bin/env python3
"""Segmented XLIFF 1.2, as CAT tools (Okapi, memoQ) hand it back, must import.

For each bundle (a copy in a temporary folder): export one language as XLIFF 1.2, and with lxml
cut every unit's source into sentence and line segments the way the XLIFF 1.2 specification's
segmentation describes (a <seg-source> of <mrk mtype="seg" mid="N"> after <source>, the text
between segments outside them) and give it a target of as many segments, each translated; check
the file is valid under the OASIS XLIFF 1.2 strict schema (so it is the standard form, not ours),
import it, export again and check every value arrived with the text between segments kept. Then
a target missing a segment must refuse the import (exit 1) naming file:line:column.

Usage: xliff_segments.py BINARY [BUNDLE ...]
Without bundles: Fixtures/exchange/basic and every ../shared/corpus/*/Settings.bundle present.
Exits non-zero on the first failure.
"""

import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

from lxml import etree

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(os.path.dirname(HERE))
SCHEMA = os.path.join(os.path.dirname(PACKAGE), "shared", "schemas", "xliff-core-1.2-strict.xsd")
XLIFF = "urn:oasis:names:tc:xliff:document:1.2"
NS = "{%s}" % XLIFF
# A sentence end followed by spaces, or a line break: the boundaries SRX rules give most often.
BOUNDARY = re.compile(r"((?<=[.!?])[ \t]+|\n)")


def fail(message):
    sys.exit(f"xliff_segments: {message}")


def run(command, expect=(0,)):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode not in expect:
        fail(f"{' '.join(command)} exited {result.returncode}:\n{result.stdout}{result.stderr}")
    return result


def segments(text):
    """The text cut at BOUNDARY: [segment, separator, segment, …], empty segments left out."""
    parts = BOUNDARY.split(text)
    pieces = []
    for index, part in enumerate(parts):
        if index % 2 == 0 and part == "":
            continue
        pieces.append((index % 2 == 0, part))
    return pieces


def translate(segment):
    return "«" + segment + "»"


def fill(parent, pieces, transform):
    """Writes the pieces into parent: each segment as <mrk mtype="seg">, separators as text."""
    mid = 0
    last = None
    for is_segment, text in pieces:
        if is_segment:
            mid += 1
            last = etree.SubElement(parent, NS + "mrk", mtype="seg", mid=str(mid))
            last.text = transform(text)
        elif last is None:
            parent.text = (parent.text or "") + text
        else:
            last.tail = (last.tail or "") + text
    return mid


def segment_file(path, drop_last_segment=False):
    """Segments every unit of the file; returns {key: expected value}, and with drop_last_segment
    the key of the one unit (of two segments or more) whose target lost its last segment."""
    tree = etree.parse(path)
    expected = {}
    dropped = None
    for unit in tree.iter(NS + "trans-unit"):
        source = unit.find(NS + "source")
        text = source.text or ""
        pieces = segments(text)
        if not any(is_segment for is_segment, _ in pieces):
            continue
        for old in unit.findall(NS + "target"):
            unit.remove(old)
        seg_source = etree.Element(NS + "seg-source")
        count = fill(seg_source, pieces, lambda s: s)
        target = etree.Element(NS + "target", state="translated")
        kept = pieces
        if drop_last_segment and dropped is None and count >= 2:
            last = max(i for i, (is_segment, _) in enumerate(pieces) if is_segment)
            kept = pieces[:last]
            dropped = unit.get("id")
        fill(target, kept, translate)
        source.addnext(seg_source)
        seg_source.addnext(target)
        expected[unit.get("id")] = "".join(translate(t) if s else t for s, t in pieces)
    tree.write(path, xml_declaration=True, encoding="UTF-8")
    return expected, dropped


def targets(path):
    tree = etree.parse(path)
    return {u.get("id"): (u.find(NS + "target").text or "" if u.find(NS + "target") is not None else None) for u in tree.iter(NS + "trans-unit")}


def check_bundle(binary, bundle, schema, work):
    copy = os.path.join(work, "Settings.bundle")
    shutil.copytree(bundle, copy, symlinks=True)
    # The corpus is read-only; the copy is ours to write.
    for folder, _, names in os.walk(copy):
        for name in names + [""]:
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                os.chmod(path, os.stat(path).st_mode | 0o200)
    out = os.path.join(work, "out")
    run([binary, "export", copy, "--all", "--output", out], expect=(0, 1))
    exported = sorted(glob.glob(os.path.join(out, "*.xliff")))
    if not exported:
        return False
    path = exported[0]
    pristine = path + ".orig"
    shutil.copy(path, pristine)
    expected, _ = segment_file(path)
    if not expected:
        return False
    if not schema.validate(etree.parse(path)):
        fail(f"{path}: the segmented file is not valid XLIFF 1.2: {schema.error_log.last_error}")
    run([binary, "import", copy, path], expect=(0, 1))
    again = os.path.join(work, "again.xliff")
    language = os.path.splitext(os.path.basename(path))[0]
    run([binary, "export", copy, "--language", language, "--output", again], expect=(0, 1))
    arrived = targets(again)
    # Units of keys no page uses are not exported again; every other one must have arrived.
    compared = [key for key in expected if key in arrived]
    for key in compared:
        if arrived[key] != expected[key]:
            fail(f"{bundle}: {key!r} imported as {arrived[key]!r}, expected {expected[key]!r}")
    if not compared:
        fail(f"{bundle}: no segmented unit was exported again")
    # A target missing a segment: refused, located.
    shutil.copy(pristine, path)
    _, dropped = segment_file(path, drop_last_segment=True)
    if dropped is None:
        return True
    before = {f: open(f, "rb").read() for f in glob.glob(os.path.join(copy, "**", "*.strings"), recursive=True)}
    refused = run([binary, "import", copy, path], expect=(1,))
    if not re.search(re.escape(os.path.basename(path)) + r":\d+:\d+: error: .*segment", refused.stderr + refused.stdout):
        fail(f"the refusal does not locate the unit:\n{refused.stderr}{refused.stdout}")
    after = {f: open(f, "rb").read() for f in before}
    if before != after:
        fail(f"{bundle}: a refused import changed a table")
    return "refused"


def main(arguments):
    if not arguments:
        sys.exit(__doc__)
    binary = arguments[0]
    bundles = arguments[1:] or [os.path.join(PACKAGE, "Fixtures", "exchange", "basic", "Settings.bundle")] + sorted(
        glob.glob(os.path.join(os.path.dirname(PACKAGE), "shared", "corpus", "*", "Settings.bundle"))
    )
    if not os.path.isfile(SCHEMA):
        fail(f"{SCHEMA} is missing (../shared/schemas must be beside the project)")
    schema = etree.XMLSchema(etree.parse(SCHEMA))
    checked = refused = 0
    for bundle in bundles:
        work = tempfile.mkdtemp(prefix="xliff-segments-")
        try:
            result = check_bundle(binary, bundle, schema, work)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        checked += bool(result)
        refused += result == "refused"
    if checked == 0 or refused == 0:
        fail(f"{checked} bundles segmented, {refused} with a refused missing segment: nothing was tested")
    print(f"xliff_segments: {checked} bundles imported segmented XLIFF; {refused} refused a missing segment")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
