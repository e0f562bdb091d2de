package led

// Name is the file chosen by suffix, then the one chosen by the blinky tag.
func Name() string { return name + extra }
