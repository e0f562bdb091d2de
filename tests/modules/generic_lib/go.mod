module example.com/generic_lib

go 1.19
