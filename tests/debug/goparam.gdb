# corogo gdb -O1 -gdb-script: stopped at main.main (goparam.go). The producers' array parameter at
# the line after their start, then after each has resumed from its channel send: <optimized out>
# every time, never the stale stack slot (gostart.c, gostart_locals).
break goparam.go:21
continue
print a
continue
print a
continue
print a
continue
print a
