package b

import "example.com/initorder/c"

var B = c.Trace("b.B", c.X+1)

func init() { println("b.init", B) }
