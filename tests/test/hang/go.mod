module example.com/hang

go 1.19
