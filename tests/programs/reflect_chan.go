// reflect's channels and FuncOf: MakeChan, Send/Recv/TrySend/TryRecv/Close, Len/Cap, Select with
// send, receive and default cases (blocking ones across goroutines: main's sync code and a
// goroutine's suspend point), Go's panics, and FuncOf with MakeFunc.
package main

import (
	"fmt"
	"reflect"
	"strings"
)

type point struct {
	X, Y int
	Name string
}

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println(name, "panics:", r)
		}
	}()
	f()
}

func buffered() {
	ct := reflect.ChanOf(reflect.BothDir, reflect.TypeOf(point{}))
	c := reflect.MakeChan(ct, 2)
	fmt.Println(c.Type(), c.Len(), c.Cap())
	c.Send(reflect.ValueOf(point{1, 2, "a"}))
	fmt.Println(c.TrySend(reflect.ValueOf(point{3, 4, "b"})), c.TrySend(reflect.ValueOf(point{5, 6, "c"})), c.Len())
	x, ok := c.Recv()
	fmt.Println(x.Interface(), ok, x.Field(2))
	x, ok = c.TryRecv()
	fmt.Println(x, ok)
	x, ok = c.TryRecv()
	fmt.Println(x.IsValid(), ok)
	c.Send(reflect.ValueOf(point{7, 8, "d"}))
	c.Close()
	x, ok = c.Recv()
	fmt.Println(x, ok)
	x, ok = c.Recv()
	fmt.Println(x, ok)
	x, ok = c.TryRecv()
	fmt.Println(x, ok)

	// a channel of the program, seen through reflect
	ch := make(chan string, 1)
	v := reflect.ValueOf(ch)
	v.Send(reflect.ValueOf("hi"))
	fmt.Println(<-ch, v.Len(), v.Cap())
	var e chan struct{}
	ev := reflect.MakeChan(reflect.TypeOf(e), 1)
	fmt.Println(ev.TrySend(reflect.ValueOf(struct{}{})), ev.Len())
	s, ok := ev.Recv()
	fmt.Println(s, ok)
	var ci chan int
	fmt.Println(reflect.ValueOf(ci).Len(), reflect.ValueOf(ci).TrySend(reflect.ValueOf(1)))
}

func blocking() {
	// main (sync code) blocks in Send and Recv while a goroutine runs
	ch := make(chan int)
	done := make(chan bool)
	go func() {
		sum := 0
		for v := range ch {
			sum += v
		}
		fmt.Println("goroutine sum", sum)
		done <- true
	}()
	v := reflect.ValueOf(ch)
	for i := 1; i <= 4; i++ {
		v.Send(reflect.ValueOf(i * 10))
	}
	v.Close()
	<-done

	// goroutines block in reflect's Send and Recv (suspend points)
	in := make(chan int)
	out := make(chan string)
	go func() {
		r := reflect.ValueOf(in)
		for {
			x, ok := r.Recv()
			if !ok {
				reflect.ValueOf(out).Send(reflect.ValueOf("closed"))
				return
			}
			reflect.ValueOf(out).Send(reflect.ValueOf(fmt.Sprint("got ", x.Int())))
		}
	}()
	for i := 0; i < 3; i++ {
		in <- i
		fmt.Println(<-out)
	}
	close(in)
	fmt.Println(<-out)
}

