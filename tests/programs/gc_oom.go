// Live data bigger than the heap (16 KiB, gc_oom.flags): a list that keeps every 1 KiB node. The
// collector frees nothing, and the allocation after the collection ends the program with
// "fatal error: out of memory", exit status 2.
package main

type node struct {
	next *node
	data [1024]byte
}

var list *node

func main() {
	println("filling")
	for i := 0; ; i++ {
		list = &node{next: list}
		list.data[0] = byte(i)
	}
}
