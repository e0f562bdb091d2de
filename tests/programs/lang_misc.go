package main

// Assorted valid Go that must be accepted: unnamed parameters and receivers, multi-name const
// specs with iota, pointer-to-array operations, struct tags, for with parallel assignment, tagless
// switch with init, rune and byte conversions, array comparison, raw strings.

type S []int

func (s S) Len() int { return len(s) }

type T struct {
	a, b int
	C    string `json:"c"`
}

func (T) m() int { return 1 }

func f(int) int { return 2 }

var _ = T{}

const (
	a, b = iota, iota * 2
	c, d
)

func pair() (x, y int) {
	x, y = 1, 2
	return
}

func main() {
	var x, y int = 1, 2
	arr := [3]int{1, 2, 3}
	p := &arr
	p[1] = 5
	println(len(p), p[1], cap(p[:2]))
	for i, j := 0, 10; i < j; i, j = i+1, j-1 {
		x += i
	}
	switch z := f(0); {
	case z > 1:
		y++
	}
	var t T
	t.a = T{}.m()
	var s S = S(arr[:])
	println(x, y, t.a, s.Len(), a, b, c, d, []int(s)[0])
	q := &t
	q.b = 3
	(*q).b++
	pa := &arr[0]
	*pa += 10
	println(arr[0], t.b, 1<<uint8(3), uint8(200)>>1, ^uint32(0))
	const r = 'é'
	var str string = string(r)
	var by byte = 'A'
	println(str, string(by), len(str))
	mat := [2][2]int{{1, 2}, {3, 4}}
	mat2 := mat
	mat2[1][1] = 0
	println(mat == mat2, mat[1] == [2]int{3, 4})
	u, v := pair()
	u, v = v, u
	println(u, v)
	var ptr *T
	if ptr == nil {
		ptr = &T{C: "x"}
	}
	println(ptr.C, f(1), "tab\there", `raw\n`)
}
