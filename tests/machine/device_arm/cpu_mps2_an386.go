//go:build mps2_an386

package main

const corePart = 0xC24 // Cortex-M4
