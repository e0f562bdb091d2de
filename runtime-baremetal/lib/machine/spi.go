//go:build netduinoplus2

// The SPI controllers of the boards whose machine.c has one (TinyGo's API): SPI0.Configure,
// Transfer and Tx, as a master, polled. The tinygo-org/drivers packages take a *machine.SPI.
package machine

import _ "unsafe" // for //go:linkname (Go's compiler, under go vet)

// SPIConfig configures an SPI bus: Frequency 0 is 4 MHz (the nearest the controller's divisors
// reach at or below it), Mode 0-3 the clock polarity and phase, LSBFirst the bit order; the pins
// are the board's (SPI0_SCK_PIN, ...), the fields are accepted for TinyGo's shape.
type SPIConfig struct {
	Frequency     uint32
	SCK, SDO, SDI Pin
	LSBFirst      bool
	Mode          uint8
}

// The clock modes: polarity (idle level) and phase (the edge data is sampled on).
const (
	Mode0 = 0
	Mode1 = 1
	Mode2 = 2
	Mode3 = 3
)

// An SPI is an SPI controller (master).
type SPI struct {
	bus int32
}

// SPI0 is the board's first SPI controller.
var SPI0 = &SPI{0}

type spiError int

func (e *spiError) Error() string { return "machine: SPI Tx with buffers of different lengths" }

var errSPILength = new(spiError)

//go:linkname spiConfigure rt_spi_configure
func spiConfigure(bus int32, freq uint32, mode uint8, lsbFirst bool)

//go:linkname spiTransfer rt_spi_transfer
func spiTransfer(bus int32, w byte) byte

// Configure sets the controller up as a master.
func (spi *SPI) Configure(config SPIConfig) error {
	spiConfigure(spi.bus, config.Frequency, config.Mode, config.LSBFirst)
	return nil
}

// Transfer sends w and returns the byte received meanwhile.
func (spi *SPI) Transfer(w byte) (byte, error) {
	return spiTransfer(spi.bus, w), nil
}

// Tx sends w and receives into r: with both, of one length; with w empty it sends zeros to fill
// r; with r empty it discards what comes back.
func (spi *SPI) Tx(w, r []byte) error {
	switch {
	case len(w) == 0:
		for i := range r {
			r[i] = spiTransfer(spi.bus, 0)
		}
	case len(r) == 0:
		for _, b := range w {
			spiTransfer(spi.bus, b)
		}
	case len(w) != len(r):
		return errSPILength
	default:
		for i, b := range w {
			r[i] = spiTransfer(spi.bus, b)
		}
	}
	return nil
}
