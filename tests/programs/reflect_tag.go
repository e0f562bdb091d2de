package main

// Struct tags reach reflect: StructField.Tag with Get and Lookup, several fields sharing one
// declaration's tag, the tag in Go's spelling of a struct type's name, and conversions between
// struct types that differ only in their tags (Go allows them).

import "reflect"

type Config struct {
	Name    string `json:"name" yaml:"n"`
	Port    int    `json:"port,omitempty"`
	A, B    int    "both"
	NoTag   bool
	Escaped string `q:"a\"b" esc:"x\ty"`
}

type Plain struct {
	Name    string
	Port    int
	A, B    int
	NoTag   bool
	Escaped string
}

func main() {
	t := reflect.TypeOf(Config{})
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		println(f.Name, string(f.Tag), f.Tag.Get("json"), f.Tag.Get("yaml"))
	}
	f, _ := t.FieldByName("Escaped")
	println(f.Tag.Get("q"), f.Tag.Get("esc"))
	v, ok := t.Field(1).Tag.Lookup("json")
	println(v, ok)
	anon := struct {
		X int `k:"v"`
		Y string
	}{}
	println(reflect.TypeOf(anon).String())
	p := Plain(Config{Name: "n", Port: 80})
	pp := (*Config)(&p)
	println(p.Name, pp.Port, reflect.TypeOf(p).Field(0).Tag == "")
	println(reflect.TypeOf(struct {
		Z int "plain"
	}{}).String())
}
