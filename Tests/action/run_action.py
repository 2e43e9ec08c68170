#!/usr/bin/env python3
"""Runs the composite action in action.yml here, as GitHub's runner does, and checks what it writes.

The runner part reads action.yml, fills in each step's `${{ }}` expressions (the few forms the
action uses; any other form fails the test, so a new one is added here on purpose), runs each
`run:` step with `bash --noprofile --norc -eo pipefail` in the step's working directory, with
GITHUB_OUTPUT, GITHUB_PATH, GITHUB_ENV and GITHUB_STEP_SUMMARY pointed at files in a temporary
folder, and carries outputs, PATH and environment from step to step. `uses:` steps (actions/cache)
cannot run here: their expressions are still evaluated, and the step is skipped.

    Tests/action/run_action.py SETTINGS_L10N [--install]

SETTINGS_L10N is a built settings-l10n; --install also runs the action's own install step, which
builds and installs the binary from this checkout (quick when its release build is up to date).
--release DIR serves DIR (what Sources/Packaging/release.sh wrote) over HTTP on the loopback
address and runs the action with `version`: it must install the archive after checking its
SHA-256, refuse a tampered one, and build from source when the release lacks this platform.
"""
import atexit
import functools
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

import yaml

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(REPO, "Fixtures", "check", "bundles")
EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")
TEMPORARY = []
SHA = "0123456789abcdef0123456789abcdef01234567"
BLOB = f"https://github.com/example/app/blob/{SHA}"
atexit.register(lambda: [shutil.rmtree(path, ignore_errors=True) for path in TEMPORARY])


def temporary(prefix):
    path = tempfile.mkdtemp(prefix=prefix)
    TEMPORARY.append(path)
    return path


class Run:
    """One run of the action: its inputs, the runner's files, the steps' outputs."""

    def __init__(self, action, workspace, inputs, ref="refs/pull/1/merge"):
        self.action = action
        self.ref = ref
        self.workspace = workspace
        self.home = temporary("action-runner-")
        self.temp = os.path.join(self.home, "temp")
        os.makedirs(self.temp)
        self.summary = os.path.join(self.home, "step_summary.md")
        self.path_file = os.path.join(self.home, "path")
        self.env_file = os.path.join(self.home, "env")
        for name in (self.summary, self.path_file, self.env_file):
            open(name, "w").close()
        declared = action["inputs"]
        unknown = set(inputs) - set(declared)
        assert not unknown, f"inputs the action does not declare: {unknown}"
        self.inputs = {name: str(spec.get("default", "")) for name, spec in declared.items()}
        self.inputs.update(inputs)
        self.steps = {}
        self.added_path = []
        self.added_env = {}
        self.stdout = ""
        self.stderr = ""

    def value(self, expression):
        """The value of one expression of the forms action.yml uses."""
        parts = expression.split(".")
        if parts[0] == "inputs" and len(parts) == 2:
            return self.inputs[parts[1]]
        if expression == "github.action_path":
            return REPO
        if parts[0] == "steps" and len(parts) == 4 and parts[2] == "outputs":
            return self.steps.get(parts[1], {}).get(parts[3], "")
        raise AssertionError(f"action.yml uses an expression this runner does not know: {expression}")

    def expand(self, text):
        return EXPRESSION.sub(lambda m: self.value(m.group(1)), str(text))

    def condition(self, text):
        """`if:` as the action writes it: absent, or `inputs.NAME == ''` / `!= ''`, joined by `&&`."""
        if text is None:
            return True
        return all(self.comparison(part) for part in text.split("&&"))

    def comparison(self, text):
        match = re.fullmatch(r"inputs\.([\w-]+) (==|!=) ''", text.strip())
        assert match, f"action.yml has an if: this runner does not know: {text}"
        empty = self.inputs[match.group(1)] == ""
        return empty if match.group(2) == "==" else not empty

    def environment(self, step):
        env = dict(os.environ)
        env.update(self.added_env)
        env["PATH"] = os.pathsep.join(self.added_path + [env.get("PATH", "")])
        env.update({
            "GITHUB_ACTIONS": "true", "CI": "true", "GITHUB_WORKSPACE": self.workspace,
            "GITHUB_ACTION_PATH": REPO, "GITHUB_STEP_SUMMARY": self.summary,
            "GITHUB_PATH": self.path_file, "GITHUB_ENV": self.env_file,
            "RUNNER_TEMP": self.temp, "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64",
            "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "example/app", "GITHUB_SHA": SHA,
            "GITHUB_REF": self.ref,
        })
        env.pop("NO_COLOR", None)
        for name, value in (step.get("env") or {}).items():
            env[name] = self.expand(value)
        return env

    def run_step(self, index, step):
        output_file = os.path.join(self.home, f"output-{index}")
        open(output_file, "w").close()
        env = self.environment(step)
        env["GITHUB_OUTPUT"] = output_file
        script = os.path.join(self.home, f"step-{index}.sh")
        with open(script, "w") as f:
            f.write(self.expand(step["run"]))
        assert step.get("shell") == "bash", "every run step says shell: bash"
        cwd = os.path.join(self.workspace, self.expand(step.get("working-directory", ".")))
        done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script],
                              cwd=cwd, env=env, capture_output=True, text=True)
        self.stdout += done.stdout
        self.stderr += done.stderr
        if "id" in step:
            self.steps[step["id"]] = read_outputs(output_file)
        with open(self.path_file) as f:
            self.added_path = [line.strip() for line in reversed(f.read().splitlines()) if line.strip()]
        with open(self.env_file) as f:
            self.added_env = read_outputs(self.env_file)
        return done.returncode

    def run(self):
        """Runs every step; returns the exit status of the first failing one (0 when none fails)."""
        assert self.action["runs"]["using"] == "composite"
        for index, step in enumerate(self.action["runs"]["steps"]):
            if not self.condition(step.get("if")):
                continue
            if "uses" in step:
                for value in (step.get("with") or {}).values():
                    self.expand(value)
                continue
            status = self.run_step(index, step)
            if status != 0:
                return status
        return 0

    def outputs(self):
        return {name: self.expand(spec["value"]) for name, spec in self.action["outputs"].items()}

    def summary_text(self):
        with open(self.summary) as f:
            return f.read()


