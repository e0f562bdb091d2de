package c

var Y = Trace("c.Y", 2)

var Z = Trace("c.Z", 3)

func init() { println("c.init 3 (c2.go)") }

func Sum() int { return X + Y + Z }
