//go:build stm32f405

// Package stm32 is a part of TinyGo's device/stm32 for the STM32F405 (the Netduino Plus 2's
// STM32F405RG), written from ST's RM0090 reference manual: RCC, USART1/2, TIM2, EXTI, SYSCFG,
// SPI1, ADC1 and GPIO ports A-E as structs of runtime/volatile registers at their addresses (gaps
// between registers are blank fields), the bit fields the machine package's drivers use, and the
// interrupt numbers. QEMU 7.2 models the USARTs, TIM2-5, EXTI, SYSCFG, SPI1 and ADC1 but not RCC
// or the GPIO ports (their accesses are ignored and read as 0). The runtime owns USART1 (the
// console) and TIM5 (machine.TimerStart): a program that reprograms them takes the console or the
// test timer away.
package stm32

import (
	"runtime/volatile"
	_ "unsafe" // for //go:linkname (Go's compiler, under go vet)
)

// RCC_Type is the reset and clock control at 0x40023800.
type RCC_Type struct {
	CR         volatile.Register32
	PLLCFGR    volatile.Register32
	CFGR       volatile.Register32
	CIR        volatile.Register32
	AHB1RSTR   volatile.Register32
	AHB2RSTR   volatile.Register32
	AHB3RSTR   volatile.Register32
	_          [1]uint32
	APB1RSTR   volatile.Register32
	APB2RSTR   volatile.Register32
	_          [2]uint32
	AHB1ENR    volatile.Register32
	AHB2ENR    volatile.Register32
	AHB3ENR    volatile.Register32
	_          [1]uint32
	APB1ENR    volatile.Register32
	APB2ENR    volatile.Register32
	_          [2]uint32
	AHB1LPENR  volatile.Register32
	AHB2LPENR  volatile.Register32
	AHB3LPENR  volatile.Register32
	_          [1]uint32
	APB1LPENR  volatile.Register32
	APB2LPENR  volatile.Register32
	_          [2]uint32
	BDCR       volatile.Register32
	CSR        volatile.Register32
	_          [2]uint32
	SSCGR      volatile.Register32
	PLLI2SCFGR volatile.Register32
}

// USART_Type is a USART (USART1 at 0x40011000, USART2 at 0x40004400).
type USART_Type struct {
	SR   volatile.Register32
	DR   volatile.Register32
	BRR  volatile.Register32
	CR1  volatile.Register32
	CR2  volatile.Register32
	CR3  volatile.Register32
	GTPR volatile.Register32
}

// TIM_Type is a general-purpose timer of TIM2-TIM5 (TIM2 at 0x40000000; TIM2 and TIM5 count in
// 32 bits).
type TIM_Type struct {
	CR1   volatile.Register32
	CR2   volatile.Register32
	SMCR  volatile.Register32
	DIER  volatile.Register32
	SR    volatile.Register32
	EGR   volatile.Register32
	CCMR1 volatile.Register32
	CCMR2 volatile.Register32
	CCER  volatile.Register32
	CNT   volatile.Register32
	PSC   volatile.Register32
	ARR   volatile.Register32
	_     [1]uint32
	CCR1  volatile.Register32
	CCR2  volatile.Register32
	CCR3  volatile.Register32
	CCR4  volatile.Register32
	_     [1]uint32
	DCR   volatile.Register32
	DMAR  volatile.Register32
	OR    volatile.Register32
}

// EXTI_Type is the external interrupt controller at 0x40013C00 (lines 0-22).
type EXTI_Type struct {
	IMR   volatile.Register32
	EMR   volatile.Register32
	RTSR  volatile.Register32
	FTSR  volatile.Register32
	SWIER volatile.Register32
	PR    volatile.Register32
}

// SYSCFG_Type is the system configuration controller at 0x40013800: EXTICR[n] selects the port of
// EXTI lines 4n to 4n+3, four bits a line.
type SYSCFG_Type struct {
	MEMRMP volatile.Register32
	PMC    volatile.Register32
	EXTICR [4]volatile.Register32
	_      [2]uint32
	CMPCR  volatile.Register32
}

// SPI_Type is an SPI/I2S controller (SPI1 at 0x40013000).
type SPI_Type struct {
	CR1     volatile.Register32
	CR2     volatile.Register32
	SR      volatile.Register32
	DR      volatile.Register32
	CRCPR   volatile.Register32
	RXCRCR  volatile.Register32
	TXCRCR  volatile.Register32
	I2SCFGR volatile.Register32
	I2SPR   volatile.Register32
}

