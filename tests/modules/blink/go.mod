module example.com/blink

go 1.19
