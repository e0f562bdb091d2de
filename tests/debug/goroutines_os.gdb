# The goroutine list of goroutines.go built with -Os: main.sum is folded away and the variables
# live in registers, but the goroutines and their states are the ones -O0 shows; the yielder's line
# is its function's (the optimiser merged the yield's own location away).
break goroutines.go:46
continue
info goroutines
