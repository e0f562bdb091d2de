// Map literals of many constant keys and values (built from constant tables by a loop, cg_map.c)
// next to small ones and ones with a non-constant element (an insertion per element): integer,
// string, float and named keys, bool and float values, negative keys, package level and local.
package main

type Code int8

var squares = map[int]int{
	-10: 100,
	-9: 81,
	-8: 64,
	-7: 49,
	-6: 36,
	-5: 25,
	-4: 16,
	-3: 9,
	-2: 4,
	-1: 1,
	0: 0,
	1: 1,
	2: 4,
	3: 9,
	4: 16,
	5: 25,
	6: 36,
	7: 49,
	8: 64,
	9: 81,
	10: 100,
	11: 121,
	12: 144,
	13: 169,
	14: 196,
	15: 225,
	16: 256,
	17: 289,
	18: 324,
	19: 361,
	20: 400,
	21: 441,
	22: 484,
	23: 529,
	24: 576,
	25: 625,
	26: 676,
	27: 729,
	28: 784,
	29: 841,
}

var names = map[string]bool{
	"n0": true,
	"n1": false,
	"n2": false,
	"n3": true,
	"n4": false,
	"n5": false,
	"n6": true,
	"n7": false,
	"n8": false,
	"n9": true,
	"n10": false,
	"n11": false,
	"n12": true,
	"n13": false,
	"n14": false,
	"n15": true,
	"n16": false,
	"n17": false,
	"n18": true,
	"n19": false,
}

func main() {
	codes := map[Code]float64{
		-8: -8.5,
		-7: -7.5,
		-6: -6.5,
		-5: -5.5,
		-4: -4.5,
		-3: -3.5,
		-2: -2.5,
		-1: -1.5,
		0: 0.5,
		1: 1.5,
		2: 2.5,
		3: 3.5,
		4: 4.5,
		5: 5.5,
		6: 6.5,
		7: 7.5,
		8: 8.5,
		9: 9.5,
		10: 10.5,
		11: 11.5,
	}
	fl := map[float64]string{
		0.25: "f0",
		1.25: "f1",
		2.25: "f2",
		3.25: "f3",
		4.25: "f4",
		5.25: "f5",
		6.25: "f6",
		7.25: "f7",
		8.25: "f8",
		9.25: "f9",
		10.25: "f10",
		11.25: "f11",
		12.25: "f12",
		13.25: "f13",
		14.25: "f14",
		15.25: "f15",
		16.25: "f16",
		17.25: "f17",
	}
	x := 7
	mixed := map[int]int{
		0: 0,
		1: 1,
		2: 2,
		3: 3,
		4: 4,
		5: 5,
		6: 6,
		7: 7,
		8: 8,
		9: 9,
		10: 10,
		11: 11,
		12: 12,
		13: 13,
		14: 14,
		15: 15,
		16: 16,
		17: 17,
		18: 18,
		19: 19,
		100: x * 2,
	}
	small := map[int]string{1: "one", 2: "two"}
	println(len(squares), squares[-10], squares[29], squares[30])
	n := 0
	for k, v := range names {
		if v {
			n += len(k)
		}
	}
	println(len(names), n, names["n3"], names["n4"])
	println(len(codes), codes[-8], codes[11])
	println(len(fl), fl[17.25], fl[0.25], fl[1])
	println(len(mixed), mixed[19], mixed[100])
	println(len(small), small[2])
	squares[100] = 1
	println(len(squares))
}
