package main

// corogo:oracle
// A panic value the printer must know although no panic converts it: panic(v) of an interface{}
// parameter (its dynamic type any type converted to interface{}: src/codegen/cg_prune.c keeps
// every printer test then), recovered and panicked again.

type Celsius float64

var sink any

func fail(v any) { panic(v) }

func main() {
	sink = Celsius(2.5)
	defer func() {
		if err := recover(); err != nil {
			println("recovered, panicking again")
			panic(err)
		}
	}()
	fail(sink)
}
