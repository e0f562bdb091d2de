// select: receive and send cases, default, break out of a select, a nil channel's case never
// ready, select {} never reached, a select loop draining several channels until all are closed.
// corogo:oracle
package main

func worker(id int, out chan<- int, n int) {
	for i := 0; i < n; i++ {
		out <- id*100 + i
	}
	close(out)
}

func main() {
	a, b := make(chan int, 1), make(chan int, 1)
	select {
	case v := <-a:
		println("a", v)
	default:
		println("nothing ready")
	}
	a <- 1
	select {
	case v := <-a:
		println("a", v)
	case v := <-b:
		println("b", v)
	}
	select {
	case b <- 5:
		println("sent to b")
	case v, ok := <-a:
		println("a?", v, ok)
	}
	var nilc chan int
	select {
	case nilc <- 1:
		println("never")
	case v := <-b:
		println("b", v)
		if v == 5 {
			break
		}
		println("not here")
	}

	x, y := make(chan int), make(chan int)
	go worker(1, x, 3)
	go worker(2, y, 4)
	sum, closed := 0, 0
	for closed < 2 {
		select {
		case v, ok := <-x:
			if !ok {
				x = nil
				closed++
				continue
			}
			sum += v
		case v, ok := <-y:
			if !ok {
				y = nil
				closed++
				continue
			}
			sum += v
		}
	}
	println("sum", sum)
	r := make(chan int)
	go func1(r)
	println(pick(r))
}

func func1(r chan<- int) {
	r <- 99
}

func pick(r <-chan int) int {
	for {
		select {
		case v := <-r:
			return v
		}
	}
}
