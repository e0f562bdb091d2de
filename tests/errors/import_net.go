// Packages that cannot work on a microcontroller are refused at the import, naming the package
// and why; a package of Go's library corogo does not take yet is named too.
package main

import (
	"net"
	"os/exec"
	"plugin"
	"text/template"
)

func main() {
	_ = net.IPv4len
	_ = exec.ErrNotFound
	_ = plugin.Open
	_ = template.HTMLEscapeString
}
