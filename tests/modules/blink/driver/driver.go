// Package driver: a pin with exported methods over unexported state.
package driver

import (
	"time"

	"example.com/blink/util"
)

// Pin is a numbered output.
type Pin struct {
	number int
	on     bool
	blinks int
}

var pins = util.Count("driver.pins")

func init() {
	println("driver.init, pins =", pins, "board =", Board)
}

// NewPin returns pin n, off.
func NewPin(n int) *Pin {
	return &Pin{number: n}
}

func (p *Pin) Set(on bool) { p.on = on }
func (p *Pin) On() bool    { return p.on }
func (p *Pin) Number() int { return p.number }
func (p *Pin) Blinks() int { return p.blinks }

// Blink toggles the pin n times, sleeping between toggles.
func (p *Pin) Blink(n int) {
	for i := 0; i < n; i++ {
		p.toggle()
		time.Sleep(time.Millisecond)
	}
}

func (p *Pin) toggle() {
	p.on = !p.on
	p.blinks++
	println("toggle", p.number, p.on)
}

// Run blinks p n times (a goroutine's entry point in another package).
func Run(p *Pin, n int) {
	p.Blink(n)
}
