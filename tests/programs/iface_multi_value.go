// Values of multi-valued calls go into interfaces wherever they are spread: f(g()), a, b = g(),
// var a, b = g() (local and package-level), return g().
package main

import "errors"

type myE struct{}

func (*myE) Error() string { return "mine" }

func pair() (int, *myE) { return 1, &myE{} }
func pair2() (int, error) { return pair() }

func show(n int, e error) { println(n, e.Error()) }

var ga, gb = pair()
var gx int
var ge error

func init() { gx, ge = pair() }

func main() {
	show(pair())
	var a int
	var e error
	a, e = pair()
	println(a, e.Error())
	var b, f = pair2()
	println(b, f.Error(), errors.New("x").Error())
	println(ga, gb.Error(), gx, ge.Error())
	var k, any1 interface{} = pair()
	println(k.(int), any1.(*myE).Error())
}
