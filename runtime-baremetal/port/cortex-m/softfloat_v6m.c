/* softfloat_v6m.c - on ARMv6-M, the GNU names of the soft-float routines that libgcc's v6-m
 * multilib lacks (it has only the __aeabi_* ones), each a call of its __aeabi_* twin. LLVM's ARM
 * backend asks for the __aeabi_* names, but some of its expansions (a double multiplied by -2.0 in
 * tests/programs/float_basic.go) call __muldf3 and the like; the v7-m multilib defines both names.
 * Each is a function of its own section: linked only when called. Empty on other cores. */
#if __ARM_ARCH_6M__
#include <stdint.h>

double __aeabi_dadd(double, double), __aeabi_dsub(double, double), __aeabi_dmul(double, double),
    __aeabi_ddiv(double, double), __aeabi_dneg(double), __aeabi_i2d(int32_t), __aeabi_ui2d(uint32_t),
    __aeabi_f2d(float);
float __aeabi_fadd(float, float), __aeabi_fsub(float, float), __aeabi_fmul(float, float),
    __aeabi_fdiv(float, float), __aeabi_fneg(float), __aeabi_i2f(int32_t), __aeabi_ui2f(uint32_t),
    __aeabi_d2f(double);
int32_t __aeabi_d2iz(double), __aeabi_f2iz(float);
int __aeabi_dcmpun(double, double), __aeabi_fcmpun(float, float), __aeabi_dcmplt(double, double),
    __aeabi_dcmpeq(double, double), __aeabi_fcmplt(float, float), __aeabi_fcmpeq(float, float);

double __adddf3(double a, double b) { return __aeabi_dadd(a, b); }
double __subdf3(double a, double b) { return __aeabi_dsub(a, b); }
double __muldf3(double a, double b) { return __aeabi_dmul(a, b); }
double __divdf3(double a, double b) { return __aeabi_ddiv(a, b); }
double __negdf2(double a) { return __aeabi_dneg(a); }
float __addsf3(float a, float b) { return __aeabi_fadd(a, b); }
float __subsf3(float a, float b) { return __aeabi_fsub(a, b); }
float __mulsf3(float a, float b) { return __aeabi_fmul(a, b); }
float __divsf3(float a, float b) { return __aeabi_fdiv(a, b); }
float __negsf2(float a) { return __aeabi_fneg(a); }
double __extendsfdf2(float a) { return __aeabi_f2d(a); }
float __truncdfsf2(double a) { return __aeabi_d2f(a); }
int32_t __fixdfsi(double a) { return __aeabi_d2iz(a); }
int32_t __fixsfsi(float a) { return __aeabi_f2iz(a); }
double __floatsidf(int32_t a) { return __aeabi_i2d(a); }
double __floatunsidf(uint32_t a) { return __aeabi_ui2d(a); }
float __floatsisf(int32_t a) { return __aeabi_i2f(a); }
float __floatunsisf(uint32_t a) { return __aeabi_ui2f(a); }
int __unorddf2(double a, double b) { return __aeabi_dcmpun(a, b); }
int __unordsf2(float a, float b) { return __aeabi_fcmpun(a, b); }
/* -1, 0, 1 for less, equal, greater; 1 when unordered */
int __cmpdf2(double a, double b) { return __aeabi_dcmpun(a, b) ? 1 : __aeabi_dcmplt(a, b) ? -1 : !__aeabi_dcmpeq(a, b); }
int __cmpsf2(float a, float b) { return __aeabi_fcmpun(a, b) ? 1 : __aeabi_fcmplt(a, b) ? -1 : !__aeabi_fcmpeq(a, b); }
#endif
