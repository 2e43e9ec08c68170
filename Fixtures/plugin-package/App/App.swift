// A target whose two Settings bundles each lack a German string: building it fails at the check.
public enum App {}
