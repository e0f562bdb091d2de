package two

func F() {}
