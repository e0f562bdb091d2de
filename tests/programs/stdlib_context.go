// corogo:oracle
// Go's context package from GOROOT: cancellation trees, deadlines and timeouts (time.AfterFunc
// underneath), values, Done in a select, Err; and time.AfterFunc itself (Stop, Reset).
package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

type key string

func worker(ctx context.Context, id int, out chan<- string, wg *sync.WaitGroup) {
	defer wg.Done()
	ticks := 0
	for {
		select {
		case <-ctx.Done():
			out <- fmt.Sprintf("worker %d stopped: %v", id, ctx.Err())
			return
		default:
			ticks++
			time.Sleep(time.Millisecond)
		}
	}
}

func main() {
	bg := context.Background()
	fmt.Println(bg, context.TODO(), bg.Err(), bg.Done() == nil)

	// WithCancel: a tree; cancelling the parent cancels the children, not the other way round
	parent, cancelParent := context.WithCancel(bg)
	child, cancelChild := context.WithCancel(parent)
	other, cancelOther := context.WithCancel(parent)
	cancelOther()
	fmt.Println("other:", other.Err(), "parent:", parent.Err(), "child:", child.Err())
	out := make(chan string, 2)
	var wg sync.WaitGroup
	wg.Add(2)
	go worker(child, 1, out, &wg)
	go worker(parent, 2, out, &wg)
	time.Sleep(3 * time.Millisecond)
	cancelParent()
	wg.Wait()
	a, b := <-out, <-out
	if a > b {
		a, b = b, a
	}
	fmt.Println(a)
	fmt.Println(b)
	cancelChild() // a no-op now
	fmt.Println("child:", child.Err(), errors.Is(child.Err(), context.Canceled))
	fmt.Println(parent)

	// WithTimeout: Done closes on its own
	tctx, tcancel := context.WithTimeout(bg, 5*time.Millisecond)
	dl, ok := tctx.Deadline()
	fmt.Println("has deadline:", ok, !dl.IsZero())
	select {
	case <-tctx.Done():
		fmt.Println("timeout:", tctx.Err(), errors.Is(tctx.Err(), context.DeadlineExceeded))
	case <-time.After(2 * time.Second):
		fmt.Println("timeout did not fire")
	}
	tcancel()
	fmt.Println("after cancel:", tctx.Err())

	// WithDeadline in the past: done at once; a later deadline under it keeps the earlier one
	past, pcancel := context.WithDeadline(bg, time.Now().Add(-time.Second))
	fmt.Println("past:", past.Err())
	pcancel()
	early, ecancel := context.WithTimeout(bg, 10*time.Millisecond)
	late, lcancel := context.WithTimeout(early, time.Hour)
	d1, _ := early.Deadline()
	d2, _ := late.Deadline()
	fmt.Println("inherits the earlier deadline:", d1.Equal(d2))
	<-late.Done()
	fmt.Println("late:", late.Err())
	lcancel()
	ecancel()

	// a timeout cancelled before it fires
	ctx3, cancel3 := context.WithTimeout(bg, time.Hour)
	cancel3()
	<-ctx3.Done()
	fmt.Println("cancelled early:", ctx3.Err())

	// WithValue: lookups through the chain
	v1 := context.WithValue(bg, key("user"), "gopher")
	v2 := context.WithValue(v1, key("id"), 42)
	v3, cancel4 := context.WithCancel(v2)
	fmt.Println(v3.Value(key("user")), v3.Value(key("id")), v3.Value(key("none")))
	cancel4()

	// time.AfterFunc: runs f in its own goroutine; Stop cancels it; Reset runs it again
	done := make(chan string, 4)
	t1 := time.AfterFunc(2*time.Millisecond, func() { done <- "t1 fired" })
	fmt.Println(<-done)
	fmt.Println("stop after firing:", t1.Stop())
	t2 := time.AfterFunc(time.Hour, func() { done <- "t2 fired after its Reset" })
	fmt.Println("stop before firing:", t2.Stop())
	fmt.Println("reset stopped:", t2.Reset(time.Millisecond))
	t1.Reset(3 * time.Millisecond)
	x, y := <-done, <-done
	if x > y {
		x, y = y, x
	}
	fmt.Println(x, "/", y)
}
