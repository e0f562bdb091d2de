module example.org/local

go 1.19
