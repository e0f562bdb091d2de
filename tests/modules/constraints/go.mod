module example.com/constraints

go 1.19
