/* volatile.c - runtime/volatile: loads and stores of 8, 16 and 32 bits through volatile pointers,
 * so that the compiler neither removes, merges nor reorders them with each other (memory-mapped
 * registers), and rt_mmio, the pointer to a fixed address (until corogo has unsafe.Pointer, the
 * way Go code names a register: volatile.Register32At(0x40028000)). Each is a call; the accesses
 * are exactly one load or store of the register's width. */
#include "rt.h"

uint8_t rt_volatile_load8(const volatile uint8_t *p) { return *p; }
uint16_t rt_volatile_load16(const volatile uint16_t *p) { return *p; }
uint32_t rt_volatile_load32(const volatile uint32_t *p) { return *p; }
void rt_volatile_store8(volatile uint8_t *p, uint8_t v) { *p = v; }
void rt_volatile_store16(volatile uint16_t *p, uint16_t v) { *p = v; }
void rt_volatile_store32(volatile uint32_t *p, uint32_t v) { *p = v; }
void *rt_mmio(uintptr_t addr) { return (void *)addr; }
