package main

// A go target with a two-slot frame pool and no heap (-heap=none, the .flags: with a heap the third
// frame would come from it): two sleepers fit, the third spawn panics with the
// documented message (exit status 2) before it prints anything.

//corogo:pool 2
func sleeper(id int) {
	println("sleeper", id, "start")
	coroSuspend()
	println("sleeper", id, "end")
}

func main() {
	go sleeper(1)
	go sleeper(2)
	println("two running")
	go sleeper(3)
	println("unreachable")
}
