package main

x := 1

func main() {
}

println("hi")

func h()
{
}
