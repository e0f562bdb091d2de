//go:build mps2_an500

package main

const corePart = 0xC27 // Cortex-M7