def read_outputs(path):
    """key=value lines and key<<DELIMITER blocks, as GitHub reads GITHUB_OUTPUT and GITHUB_ENV."""
    values = {}
    with open(path) as f:
        lines = f.read().splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            end = lines.index(delimiter, i + 1)
            values[name] = "\n".join(lines[i + 1:end])
            i = end + 1
            continue
        if "=" in line:
            name, value = line.split("=", 1)
            values[name] = value
        i += 1
    return values


def workspace_with(*bundles):
    """A fresh workspace holding copies of fixture bundles, each as NAME/Settings.bundle."""
    workspace = temporary("action-workspace-")
    for name in bundles:
        shutil.copytree(os.path.join(FIXTURES, name, "Settings.bundle"), os.path.join(workspace, name, "Settings.bundle"))
    return workspace


def tool_output(tool, arguments, cwd):
    """The tool run directly, as the action runs it outside a tag: `check` with the pull-request policy."""
    if arguments[:1] == ["check"] and "--policy" in tool_output_help(tool):
        arguments = arguments + ["--policy", "pull-request"]
    return subprocess.run([tool] + arguments, cwd=cwd, capture_output=True, text=True,
                          env=dict(os.environ, NO_COLOR="1"))


def tool_output_help(tool):
    return subprocess.run([tool, "check", "--help"], capture_output=True, text=True).stdout


def expect(condition, message, run=None):
    if not condition:
        if run is not None:
            sys.stderr.write(f"--- stdout\n{run.stdout}\n--- stderr\n{run.stderr}\n--- summary\n{run.summary_text()}\n")
        raise SystemExit(f"FAIL: {message}")
    print(f"ok: {message}")


