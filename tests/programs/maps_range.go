// for range over maps under the spec's rules, checked in ways that do not depend on the order:
// every entry produced once (sum of keys and values), an entry deleted before it is reached is not
// produced, entries added during the range are produced at most once and the range ends, the
// value seen is the current one after an update by the body, a range that grows the map past
// several rebuilds, keys only, break and continue, and range over a map value of a struct field.
// corogo:oracle
package main

type Inventory struct {
	name  string
	stock map[string]int
}

func total(inv *Inventory) int {
	t := 0
	for _, n := range inv.stock {
		t += n
	}
	return t
}

func main() {
	m := map[int]int{}
	for i := 1; i <= 20; i++ {
		m[i] = i * i
	}
	ks, vs := 0, 0
	for k, v := range m {
		ks += k
		vs += v
	}
	println(len(m), ks, vs)

	// the first entry reached deletes every other one: exactly one iteration
	n := 0
	for k := range m {
		for j := 1; j <= 20; j++ {
			if j != k {
				delete(m, j)
			}
		}
		n++
	}
	println(n, len(m))

	// entries added during the range: each produced at most once, and the range ends
	a := map[int]bool{0: true, 1: true, 2: true}
	seen := map[int]int{}
	for k := range a {
		seen[k]++
		if k < 3 {
			for j := 0; j < 50; j++ {
				a[100*(k+1)+j] = true
			}
		}
	}
	twice := 0
	for _, c := range seen {
		if c != 1 {
			twice++
		}
	}
	println(len(a), seen[0], seen[1], seen[2], twice)

	// updating an entry not reached yet: the range sees the new value
	u := map[string]int{"a": 1, "b": 2, "c": 3}
	sum, updated := 0, 0
	for k, v := range u {
		if v < 100 {
			for _, o := range []string{"a", "b", "c"} {
				if o != k {
					u[o] += 100
				}
			}
		}
		if v >= 100 {
			updated++
		}
		sum += v % 100
	}
	println(sum, updated)

	// break, continue, keys only, blank key
	big := map[int]int{}
	for i := 0; i < 300; i++ {
		big[i] = 2 * i
	}
	evens, count := 0, 0
	for k := range big {
		if k%2 == 1 {
			continue
		}
		evens++
	}
	for range big {
		count++
		if count == 10 {
			break
		}
	}
	vsum := 0
	for _, v := range big {
		vsum += v
	}
	println(evens, count, vsum)

	// delete everything during the range: nothing more is produced
	d := map[int]int{1: 1, 2: 2, 3: 3, 4: 4}
	iters := 0
	for range d {
		iters++
		for k := range d {
			delete(d, k)
		}
	}
	println(iters, len(d))

	inv := &Inventory{name: "shop", stock: map[string]int{"apple": 3, "pear": 5}}
	inv.stock["plum"] = 7
	inv.stock["apple"] -= 1
	println(inv.name, len(inv.stock), total(inv))
	var empty map[string]bool
	for k, v := range empty {
		println(k, v)
	}
}
