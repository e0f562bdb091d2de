package driver

type Pin struct {
	Number int
	level  int
}

type pinMode int

func (p *Pin) Set()   { p.level = 1 }
func (p *Pin) reset() { p.level = 0 }

func helper() int { return 1 }

var secret = 42

const maxPins = 8

func New() *Pin { return &Pin{} }
