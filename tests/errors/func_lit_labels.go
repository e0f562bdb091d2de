package main

// Each function body has its own labels, break targets and gotos: a literal's are not its
// encloser's, and the encloser's are not the literal's.

func main() {
L:
	for i := 0; i < 2; i++ {
		f := func() {
		L:
			for {
				break L
			}
			goto M
		}
		f()
		switch i {
		case 0:
			func() {
				fallthrough
			}()
		case 1:
		}
		g := func() {
			break
		}
		g()
	}
M:
	func() {
	N:
		println()
		goto L
	}()
}
