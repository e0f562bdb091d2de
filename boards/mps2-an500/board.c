/* board.c - the MPS2 AN500 FPGA image has the AN385's memory map and peripherals (CMSDK UART0 console,
 * semihosting exit) around another core: the same glue. */
#include "../mps2-an385/board.c"
