module example.org/greet

go 1.19
