module example.com/vendored

go 1.19

require example.org/greet v1.0.0
