package main

import "encoding/xml"

func main() {
	_ = xml.Header
}
