// corogo:no-oracle (device/nrf is corogo's package)
// device/nrf on the micro:bit: the GPIO port's registers agree with the machine package (an LED
// configured as an output shows in PIN_CNF and OUT, OUTCLR turns it off as Get sees it, button A's
// pull-up shows in PIN_CNF and IN), UART0's BAUDRATE is what machine.Serial.Configure set
// (Nordic's values for 9600, then 115200 again; QEMU 7.2 reads ENABLE back as 0 whatever was
// written, so it is not checked), and TIMER0, programmed through the package as a 1 MHz 32-bit
// timer, counts between two captures.
package main

import (
	"device/nrf"
	"machine"
)

func main() {
	led := machine.LED
	led.Configure(machine.PinConfig{Mode: machine.PinOutput})
	led.High()
	cnf := nrf.GPIO.PIN_CNF[led].Get()
	println("LED is an output:", cnf>>nrf.GPIO_PIN_CNF_DIR_Pos&1 == nrf.GPIO_PIN_CNF_DIR_Output)
	println("LED high in OUT:", nrf.GPIO.OUT.HasBits(1<<uint32(led)))
	nrf.GPIO.OUTCLR.Set(1 << uint32(led))
	println("after OUTCLR, Get:", led.Get())

	button := machine.BUTTONA
	button.Configure(machine.PinConfig{Mode: machine.PinInputPullup})
	cnf = nrf.GPIO.PIN_CNF[button].Get()
	println("button pull-up:", cnf&nrf.GPIO_PIN_CNF_PULL_Msk>>nrf.GPIO_PIN_CNF_PULL_Pos == nrf.GPIO_PIN_CNF_PULL_Pullup,
		"input connected:", cnf>>nrf.GPIO_PIN_CNF_INPUT_Pos&1 == nrf.GPIO_PIN_CNF_INPUT_Connect,
		"reads high:", nrf.GPIO.IN.HasBits(1<<uint32(button)))

	machine.Serial.Configure(machine.UARTConfig{BaudRate: 9600})
	println("9600 baud:", nrf.UART0.BAUDRATE.Get() == nrf.UART_BAUDRATE_BAUDRATE_Baud9600)
	machine.Serial.Configure(machine.UARTConfig{BaudRate: 115200})
	println("115200 baud:", nrf.UART0.BAUDRATE.Get() == nrf.UART_BAUDRATE_BAUDRATE_Baud115200)

	t := nrf.TIMER0
	t.MODE.Set(nrf.TIMER_MODE_MODE_Timer)
	t.BITMODE.Set(nrf.TIMER_BITMODE_BITMODE_32Bit)
	t.PRESCALER.Set(4) // 16 MHz / 2^4
	t.TASKS_CLEAR.Set(1)
	t.TASKS_START.Set(1)
	t.TASKS_CAPTURE[0].Set(1)
	a := t.CC[0].Get()
	for i := 0; i < 100000 && t.CC[1].Get() <= a; i++ {
		t.TASKS_CAPTURE[1].Set(1)
	}
	b := t.CC[1].Get()
	t.TASKS_STOP.Set(1)
	println("TIMER0 counts:", b > a)
}
