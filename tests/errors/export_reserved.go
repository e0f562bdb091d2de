// A user symbol can never replace one the compiler or the runtime defines: //export of the
// program's entry point (corogo_main), a runtime function or a vector-table handler is an error at
// the function, and so is a second function exported under the same name.
package main

//export corogo_main
func entry() {}

//export rt_alloc
func alloc() {}

//export IRQ3_Handler
func irq() {}

//export blink
func blink1() {}

//export blink
func blink2() {}

func main() {
	entry()
	alloc()
	irq()
	blink1()
	blink2()
}
