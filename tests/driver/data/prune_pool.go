// prune.sh: a sync.Pool whose Get result reaches fmt without an assertion to a concrete type:
// no conversion into a pool is quiet (src/codegen/cg_syncpool.c), so the type made only by
// New keeps its type information and prints as Go prints it.
package main

import (
	"fmt"
	"sync"
)

type other struct{ s string }

var pool = sync.Pool{New: func() any { return &other{"new"} }}

func main() {
	pool.Put(other{"put"})
	fmt.Printf("%T %+v\n", pool.Get(), pool.Get())
}
