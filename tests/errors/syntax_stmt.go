package main

func main() {
	x := 1 2
	if x = 1 {
	}
	if {
	}
	for i := 0; i < 3; i := 1 {
	}
	y := 3 +
	}
	z := )
	if x == 1 {
	}
	else {
	}
}
