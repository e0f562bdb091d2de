module example.com/structid

go 1.19
