//go:build netduinoplus2

// The analog inputs of the boards whose machine.c has an ADC (TinyGo's API): ADC{Pin}.Configure
// and Get, the value scaled to 16 bits whatever the converter's resolution.
package machine

import _ "unsafe" // for //go:linkname (Go's compiler, under go vet)

// ADCConfig configures an ADC input; the zero value keeps the board's defaults (12 bits).
type ADCConfig struct {
	Reference  uint32 // millivolts; 0: the board's
	Resolution uint32 // bits; 0: the converter's full resolution
	Samples    uint32 // 0: one sample per reading
}

// An ADC is an analog input pin.
type ADC struct {
	Pin Pin
}

// InitADC powers the converter up (Configure does it too).
func InitADC() { adcInit() }

//go:linkname adcInit rt_adc_init
func adcInit()

//go:linkname adcConfigure rt_adc_configure
func adcConfigure(p Pin, bits uint32)

//go:linkname adcGet rt_adc_get
func adcGet(p Pin) uint16

// Configure makes the pin an analog input.
func (a ADC) Configure(config ADCConfig) { adcConfigure(a.Pin, config.Resolution) }

// Get converts the pin's voltage once: 0 (ground) to 65535 (the reference), the converter's bits
// at the top.
func (a ADC) Get() uint16 { return adcGet(a.Pin) }
