package a

import "example.com/initorder/c"

var A = c.Trace("a.A", c.Z*10)

func init() { println("a.init") }
