package c

// X depends on Y, declared in c2.go, and on Z through a function
var X = Trace("c.X", Y+get())

func init() { println("c.init 1 (c1.go)") }

func Trace(name string, v int) int {
	println("init", name, v)
	return v
}

func get() int { return Z }

func init() { println("c.init 2 (c1.go)") }
