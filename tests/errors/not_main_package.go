package lib

func main(n int) int { return n }

func Twice(n int) int { return 2 * n }
