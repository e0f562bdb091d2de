/* machine.c - the machine package on the MPS2 AN500: the AN385's (same FPGA peripherals). */
#include "../mps2-an385/machine.c"
