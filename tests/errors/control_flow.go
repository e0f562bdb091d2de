package main

func main() {
	break
	continue
	x := 1
	if x {
	}
	for x {
	}
outer:
	for i := 0; i < 3; i++ {
		switch i {
		case 1:
			fallthrough
		case 2:
			continue outer
		case 3:
			break inner
		}
	}
	switch x {
	case 1, 1:
	case "a":
	default:
		fallthrough
	}
	for i := range 3 {
		println(i)
	}
	for i, v := range 3 {
		println(i, v)
	}
	for range x.y {
	}
	var s struct{}
	for range s {
	}
}
