module example.com/boards

go 1.19
