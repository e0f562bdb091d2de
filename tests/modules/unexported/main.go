// Another package's unexported names cannot be used: functions, variables, constants, types,
// fields and methods (Go 1.19 reports them as undefined), in struct literals too.
package main

import "example.com/unexported/driver"

func main() {
	p := driver.New()
	p.Set()
	println(p.Number, p.level)
	p.reset()
	p.set()
	println(driver.helper(), driver.secret, driver.maxPins)
	var m driver.pinMode
	println(m)
	q := driver.Pin{Number: 1, level: 2}
	r := driver.Pin{3, 4}
	println(q.Number, r.Number)
}
