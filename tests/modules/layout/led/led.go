package led

// Name: the file chosen by suffix and CPU family, then those chosen by the blinky tag.
func Name() string { return name + extra + prec }
