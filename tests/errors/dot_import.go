// corogo:no-oracle
// dot imports are rejected by name
package main

import . "time"

func main() {
}
