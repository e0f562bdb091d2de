module example.com/require

go 1.19

require (
	example.org/greet v1.0.0
	example.org/local v0.0.0
)

replace example.org/local => ./local