// ADC_Type is an analog-to-digital converter (ADC1 at 0x40012000; the registers the three ADCs
// share are at 0x40012300).
type ADC_Type struct {
	SR    volatile.Register32
	CR1   volatile.Register32
	CR2   volatile.Register32
	SMPR1 volatile.Register32
	SMPR2 volatile.Register32
	JOFR1 volatile.Register32
	JOFR2 volatile.Register32
	JOFR3 volatile.Register32
	JOFR4 volatile.Register32
	HTR   volatile.Register32
	LTR   volatile.Register32
	SQR1  volatile.Register32
	SQR2  volatile.Register32
	SQR3  volatile.Register32
	JSQR  volatile.Register32
	JDR1  volatile.Register32
	JDR2  volatile.Register32
	JDR3  volatile.Register32
	JDR4  volatile.Register32
	DR    volatile.Register32
}

// GPIO_Type is a GPIO port (GPIOA-GPIOE at 0x40020000 + 0x400*port).
type GPIO_Type struct {
	MODER   volatile.Register32
	OTYPER  volatile.Register32
	OSPEEDR volatile.Register32
	PUPDR   volatile.Register32
	IDR     volatile.Register32
	ODR     volatile.Register32
	BSRR    volatile.Register32
	LCKR    volatile.Register32
	AFRL    volatile.Register32
	AFRH    volatile.Register32
}

//go:linkname rccAt rt_mmio
func rccAt(addr uintptr) *RCC_Type

//go:linkname usartAt rt_mmio
func usartAt(addr uintptr) *USART_Type

//go:linkname timAt rt_mmio
func timAt(addr uintptr) *TIM_Type

//go:linkname extiAt rt_mmio
func extiAt(addr uintptr) *EXTI_Type

//go:linkname syscfgAt rt_mmio
func syscfgAt(addr uintptr) *SYSCFG_Type

//go:linkname spiAt rt_mmio
func spiAt(addr uintptr) *SPI_Type

//go:linkname adcAt rt_mmio
func adcAt(addr uintptr) *ADC_Type

//go:linkname gpioAt rt_mmio
func gpioAt(addr uintptr) *GPIO_Type

// The peripherals (set by init, as device/arm's SCB is).
var (
	RCC    *RCC_Type
	USART1 *USART_Type
	USART2 *USART_Type
	TIM2   *TIM_Type
	EXTI   *EXTI_Type
	SYSCFG *SYSCFG_Type
	SPI1   *SPI_Type
	ADC1   *ADC_Type
	GPIOA  *GPIO_Type
	GPIOB  *GPIO_Type
	GPIOC  *GPIO_Type
	GPIOD  *GPIO_Type
	GPIOE  *GPIO_Type
)

func init() {
	RCC = rccAt(0x40023800)
	USART1 = usartAt(0x40011000)
	USART2 = usartAt(0x40004400)
	TIM2 = timAt(0x40000000)
	EXTI = extiAt(0x40013C00)
	SYSCFG = syscfgAt(0x40013800)
	SPI1 = spiAt(0x40013000)
	ADC1 = adcAt(0x40012000)
	GPIOA = gpioAt(0x40020000)
	GPIOB = gpioAt(0x40020400)
	GPIOC = gpioAt(0x40020800)
	GPIOD = gpioAt(0x40020C00)
	GPIOE = gpioAt(0x40021000)
}

// Interrupt numbers (NVIC external IRQs), the ones of the peripherals above.
const (
	IRQ_EXTI0     = 6
	IRQ_EXTI1     = 7
	IRQ_EXTI2     = 8
	IRQ_EXTI3     = 9
	IRQ_EXTI4     = 10
	IRQ_ADC       = 18
	IRQ_EXTI9_5   = 23
	IRQ_TIM2      = 28
	IRQ_TIM3      = 29
	IRQ_TIM4      = 30
	IRQ_SPI1      = 35
	IRQ_USART1    = 37
	IRQ_USART2    = 38
	IRQ_EXTI15_10 = 40
	IRQ_TIM5      = 50
)

