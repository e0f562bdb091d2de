package main

func G() {}

func main() {}
