// A long-lived map that never empties while its keys churn (insert a new key, delete the oldest)
// rebuilds its table again and again; the collector reclaims the old tables, so 20,000 rounds run
// in a 16 KiB heap (gc_map_churn.flags) that the leaking arena exhausts (gc_leaking_oom.go).
package main

func main() {
	m := map[int]string{}
	names := map[string]int{}
	sum := 0
	for i := 0; i < 20000; i++ {
		m[i] = "v"
		names[string(rune('a'+i%26))+"-key"] = i
		if i >= 40 {
			sum += len(m[i-40])
			delete(m, i-40)
		}
	}
	println(len(m), sum, len(names), names["z-key"])
}