// RCC enable bits.
const (
	RCC_AHB1ENR_GPIOAEN  = 1 << 0
	RCC_AHB1ENR_GPIOBEN  = 1 << 1
	RCC_AHB1ENR_GPIOCEN  = 1 << 2
	RCC_AHB1ENR_GPIODEN  = 1 << 3
	RCC_AHB1ENR_GPIOEEN  = 1 << 4
	RCC_APB1ENR_TIM2EN   = 1 << 0
	RCC_APB1ENR_TIM3EN   = 1 << 1
	RCC_APB1ENR_TIM4EN   = 1 << 2
	RCC_APB1ENR_TIM5EN   = 1 << 3
	RCC_APB1ENR_USART2EN = 1 << 17
	RCC_APB2ENR_USART1EN = 1 << 4
	RCC_APB2ENR_ADC1EN   = 1 << 8
	RCC_APB2ENR_SPI1EN   = 1 << 12
	RCC_APB2ENR_SYSCFGEN = 1 << 14
)

// USART SR and CR1 bits.
const (
	USART_SR_PE      = 1 << 0
	USART_SR_FE      = 1 << 1
	USART_SR_ORE     = 1 << 3
	USART_SR_IDLE    = 1 << 4
	USART_SR_RXNE    = 1 << 5
	USART_SR_TC      = 1 << 6
	USART_SR_TXE     = 1 << 7
	USART_CR1_RE     = 1 << 2
	USART_CR1_TE     = 1 << 3
	USART_CR1_RXNEIE = 1 << 5
	USART_CR1_TCIE   = 1 << 6
	USART_CR1_TXEIE  = 1 << 7
	USART_CR1_PCE    = 1 << 10
	USART_CR1_M      = 1 << 12
	USART_CR1_UE     = 1 << 13
	USART_CR1_OVER8  = 1 << 15
)

// Timer CR1, DIER, SR and EGR bits.
const (
	TIM_CR1_CEN    = 1 << 0
	TIM_CR1_UDIS   = 1 << 1
	TIM_CR1_URS    = 1 << 2
	TIM_CR1_OPM    = 1 << 3
	TIM_CR1_DIR    = 1 << 4
	TIM_CR1_ARPE   = 1 << 7
	TIM_DIER_UIE   = 1 << 0
	TIM_DIER_CC1IE = 1 << 1
	TIM_SR_UIF     = 1 << 0
	TIM_SR_CC1IF   = 1 << 1
	TIM_EGR_UG     = 1 << 0
)

// SYSCFG.EXTICR port numbers (a line's four bits).
const (
	SYSCFG_EXTICR_PA = 0
	SYSCFG_EXTICR_PB = 1
	SYSCFG_EXTICR_PC = 2
	SYSCFG_EXTICR_PD = 3
	SYSCFG_EXTICR_PE = 4
)

// SPI CR1 and SR bits.
const (
	SPI_CR1_CPHA     = 1 << 0
	SPI_CR1_CPOL     = 1 << 1
	SPI_CR1_MSTR     = 1 << 2
	SPI_CR1_BR_Pos   = 3
	SPI_CR1_BR_Msk   = 7 << 3
	SPI_CR1_SPE      = 1 << 6
	SPI_CR1_LSBFIRST = 1 << 7
	SPI_CR1_SSI      = 1 << 8
	SPI_CR1_SSM      = 1 << 9
	SPI_CR1_DFF      = 1 << 11
	SPI_SR_RXNE      = 1 << 0
	SPI_SR_TXE       = 1 << 1
	SPI_SR_OVR       = 1 << 6
	SPI_SR_BSY       = 1 << 7
)

// ADC SR, CR1 and CR2 bits.
const (
	ADC_SR_AWD      = 1 << 0
	ADC_SR_EOC      = 1 << 1
	ADC_SR_STRT     = 1 << 4
	ADC_SR_OVR      = 1 << 5
	ADC_CR1_RES_Pos = 24
	ADC_CR1_RES_Msk = 3 << 24
	ADC_CR2_ADON    = 1 << 0
	ADC_CR2_CONT    = 1 << 1
	ADC_CR2_ALIGN   = 1 << 11
	ADC_CR2_SWSTART = 1 << 30
)

// GPIO MODER values (two bits a pin).
const (
	GPIO_MODER_Input     = 0
	GPIO_MODER_Output    = 1
	GPIO_MODER_Alternate = 2
	GPIO_MODER_Analog    = 3
)
