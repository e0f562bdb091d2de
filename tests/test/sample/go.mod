module example.com/sample

go 1.19
