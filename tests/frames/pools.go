package main

// Pool sizes the program proves (src/analysis/poolsize.c), for tests/frames/pools*.expected: a go
// statement that runs a bounded number of times in the whole run (in main or init, under loops
// with constant trip counts) sizes its target's pool exactly; any other go statement of a target
// leaves it at the default (or -pool=N); //corogo:pool N wins over both.

var done = make(chan int, 64)

func counted(id int) { done <- id }         // 2 in main's loop of 2, 1 in init: proven 3
func ranged(id int) { done <- id }          // a range over a [4]int: proven 4
func stepped(id int) { done <- id }         // i from 1 to 9 by 3 (1, 4, 7): proven 3
func nested(id int) { done <- id }          // 2 × 3 in nested loops: proven 6
func spawned(id int) { done <- id }         // started by another goroutine: default
func unbounded(id int) { done <- id }       // a loop to a variable bound: default
func changed(id int) { done <- id }         // its loop variable changes in the body: default
func parent(id int) { go spawned(id); done <- id }

//corogo:pool 5
func directed(id int) { done <- id } // proven 1, but the directive says 5

func init() {
	go counted(100)
}

func main() {
	n := cap(done) / 16
	for i := 0; i < 2; i++ {
		go counted(i)
	}
	for _, v := range [4]int{1, 2, 3, 4} {
		go ranged(v)
	}
	for i := 1; i <= 9; i += 3 {
		go stepped(i)
	}
	for i := 0; i < 2; i++ {
		for j := 0; j < 3; j++ {
			go nested(i*3 + j)
		}
	}
	for i := 0; i < n; i++ {
		go unbounded(i)
	}
	for i := 0; i < 4; i++ {
		go changed(i)
		i++
	}
	go parent(1)
	go directed(1)
	go func() { done <- 7 }()
	sum := 0
	for i := 0; i < 26; i++ {
		sum += <-done
	}
	println(sum)
}
