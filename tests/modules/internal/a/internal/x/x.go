package x

func V() int { return 7 }
