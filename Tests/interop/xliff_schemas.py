#!/usr/bin/env python3
"""Every XLIFF settings-l10n exports must be valid under the OASIS schema it names.

For each bundle (a copy in a temporary folder): export every language (--all) as XLIFF 1.2 and as
XLIFF 2.0, with and without --iask, and validate each file with lxml against the OASIS XLIFF 1.2
strict schema or the XLIFF 2.0 core schema in ../shared/schemas. The 1.2 strict schema is the one
the files name in xsi:schemaLocation, and the one Xcode's own exports are valid under.

Usage:
  xliff_schemas.py BINARY [BUNDLE ...]   export, then validate
  xliff_schemas.py --validate FILE ...   validate files already written (the Swift tests use this)
Without bundles: Fixtures/exchange/basic and every ../shared/corpus/*/Settings.bundle present.
Exits 1 naming every invalid file with the schema's first errors (line and column), 2 when the
schemas are not there.
"""

import glob
import os
import shutil
import subprocess
import sys
import tempfile

from lxml import etree

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(os.path.dirname(HERE))
SCHEMAS = os.path.join(os.path.dirname(PACKAGE), "shared", "schemas")
NAMESPACES = {
    "urn:oasis:names:tc:xliff:document:1.2": "xliff-core-1.2-strict.xsd",
    "urn:oasis:names:tc:xliff:document:2.0": "xliff_core_2.0.xsd",
}


def load_schemas():
    """The schema of each XLIFF namespace; exits 2 when ../shared/schemas is missing."""
    schemas = {}
    for namespace, name in NAMESPACES.items():
        path = os.path.join(SCHEMAS, name)
        if not os.path.isfile(path):
            sys.exit(f"xliff_schemas: {path} is missing (../shared/schemas must be beside the project)")
        # The schemas import xml.xsd by a relative location, found beside them: no network.
        schemas[namespace] = etree.XMLSchema(etree.parse(path))
    return schemas


def validate(path, schemas):
    """The problems of one file (empty when it is valid)."""
    try:
        # No DTDs, entities or network: the file is checked, never trusted.
        parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
        document = etree.parse(path, parser)
    except etree.XMLSyntaxError as error:
        return [f"{path}: not well-formed XML: {error}"]
    namespace = etree.QName(document.getroot()).namespace
    schema = schemas.get(namespace)
    if schema is None:
        return [f"{path}: the root's namespace {namespace!r} is not XLIFF 1.2 or 2.0"]
    if schema.validate(document):
        return []
    return [
        f"{path}:{error.line}:{error.column}: {NAMESPACES[namespace]}: {error.message}"
        for error in list(schema.error_log)[:5]
    ]


def export(binary, bundle, work):
    """Every file the bundle's --all exports give, in both XLIFF versions, with and without --iask."""
    files = []
    for fmt in ("xliff", "xliff2"):
        for iask in (False, True):
            copy = os.path.join(work, f"{fmt}-{'iask' if iask else 'plain'}", "Settings.bundle")
            shutil.copytree(bundle, copy, symlinks=True)
            output = os.path.join(os.path.dirname(copy), "out")
            command = [binary, "export", copy, "--all", "--package", fmt, "--output", output]
            if iask:
                command.append("--iask")
            run = subprocess.run(command, capture_output=True, text=True)
            # 0: exported; 1: exported with findings of the bundle reported. Anything else is a failure.
            if run.returncode not in (0, 1) or not os.path.isdir(output):
                raise SystemExit(f"xliff_schemas: {' '.join(command)} exited {run.returncode}:\n{run.stderr}")
            found = sorted(glob.glob(os.path.join(output, "*.xliff")))
            if not found:
                raise SystemExit(f"xliff_schemas: {' '.join(command)} wrote no .xliff file")
            files += found
    return files


def default_bundles():
    # The empty fixture has no string to translate (as meshtastic's bundle): its export too
    # must be valid.
    bundles = [os.path.join(PACKAGE, "Fixtures", "exchange", name, "Settings.bundle") for name in ("basic", "empty")]
    corpus = os.path.join(os.path.dirname(PACKAGE), "shared", "corpus")
    bundles += sorted(glob.glob(os.path.join(corpus, "*", "Settings.bundle")))
    return bundles


def main(arguments):
    if not arguments:
        sys.exit(__doc__)
    schemas = load_schemas()
    if arguments[0] == "--validate":
        files = arguments[1:]
        work = None
    else:
        binary, bundles = arguments[0], arguments[1:] or default_bundles()
        work = tempfile.mkdtemp(prefix="xliff-schemas-")
        files = []
        for index, bundle in enumerate(bundles):
            folder = os.path.join(work, str(index))
            os.makedirs(folder)
            files += export(binary, bundle, folder)
    try:
        problems = [problem for path in files for problem in validate(path, schemas)]
    finally:
        if work:
            shutil.rmtree(work, ignore_errors=True)
    for problem in problems:
        print(problem, file=sys.stderr)
    invalid = len({problem.split(":", 1)[0] for problem in problems})
    print(f"xliff_schemas: {len(files)} XLIFF files, {invalid} invalid")
    return 1 if problems or not files else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
