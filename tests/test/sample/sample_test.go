package sample

import (
	"errors"
	"fmt"
	"testing"
)

var setUp bool

func TestMain(m *testing.M) {
	setUp = true
	println("TestMain: before")
	m.Run()
	println("TestMain: after")
}

func TestAdd(t *testing.T) {
	if !setUp {
		t.Fatal("TestMain did not run first")
	}
	if Add(2, 3) != 5 {
		t.Error("Add(2, 3) is not 5")
	}
	t.Log("Add works:", Add(20, 22), true)
}

func TestDivFails(t *testing.T) {
	q, ok := Div(7, 0)
	t.Log("quotient", q, "ok", ok)
	t.Error("dividing by zero:", errors.New("no quotient"))
	t.Errorf("reported with Errorf")
}

func TestFatalStops(t *testing.T) {
	deferred := false
	defer func() { deferred = true }()
	t.Cleanup(func() { t.Log("cleanup runs last, after the deferred call:", deferred) })
	t.Fatal("stop here")
	t.Error("never reached")
}

func TestSkipped(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped under -short")
	}
	t.Skip("always skipped")
}

func TestTable(t *testing.T) {
	for _, c := range []struct {
		name string
		a, b int
		want int
	}{{"small", 1, 2, 3}, {"wrong", 2, 2, 5}, {"negative", -4, 1, -3}} {
		c := c
		t.Run(c.name, func(t *testing.T) {
			if got := Add(c.a, c.b); got != c.want {
				t.Error("got", got, "want", c.want)
			}
		})
	}
}

func TestNested(t *testing.T) {
	t.Run("outer", func(t *testing.T) {
		t.Run("inner", func(t *testing.T) {
			t.Log("two levels down:", t.Name())
		})
	})
	if t.Failed() {
		t.Error("a passing subtest failed its parent")
	}
}

func TestFailNow(t *testing.T) {
	t.FailNow()
}

var sink int

func BenchmarkAdd(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = Add(sink, i)
	}
}

func BenchmarkDivMetric(b *testing.B) {
	b.ReportAllocs()
	b.StopTimer()
	sink = 0
	b.StartTimer()
	for i := 0; i < b.N; i++ {
		q, _ := Div(sink+1000, i+1)
		sink += q
	}
	b.ReportMetric(2.5, "widgets/op")
}

type point struct {
	X, Y int
	Tag  string
}

type celsius float64

func (c celsius) String() string { return fmt.Sprintf("%.1f°C", float64(c)) }

// messages made by fmt: Sprintf's verbs in the f variants, Sprintln's operands in the others
func TestFormatted(t *testing.T) {
	p := point{3, -4, "corner"}
	t.Logf("point %v, %+v, %#v", p, p, p)
	t.Errorf("%d items, %5.2f%%, %q, %x, %v", 7, 12.345, "quoted\n", 255, celsius(21.5))
	t.Error("several", 1, 2.5, p, nil, []int{1, 2}, errors.New("an error"))
	t.Log("a", "b", 3, 4)
	t.Logf("multi\nline %d\n", 2)
	t.Run("fatalf", func(t *testing.T) { t.Fatalf("%s at %v", "stopped", &p) })
	t.Run("skipf", func(t *testing.T) { t.Skipf("%T skipped, %d%s", p, 1, "!") })
	f := "missing %d, extra"
	t.Logf(f, 1, 2)
}

func ExampleAdd() {
	fmt.Println(Add(1, 2))
	fmt.Printf("%v %q\n", point{1, 2, "p"}, "x")
	// Output:
	// 3
	// {1 2 p} "x"
}

func ExampleDiv() {
	for _, d := range []int{1, 2, 4} {
		q, _ := Div(8, d)
		fmt.Println(q)
	}
	// Unordered output:
	// 2
	// 8
	// 4
}

// a wrong output comment: go test's got/want report
func ExampleDiv_wrong() {
	q, _ := Div(9, 2)
	fmt.Println("9/2 =", q)
	// Output: 9/2 = 4.5
}

// no output comment: compiled, not run
func ExampleAdd_notRun() {
	panic("not run")
}
