// A map literal of 16 or more constant keys and values is a loop over two constant tables in
// corogo_main (cg_map.c); package initialisation at compile time runs that loop too (interp.c: a
// branch back to a block it went through goes on), so the maps and the variables around them are
// static data, also after a map of interface keys that stays for start-up. The program then
// inserts into the maps the compiler built.
package main

var before = []int{1, 2, 3}
var words = map[string]int{"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, "i": 9,
	"j": 10, "k": 11, "l": 12, "m": 13, "n": 14, "o": 15, "p": 16, "q": 17}
var after = []int{4, 5}
var boxed = map[interface{}]int{"x": 1, 2: 2}
var squares = map[int]int{1: 1, 2: 4, 3: 9, 4: 16, 5: 25, 6: 36, 7: 49, 8: 64, 9: 81, 10: 100,
	11: 121, 12: 144, 13: 169, 14: 196, 15: 225, 16: 256, 17: 289, 18: 324, 19: 361, 20: 400}
var halves = map[float64]bool{0.5: true, 1.5: false, 2.5: true, 3.5: false, 4.5: true, 5.5: false,
	6.5: true, 7.5: false, 8.5: true, 9.5: false, 10.5: true, 11.5: false, 12.5: true, 13.5: false,
	14.5: true, 15.5: false, -0.0: true}
var last = len(squares) + len(after) + words["q"]

func main() {
	println(before[1], words["q"], words["a"], words["zz"], len(words), after[1], boxed["x"], boxed[2])
	println(squares[20], squares[7], len(squares), halves[0], halves[15.5], halves[14.5], len(halves), last)
	for i := 0; i < 30; i++ {
		words[string(rune('A'+i))] = i
		squares[100+i] = i
	}
	println(len(words), words["A"], words["^"], words["q"], len(squares), squares[129], squares[20])
}
