module example.com/multi

go 1.19
