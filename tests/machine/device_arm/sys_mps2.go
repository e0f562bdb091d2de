//go:build mps2_an385 || mps2_an386 || mps2_an500

package main

import "device/arm"

// the two-register add of Thumb-2
const addAsm = "add {}, {a}, {b}"

// The MPS2 ports' time base is a CMSDK timer: SysTick is the program's.
func startSysTick() {
	arm.SYST.SYST_RVR.Set(0xFFFFFF)
	arm.SYST.SYST_CVR.Set(0)
	arm.SYST.SYST_CSR.Set(arm.SYST_CSR_ENABLE | arm.SYST_CSR_CLKSOURCE)
}

func stopSysTick() { arm.SYST.SYST_CSR.Set(0) }
