#!/usr/bin/env python3
"""Reads `check --format junit` with junitparser (PyPI), the parser CI plugins build on, as Jenkins,
GitLab, Bitrise and Azure Pipelines read JUnit XML, and checks what it finds against
`check --format json` on the same bundles: one test case per finding, a failure exactly for
each finding at or above --fail-on and for each language below --min-coverage, with the file
and line; and a clean bundle is one passing test case.

    Tests/interop/ci_reports.py SETTINGS_L10N
"""
import json
import os
import subprocess
import sys
import tempfile

from junitparser import Failure, JUnitXml

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUNDLES = os.path.join(REPO, "Fixtures", "check", "bundles")
RANK = {"note": 0, "warning": 1, "error": 2}


def run(tool, arguments):
    return subprocess.run([tool] + arguments, capture_output=True, text=True, env=dict(os.environ, NO_COLOR="1"))


def expect(condition, message):
    if not condition:
        raise SystemExit(f"FAIL: {message}")


def main():
    tool = os.path.abspath(sys.argv[1])
    checked = 0
    for name in sorted(os.listdir(BUNDLES)):
        bundle = os.path.join(BUNDLES, name, "Settings.bundle")
        for fail_on, coverage in (("error", None), ("warning", "100%")):
            extra = ["--fail-on", fail_on] + (["--min-coverage", coverage] if coverage else [])
            junit = run(tool, ["check", bundle, "--format", "junit"] + extra)
            report = json.loads(run(tool, ["check", bundle, "--format", "json"]).stdout)
            with tempfile.NamedTemporaryFile("w", suffix=".xml", delete=False) as f:
                f.write(junit.stdout)
            try:
                xml = JUnitXml.fromfile(f.name)
            finally:
                os.unlink(f.name)
            cases = [case for suite in xml for case in suite]
            failed = [case for case in cases if any(isinstance(r, Failure) for r in case.result)]
            findings = report["findings"]
            failing = [f for f in findings if RANK[f["severity"]] >= RANK[fail_on]]
            below = [l for l in report["languages"] if coverage and l["coverage"] < 1 - 1e-9]
            expect(len(cases) == max(1, len(findings) + len(below)),
                   f"{name} --fail-on {fail_on}: {len(cases)} test cases for {len(findings)} findings and {len(below)} languages below")
            expect(len(failed) == len(failing) + len(below),
                   f"{name} --fail-on {fail_on}: {len(failed)} failures, expected {len(failing) + len(below)}")
            expect((junit.returncode == 1) == bool(failed), f"{name}: the exit status agrees with the failures")
            names = [(case.classname, case.name) for case in cases]
            expect(len(set(names)) == len(names), f"{name}: every test case has its own name (CI systems merge equal ones)")
            for case in failed:
                failure = next(r for r in case.result if isinstance(r, Failure))
                expect(failure.type and failure.message, f"{name}: a failure carries its id and message")
            checked += 1
    print(f"ok: junitparser reads check --format junit on {checked} bundle runs, one case per finding, failures as the gate decides")


if __name__ == "__main__":
    main()
