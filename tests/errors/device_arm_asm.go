// device/arm's Asm and AsmFull take constant assembly (the compiler emits it inline), AsmFull's
// registers a map literal of integers and pointers naming each {name} of the string; neither is a func value.
package main

import "device/arm"

func main() {
	s := "nop"
	arm.Asm(s)
	arm.AsmFull(s+"", nil)
	regs := map[string]interface{}{"a": 1}
	arm.AsmFull("mov {}, {a}", regs)
	arm.AsmFull("mov {}, {a}", map[string]interface{}{"b": 1})
	arm.AsmFull("mov {}, {a}", map[string]interface{}{"a": "x"})
	f := arm.AsmFull
	_ = f
	arm.Asm("nop")
}
