package main

// Goroutines started from goroutines, and go of a function that never suspends.

func plain(id int) { println("plain", id) }

func child(id int) {
	println("child", id, "start")
	coroSuspend()
	println("child", id, "end")
}

func parent(id int) {
	println("parent", id, "start")
	go child(id * 10)
	go plain(id)
	coroSuspend()
	go child(id*10 + 1)
	println("parent", id, "end")
}

func main() {
	go parent(1)
	go plain(0)
	println("main")
}
