// -gc=leaking keeps the bump arena that never frees (gc_leaking_oom.flags: a 16 KiB arena): the
// map churn of gc_map_churn.go runs out of memory there: "fatal error: out of memory", status 2.
package main

func main() {
	m := map[int]string{}
	println("churning")
	for i := 0; i < 20000; i++ {
		m[i] = "v"
		if i >= 40 {
			delete(m, i-40)
		}
	}
	println("not reached", len(m))
}