def main():
    tool = os.path.abspath(sys.argv[1])
    with open(os.path.join(REPO, "action.yml")) as f:
        action = yaml.safe_load(f)
    with open(os.path.join(REPO, "action.yml")) as f:
        text = f.read()
    unused = [name for name in action["inputs"] if f"inputs.{name}" not in text]
    expect(not unused, f"every input of action.yml is used by a step (unused: {unused})")
    check_help = tool_output(tool, ["check", "--help"], REPO).stdout
    markdown = "markdown" in check_help
    links = ["--link-base", BLOB] if "--link-base" in check_help else []

    # A bundle with mistakes: annotations, summary and SARIF, and the step fails with 1.
    workspace = workspace_with("translations")
    run = Run(action, workspace, {"settings-l10n": tool, "bundle": "translations/Settings.bundle",
                                  "sarif": "reports/settings-l10n.sarif"})
    status = run.run()
    expect(status == 1, "the action fails (exit 1) on a bundle with missing translations", run)
    direct = tool_output(tool, ["check", "translations/Settings.bundle", "--format", "github"], workspace)
    expect(run.stdout == direct.stdout and "::error file=translations/Settings.bundle/fr.lproj/Root.strings" in run.stdout,
           "the log carries the tool's workflow annotations, paths relative to the workspace", run)
    outputs = run.outputs()
    expect(outputs["result"] == "failed" and outputs["exit-code"] == "1", "outputs: result failed, exit-code 1", run)
    sarif_path = os.path.join(workspace, "reports", "settings-l10n.sarif")
    expect(outputs["sarif"] == sarif_path and os.path.isfile(sarif_path), "the SARIF file is written and named in outputs.sarif", run)
    with open(sarif_path) as f:
        sarif = json.load(f)
    expected_sarif = json.loads(tool_output(tool, ["check", "translations/Settings.bundle", "--format", "sarif"], workspace).stdout)
    expect(sarif == expected_sarif and sarif["version"] == "2.1.0" and sarif["runs"][0]["results"],
           "the SARIF is check --format sarif's, with results")
    summary = run.summary_text()
    if markdown:
        expected = tool_output(tool, ["check", "translations/Settings.bundle", "--format", "markdown"] + links, workspace).stdout
        expect(summary == expected, "the job summary is check --format markdown's report", run)
    else:
        text = tool_output(tool, ["check", "translations/Settings.bundle"], workspace).stdout
        expect(summary.startswith("### Settings bundle translations") and text in summary,
               "the job summary holds the text report (this build has no --format markdown)", run)
    expect(outputs["settings-l10n"] == tool, "outputs.settings-l10n names the binary used")

    # fail-on, min-coverage and arguments reach the tool.
    workspace = workspace_with("clean")
    run = Run(action, workspace, {"settings-l10n": tool, "bundle": "clean/Settings.bundle", "summary": "false"})
    status = run.run()
    expect(status == 0 and run.outputs()["result"] == "passed", "warnings alone pass at the default fail-on", run)
    expect(run.summary_text() == "", "summary: false writes no job summary", run)
    run = Run(action, workspace, {"settings-l10n": tool, "bundle": "clean/Settings.bundle", "fail-on": "warning"})
    expect(run.run() == 1, "fail-on: warning fails on the untranslated warnings", run)
    run = Run(action, workspace, {"settings-l10n": tool, "bundle": "clean/Settings.bundle", "fail-on": "warning",
                                  "arguments": "--ignore untranslated"})
    expect(run.run() == 0, "arguments: --ignore untranslated reaches the tool", run)
    workspace = workspace_with("translations")
    gaps = ("--ignore missing-key --ignore missing-table --ignore syntax-error --ignore format-mismatch"
            " --ignore not-in-development-table")
    run = Run(action, workspace, {"settings-l10n": tool, "bundle": "translations/Settings.bundle", "arguments": gaps})
    expect(run.run() == 0, "without min-coverage the bundle passes once its errors are ignored", run)
    run = Run(action, workspace, {"settings-l10n": tool, "bundle": "translations/Settings.bundle", "arguments": gaps,
                                  "min-coverage": "100"})
    expect(run.run() == 1, "min-coverage: 100 fails on the same bundle (de 70%, fr 20%)", run)

    # policy: auto is pull-request for a pull request and release for a tag; the input names one.
    policy_help = "--policy" in tool_output_help(tool)
    if policy_help:
        workspace = workspace_with("translations")
        gaps_only = "--ignore syntax-error --ignore format-mismatch --ignore not-in-development-table"
        run = Run(action, workspace, {"settings-l10n": tool, "bundle": "translations/Settings.bundle", "arguments": gaps_only})
        expect(run.run() == 0, "policy auto on a pull request: missing translations wait for translators and pass", run)
        run = Run(action, workspace, {"settings-l10n": tool, "bundle": "translations/Settings.bundle", "arguments": gaps_only},
                  ref="refs/tags/v1.0.0")
        expect(run.run() == 1 and "missing-key" in run.stdout, "policy auto on a tag: missing translations fail", run)
        run = Run(action, workspace, {"settings-l10n": tool, "bundle": "translations/Settings.bundle", "arguments": gaps_only,
                                      "policy": "release"})
        expect(run.run() == 1, "policy: release fails on missing translations in a pull request too", run)
    else:
        print("skip: this build's check has no --policy")

    # baseline: recorded findings are accepted.
    baseline = os.path.join(workspace, "l10n-baseline.json")
    tool_output(tool, ["check", "translations/Settings.bundle", "--write-baseline", baseline], workspace)
    run = Run(action, workspace, {"settings-l10n": tool, "bundle": "translations/Settings.bundle", "baseline": "l10n-baseline.json"})
    expect(run.run() == 0 and run.outputs()["result"] == "passed", "baseline: findings in the baseline pass", run)

    # working-directory: the bundle and the SARIF path are relative to it.
    run = Run(action, workspace, {"settings-l10n": tool, "working-directory": "translations", "bundle": "Settings.bundle",
                                  "sarif": "out.sarif"})
    expect(run.run() == 1 and "::error file=Settings.bundle/" in run.stdout
           and os.path.isfile(os.path.join(workspace, "translations", "out.sarif")), "working-directory: paths are relative to it", run)
    if links:
        expect(f"({BLOB}/translations/Settings.bundle/" in run.summary_text(),
               "summary links point at the files at this commit, below working-directory", run)

    # No bundle: the configuration file or discovery picks the bundles.
    if "Missing expected argument" not in tool_output(tool, ["check"], temporary("action-empty-")).stderr:
        run = Run(action, workspace_with("translations", "clean"), {"settings-l10n": tool})
        status = run.run()
        expect(status == 1 and "translations/Settings.bundle/de.lproj" in run.stdout, "an empty bundle input checks every bundle found", run)
    else:
        print("skip: this build's check needs a bundle argument (no configuration file support), so bundle: '' is not tried")

    # A tool that is not there: the install step says so and fails with 2.
    run = Run(action, workspace, {"settings-l10n": "/nonexistent/settings-l10n"})
    expect(run.run() == 2 and "::error::settings-l10n: '/nonexistent/settings-l10n' is not an executable" in run.stdout,
           "a settings-l10n input that is not an executable fails the install step", run)

    # Inputs are never read as options: the bundle comes after `--`, values are joined to their options.
    workspace = workspace_with("translations")
    planted = os.path.join(workspace, "planted-baseline.json")
    run = Run(action, workspace, {"settings-l10n": tool, "bundle": f"--write-baseline={planted}"})
    expect(run.run() == 2 and not os.path.exists(planted) and run.outputs()["result"] == "failed",
           "a bundle input of --write-baseline=PATH is a path, not an option: no baseline is written, the step fails", run)
    run = Run(action, workspace, {"settings-l10n": tool, "bundle": "--help"})
    expect(run.run() == 2 and run.outputs()["result"] == "failed",
           "a bundle input of --help is a path, not an option: the gate does not pass", run)
    run = Run(action, workspace, {"settings-l10n": tool, "bundle": "translations/Settings.bundle", "baseline": "--help"})
    expect(run.run() == 2, "a baseline input of --help is a file name: the step fails", run)

    # The SARIF file is written by the tool's output rule, inside the workspace: a committed link
    # (the file, or a folder on its way) never sends it elsewhere.
    outside = temporary("action-outside-")
    victim = os.path.join(outside, "victim.sarif")
    with open(victim, "w") as f:
        f.write("keep")
    os.symlink(victim, os.path.join(workspace, "linked.sarif"))
    os.symlink(outside, os.path.join(workspace, "linked-folder"))
    for sarif in ["linked.sarif", "linked-folder/out.sarif"]:
        run = Run(action, workspace, {"settings-l10n": tool, "bundle": "translations/Settings.bundle", "sarif": sarif})
        expect(run.run() == 2, f"sarif: {sarif} through a committed link fails the step", run)
    with open(victim) as f:
        expect(f.read() == "keep" and sorted(os.listdir(outside)) == ["victim.sarif"],
               "sarif: nothing is written outside the workspace through a link")

    if "--install" in sys.argv[2:]:
        run = Run(action, workspace_with("translations"), {"bundle": "translations/Settings.bundle"})
        status = run.run()
        key = run.steps.get("source", {}).get("key", "")
        installed = run.outputs()["settings-l10n"]
        expect(re.fullmatch(r"settings-l10n-Linux-X64-[0-9a-f]{12}-[0-9a-f]{16}", key) is not None, "the source step computes the cache key", run)
        expect(status == 1 and installed == os.path.join(run.temp, "settings-l10n", "bin", "settings-l10n")
               and os.access(installed, os.X_OK), "the install step builds and installs the binary under RUNNER_TEMP", run)
        with open(run.path_file) as f:
            expect(f.read().strip() == os.path.dirname(installed), "the install step adds the binary's folder to GITHUB_PATH", run)
        expect("::error file=translations/Settings.bundle/" in run.stdout, "the installed binary checks the bundle", run)

    if "--release" in sys.argv[2:]:
        check_release(action, sys.argv[sys.argv.index("--release") + 1])


