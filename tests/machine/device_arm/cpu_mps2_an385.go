//go:build mps2_an385

package main

const corePart = 0xC23 // Cortex-M3
