package main

var init = 3

func init() int { return 1 }

func main(x int) {
}

func nobody()

func (x int) m() {}

func (u Undefined) m() {}
