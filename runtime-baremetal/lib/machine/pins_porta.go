//go:build lm3s6965evb || netduinoplus2

// Port A's pins 0-7 on the chips whose pins are numbered port by port from PA0 = 0 (the
// LM3S6965's eight-pin ports, the STM32F405's sixteen-pin ones).
package machine

const (
	PA0 Pin = 0 + iota
	PA1
	PA2
	PA3
	PA4
	PA5
	PA6
	PA7
)
