// A target whose Settings bundle passes the gate with a warning: building it passes and shows it.
public enum PassingApp {}