func selects() {
	a := make(chan int, 1)
	b := make(chan string)
	var nilc chan int
	cases := []reflect.SelectCase{
		{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(a)},
		{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(b)},
		{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(nilc)},
		{Dir: reflect.SelectDefault},
	}
	i, v, ok := reflect.Select(cases)
	fmt.Println("default:", i, v.IsValid(), ok)
	a <- 42
	i, v, ok = reflect.Select(cases)
	fmt.Println("ready:", i, v, ok)

	// a send case, taken at once into the buffer
	sc := []reflect.SelectCase{
		{Dir: reflect.SelectSend, Chan: reflect.ValueOf(a), Send: reflect.ValueOf(7)},
		{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(b)},
	}
	i, v, ok = reflect.Select(sc)
	fmt.Println("send:", i, v.IsValid(), ok, <-a)

	// blocking select in main: a goroutine sends on b
	go func() { b <- "from goroutine" }()
	i, v, ok = reflect.Select(cases[:3])
	fmt.Println("blocked:", i, v, ok)

	// blocking select in a goroutine, woken by main's send, then by a close
	res := make(chan string)
	go func() {
		for n := 0; n < 2; n++ {
			i, v, ok := reflect.Select(cases[1:3])
			res <- fmt.Sprint(i, " ", v, " ", ok)
		}
	}()
	b <- "from main"
	fmt.Println("goroutine select:", <-res)
	close(b)
	fmt.Println("goroutine select:", <-res)

	// a goroutine blocked in a select's send case
	d := make(chan int)
	go func() {
		i, _, _ := reflect.Select([]reflect.SelectCase{
			{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(nilc)},
			{Dir: reflect.SelectSend, Chan: reflect.ValueOf(d), Send: reflect.ValueOf(99)},
		})
		res <- fmt.Sprint("sent by case ", i)
	}()
	fmt.Println(<-d, <-res)
}

func funcs() {
	it, st, et := reflect.TypeOf(0), reflect.TypeOf(""), reflect.TypeOf((*error)(nil)).Elem()
	ft := reflect.FuncOf([]reflect.Type{it, st}, []reflect.Type{st}, false)
	fmt.Println(ft, ft.Kind(), ft.NumIn(), ft.NumOut(), ft.In(1), ft.Out(0), ft.IsVariadic())
	fmt.Println(ft == reflect.TypeOf(func(int, string) string { return "" }))
	rep := reflect.MakeFunc(ft, func(args []reflect.Value) []reflect.Value {
		return []reflect.Value{reflect.ValueOf(strings.Repeat(args[1].String(), int(args[0].Int())))}
	})
	f := rep.Interface().(func(int, string) string)
	fmt.Println(f(3, "ab"), rep.Call([]reflect.Value{reflect.ValueOf(2), reflect.ValueOf("x")})[0])
	vt := reflect.FuncOf([]reflect.Type{st, reflect.TypeOf([]int{})}, []reflect.Type{it, et}, true)
	fmt.Println(vt, vt.IsVariadic(), vt.NumOut())
	fmt.Println(reflect.FuncOf(nil, nil, false))
	try("FuncOf", func() { reflect.FuncOf([]reflect.Type{it}, nil, true) })
}

func panics() {
	var ro <-chan int = make(chan int, 1)
	var so chan<- int = make(chan int, 1)
	try("MakeChan", func() { reflect.MakeChan(reflect.TypeOf(ro), 1) })
	try("MakeChan", func() { reflect.MakeChan(reflect.TypeOf(0), 1) })
	try("MakeChan", func() { reflect.MakeChan(reflect.TypeOf(make(chan int)), -1) })
	try("Send", func() { reflect.ValueOf(ro).Send(reflect.ValueOf(1)) })
	try("Send", func() { reflect.ValueOf(so).Send(reflect.ValueOf("x")) })
	try("Recv", func() { reflect.ValueOf(so).Recv() })
	try("TryRecv", func() { reflect.ValueOf(1).TryRecv() })
	try("Close", func() {
		c := reflect.ValueOf(make(chan int))
		c.Close()
		c.Close()
	})
	try("Close", func() { reflect.ValueOf((chan int)(nil)).Close() })
	try("TrySend", func() {
		c := reflect.ValueOf(make(chan int, 1))
		c.Close()
		c.TrySend(reflect.ValueOf(1))
	})
	try("Select", func() {
		reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectDefault}, {Dir: reflect.SelectDefault}})
	})
	try("Select", func() {
		reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(so)}})
	})
	try("Select", func() {
		reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectSend, Chan: reflect.ValueOf(so)}})
	})
	try("Select", func() {
		reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(ro), Send: reflect.ValueOf(1)}})
	})
	try("Select", func() { reflect.Select([]reflect.SelectCase{{Dir: 9}}) })
}

func main() {
	buffered()
	blocking()
	selects()
	funcs()
	panics()
}
