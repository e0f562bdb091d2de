# corogo gdb -gdb-script: stopped at main.main (goroutines.go). A sync function's local, the
# goroutine list, a goroutine's frame, then a goroutine stopped after a suspend and its variable.
break goroutines.go:16
continue
print total
info goroutines
goroutine 2 frame
break goroutines.go:23
continue
print count
info goroutines
