// corogo:no-oracle (device/stm32 is corogo's package)
// device/stm32 on the netduinoplus2, through what QEMU 7.2 models of the STM32F405: USART1's BRR is
// the divisor machine.Serial.Configure set (APB2 at half the CPU clock) and its SR shows TXE, USART2
// and SPI1 and ADC1 keep what is written to their registers, TIM2 programmed through the package
// counts and sets its update flag, SYSCFG keeps a line's port, and EXTI keeps a line's mask and edge
// (QEMU's EXTI ignores the software trigger, SWIER, and no GPIO drives a line: nothing is pending). RCC and the GPIO ports are not
// modelled (their accesses are ignored), so only their addresses are checked.
package main

import (
	"device/stm32"
	"machine"
	"unsafe"
)

func main() {
	apb2 := machine.CPUFrequency() / 2
	machine.Serial.Configure(machine.UARTConfig{BaudRate: 9600})
	println("USART1 9600 baud:", stm32.USART1.BRR.Get() == (apb2+4800)/9600)
	machine.Serial.Configure(machine.UARTConfig{BaudRate: 115200})
	println("USART1 115200 baud:", stm32.USART1.BRR.Get() == (apb2+57600)/115200,
		"TXE:", stm32.USART1.SR.HasBits(stm32.USART_SR_TXE),
		"enabled:", stm32.USART1.CR1.HasBits(stm32.USART_CR1_UE|stm32.USART_CR1_TE|stm32.USART_CR1_RE))

	stm32.RCC.APB1ENR.SetBits(stm32.RCC_APB1ENR_USART2EN | stm32.RCC_APB1ENR_TIM2EN)
	u := stm32.USART2
	u.BRR.Set(0x1A1)
	u.CR1.Set(stm32.USART_CR1_UE | stm32.USART_CR1_TE)
	println("USART2 BRR:", u.BRR.Get(), "CR1 UE|TE:", u.CR1.Get() == stm32.USART_CR1_UE|stm32.USART_CR1_TE)
	u.CR1.Set(0)

	t := stm32.TIM2
	t.CR1.Set(0)
	t.PSC.Set(83)
	t.ARR.Set(0xFFFFFFFF)
	t.EGR.Set(stm32.TIM_EGR_UG)
	t.SR.Set(0)
	t.CR1.Set(stm32.TIM_CR1_CEN)
	a := t.CNT.Get()
	b := a
	for i := 0; i < 100000 && b == a; i++ {
		b = t.CNT.Get()
	}
	println("TIM2 PSC:", t.PSC.Get(), "counts:", b != a)
	t.CR1.Set(0)
	t.ARR.Set(10)
	t.CNT.Set(0)
	t.DIER.Set(stm32.TIM_DIER_UIE) // QEMU sets UIF only with its interrupt enabled (IRQ 28 stays disabled in the NVIC)
	t.CR1.Set(stm32.TIM_CR1_CEN)
	for i := 0; i < 100000 && !t.SR.HasBits(stm32.TIM_SR_UIF); i++ {
	}
	t.CR1.Set(0)
	t.DIER.Set(0)
	println("TIM2 update flag:", t.SR.HasBits(stm32.TIM_SR_UIF))
	t.SR.ClearBits(stm32.TIM_SR_UIF)
	println("cleared:", !t.SR.HasBits(stm32.TIM_SR_UIF))

	stm32.RCC.APB2ENR.SetBits(stm32.RCC_APB2ENR_SYSCFGEN)
	stm32.SYSCFG.EXTICR[0].ReplaceBits(stm32.SYSCFG_EXTICR_PC, 0xF, 3*4)
	println("SYSCFG line 3 port:", stm32.SYSCFG.EXTICR[0].Get()>>(3*4)&0xF)
	e := stm32.EXTI
	const line = 1 << 3
	e.RTSR.SetBits(line)
	e.IMR.SetBits(line)
	println("EXTI 3 unmasked:", e.IMR.HasBits(line), "rising:", e.RTSR.HasBits(line), "falling:", e.FTSR.HasBits(line),
		"pending:", e.PR.HasBits(line))
	e.IMR.ClearBits(line)
	e.RTSR.ClearBits(line)
	println("EXTI 3 masked:", !e.IMR.HasBits(line))

	s := stm32.SPI1
	s.CR1.Set(stm32.SPI_CR1_MSTR | 5<<stm32.SPI_CR1_BR_Pos | stm32.SPI_CR1_SSM | stm32.SPI_CR1_SSI)
	println("SPI1 baud field:", s.CR1.Get()&stm32.SPI_CR1_BR_Msk>>stm32.SPI_CR1_BR_Pos,
		"TXE:", s.SR.HasBits(stm32.SPI_SR_TXE))

	ad := stm32.ADC1
	ad.CR2.Set(stm32.ADC_CR2_ADON)
	ad.SQR3.Set(7)
	ad.CR1.Set(2 << stm32.ADC_CR1_RES_Pos)
	println("ADC1 on:", ad.CR2.HasBits(stm32.ADC_CR2_ADON), "channel:", ad.SQR3.Get(),
		"resolution field:", ad.CR1.Get()&stm32.ADC_CR1_RES_Msk>>stm32.ADC_CR1_RES_Pos)
	ad.CR2.Set(0)

	println("GPIO ports 0x400 apart:", uintptr(unsafe.Pointer(stm32.GPIOE))-uintptr(unsafe.Pointer(stm32.GPIOA)) == 4*0x400,
		"RCC.APB2ENR at", uintptr(unsafe.Pointer(&stm32.RCC.APB2ENR)) == 0x40023844,
		"SYSCFG.CMPCR at", uintptr(unsafe.Pointer(&stm32.SYSCFG.CMPCR)) == 0x40013820,
		"ADC1.DR at", uintptr(unsafe.Pointer(&stm32.ADC1.DR)) == 0x4001204C,
		"TIM2.OR at", uintptr(unsafe.Pointer(&stm32.TIM2.OR)) == 0x40000050)
}
