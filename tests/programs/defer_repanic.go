package main

// corogo:oracle
// Panics inside deferred calls: a deferred call that recovers and panics again (Go prints the
// first panic with " [recovered]", then the new one after a tab), after a nested panic that a
// deferred call further down recovered; recover returns nil when no panic is running.

func again() {
	if recover() != nil {
		println("recovered first, panicking again")
		panic("second")
	}
}

func fixNested() {
	if recover() != nil {
		println("recovered the nested panic")
	}
}

func boom() { panic(42) }

func nested() {
	defer fixNested()
	defer boom()
	panic(true)
}

func main() {
	println("recover outside a panic:", recover() == nil)
	nested()
	println("after nested")
	defer again()
	panic("first")
}
