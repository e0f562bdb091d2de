module example.com/xtest

go 1.19
