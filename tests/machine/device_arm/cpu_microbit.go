//go:build microbit

package main

const corePart = 0xC20 // Cortex-M0
