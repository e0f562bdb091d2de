// corogo:oracle
// Copies of big arrays as arguments (#11 item 10, src/transform/bigcopy.c): a big parameter is passed by
// reference to a fresh copy, whose load and store become a memcpy. The rewrite used to skip the
// copy when the store came right after the load (it erased the instruction its scan went on
// from): the [4096]int32 values went through instruction selection element by element (minutes
// and gigabytes at -O1 and up).
package main

func fill(a *[4096]int32) {
	for i := range a {
		a[i] = int32(i)
	}
}

func sum(a [4096]int32) int32 {
	s := int32(0)
	for _, v := range a {
		s += v
	}
	a[0] = 99 // the caller's array is a copy
	return s
}

func work(done chan int32) {
	var local [4096]int32
	fill(&local)
	cp := local
	cp[0] = 7
	done <- sum(cp) - sum(local) + cp[1] + local[0]
}

func main() {
	var local [4096]int32
	fill(&local)
	cp := local
	cp[2] = 9
	println(sum(cp), sum(local), cp[2], local[2], cp[0], local[0])
	done := make(chan int32)
	go work(done)
	println(<-done)
}
