// corogo:oracle
// Recovered run-time errors have Go 1.19's dynamic types (docs/defer.md): runtime.boundsError
// (index and slice bounds), runtime.errorString ("runtime error: ..." messages), runtime.plainError
// (nil map assignment, closed channels) and *runtime.TypeAssertionError. A failed assertion on one
// names its type; two are equal when they have the same type and say the same; they are map keys.
package main

import "runtime"

func catch(f func()) (r interface{}) {
	defer func() { r = recover() }()
	f()
	return nil
}

// the message of the panic that asserting x to an int raises
func assertInt(x interface{}) string {
	r := catch(func() { _ = x.(int) })
	return r.(error).Error()
}

type key struct{ a, b int }

func main() {
	var a []int
	var m map[string]int
	var p *key
	var e interface{} = []int{1}
	var k interface{} = key{1, 2}
	zero, neg := 0, -1
	ch := make(chan int)
	close(ch)
	errs := []interface{}{
		catch(func() { _ = a[5] }),
		catch(func() { _ = a[1:7] }),
		catch(func() { println(1 / zero) }),
		catch(func() { println(p.a) }),
		catch(func() { println(1 << neg) }),
		catch(func() { m["x"] = 1 }),
		catch(func() { ch <- 1 }),
		catch(func() { close(ch) }),
		catch(func() { _ = k.(string) }),
		catch(func() { _ = map[interface{}]int{e: 1} }),
		catch(func() { println(e == e) }),
		catch(func() { _ = make([]int, neg) }),
	}
	for i, r := range errs {
		_, isRT := r.(runtime.Error)
		println(i, isRT, r.(error).Error())
		println("  ", assertInt(r))
	}
	again := catch(func() { _ = a[5] })
	other := catch(func() { _ = a[6] })
	println(errs[0] == again, errs[0] == other, errs[0] == errs[1], errs[5] == errs[6])
	seen := map[interface{}]int{}
	for _, r := range errs {
		seen[r]++
	}
	seen[again]++
	seen[other]++
	println(len(seen), seen[errs[0]], seen[other])
	switch v := errs[8].(type) {
	case runtime.Error:
		println("runtime.Error:", v.Error())
	}
}

func init() {
	var k interface{} = 1
	x := catch(func() { _ = k.(string) })
	y := catch(func() { _ = k.(string) })
	s := map[interface{}]bool{x: true, y: true}
	println("two type assertion errors:", x == y, x == x, len(s))
}
