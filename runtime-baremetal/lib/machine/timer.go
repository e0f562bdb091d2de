//go:build mps2_an385 || mps2_an386 || mps2_an500 || riscv32_virt || microbit || netduinoplus2 || lm3s6965evb || sifive_e

// The periodic test timer of the boards whose machine.c has one (docs/interrupts.md): CMSDK TIMER1
// on the MPS2 images, the goldfish RTC alarm on riscv32-virt, the nRF51's TIMER1 on the micro:bit,
// the STM32F405's TIM5 (IRQ 50) on the netduinoplus2, GPTM timer 0 (IRQ 19) on the lm3s6965evb,
// and on the sifive_e a timer of the runtime's queue delivered to PLIC source 2's handler.
package machine

import (
	"time"
	_ "unsafe" // for //go:linkname (Go's compiler, under go vet)
)

// TimerStart makes the board's timer interrupt fire every d (TimerAck acknowledges it).
//
//go:linkname TimerStart rt_machine_timer_start
func TimerStart(d time.Duration)

//go:linkname TimerStop rt_machine_timer_stop
func TimerStop()

//go:linkname TimerAck rt_machine_timer_ack
func TimerAck()
