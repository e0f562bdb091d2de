package main

import init "fmt" // a package cannot be named init: init is a func

func main() {}
