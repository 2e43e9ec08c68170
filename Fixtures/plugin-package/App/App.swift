// A target whose Settings bundle lacks a German string: building it fails at the check.
public enum App {}