def serve(folder):
    """An HTTP server on the loopback address serving `folder`; returns its base URL."""
    handler = functools.partial(QuietHandler, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    atexit.register(server.shutdown)
    return f"http://127.0.0.1:{server.server_address[1]}"


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def check_release(action, release):
    """The action's `version` input, against release files served on this machine."""
    release = os.path.abspath(release)
    with open(os.path.join(release, "SHA256SUMS")) as f:
        names = [line.split()[1] for line in f.read().splitlines()]
    archive = next(name for name in names if name.endswith("-linux-x86_64.tar.gz"))
    version = archive[len("settings-l10n-"):-len("-linux-x86_64.tar.gz")]

    # The release as published: installed from the archive, no build, the first finding in seconds.
    url = serve(release)
    started = time.monotonic()
    run = Run(action, workspace_with("translations"), {"bundle": "translations/Settings.bundle", "version": version,
                                                      "release-url": url})
    status = run.run()
    seconds = time.monotonic() - started
    installed = run.outputs()["settings-l10n"]
    expect(status == 1 and installed == os.path.join(run.temp, f"settings-l10n-{version}", "bin", "settings-l10n"),
           "version: the release archive is installed under RUNNER_TEMP", run)
    expect("source" not in run.steps and "building from source" not in run.stdout, "version: nothing is built", run)
    expect("::error file=translations/Settings.bundle/" in run.stdout, "the released binary checks the bundle", run)
    expect(seconds < 15, f"a fresh runner reaches its first finding in {seconds:.1f} s with the release (target 15 s)", run)

    # A sum pinned in the workflow (the sha256 input) is what the archive is verified against:
    # the right one installs even when the host serves no SHA256SUMS, a wrong one is refused.
    with open(os.path.join(release, "SHA256SUMS")) as f:
        sums = {line.split()[1]: line.split()[0] for line in f.read().splitlines()}
    no_sums = temporary("action-release-no-sums-")
    shutil.copy(os.path.join(release, archive), no_sums)
    run = Run(action, workspace_with("translations"), {"bundle": "translations/Settings.bundle", "version": version,
                                                      "release-url": serve(no_sums), "sha256": sums[archive]})
    expect(run.run() == 1 and "building from source" not in run.stdout,
           "sha256: the pinned sum verifies the archive (no SHA256SUMS needed)", run)
    run = Run(action, workspace_with("translations"), {"bundle": "translations/Settings.bundle", "version": version,
                                                      "release-url": url, "sha256": "0" * 64})
    expect(run.run() == 2 and "does not match the SHA-256 in the sha256 input" in run.stdout
           and "::error file=" not in run.stdout, "sha256: an archive that differs from the pinned sum is refused", run)

    # A tampered archive is refused: never run, never replaced by a build.
    tampered = temporary("action-release-tampered-")
    for name in os.listdir(release):
        shutil.copy(os.path.join(release, name), tampered)
    with open(os.path.join(tampered, archive), "ab") as f:
        f.write(b"\0")
    run = Run(action, workspace_with("translations"), {"bundle": "translations/Settings.bundle", "version": version,
                                                      "release-url": serve(tampered)})
    expect(run.run() == 2 and "does not match the SHA-256" in run.stdout and "::error file=" not in run.stdout,
           "version: an archive that differs from SHA256SUMS fails the step and is not run", run)

    # No archive for this runner: a warning, then the build from source.
    empty = temporary("action-release-empty-")
    with open(os.path.join(empty, "SHA256SUMS"), "w") as f:
        f.write("")
    run = Run(action, workspace_with("translations"), {"bundle": "translations/Settings.bundle", "version": version,
                                                      "release-url": serve(empty)})
    status = run.run()
    expect(status == 1 and "building from source" in run.stdout
           and run.outputs()["settings-l10n"] == os.path.join(run.temp, "settings-l10n", "bin", "settings-l10n"),
           "version: without an archive for this runner the action builds from source", run)


if __name__ == "__main__":
    main()
