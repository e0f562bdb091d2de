module example.com/internal

go 1.19
