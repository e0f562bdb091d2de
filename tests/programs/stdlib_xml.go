package main

import (
	"encoding/xml"
	"fmt"
	"reflect"
)

type Inner struct {
	City string `xml:"city"`
}

type Pair[K comparable, V any] struct {
	Key K `xml:"key,attr"`
	Val V `xml:"val"`
}

type Person struct {
	XMLName xml.Name `xml:"person"`
	ID      int      `xml:"id,attr"`
	Name    string   `xml:"name"`
	Emails  []string `xml:"email"`
	Inner
	Note  string `xml:",comment"`
	Pairs []Pair[string, float64] `xml:"pair"`
}

func main() {
	p := Person{ID: 7, Name: "Ada & Bob", Emails: []string{"a@x", "b@y"}, Inner: Inner{"Oslo"},
		Note: " hi ", Pairs: []Pair[string, float64]{{"pi", 3.25}, {"e", 2.5}}}
	out, err := xml.MarshalIndent(p, "", " ")
	fmt.Println(string(out), err)
	var q Person
	err = xml.Unmarshal(out, &q)
	fmt.Println(err, reflect.DeepEqual(p, q), q.Name, q.City, q.Pairs)
	err = xml.Unmarshal([]byte("<person><name>x</nam></person>"), &q)
	fmt.Println(err)

	t := reflect.TypeOf(p)
	for _, idx := range [][]int{{2}, {4, 0}, {6}} {
		f := t.FieldByIndex(idx)
		fmt.Println(f.Name, f.Type, f.Tag, f.Index, f.Anonymous)
	}
	pt := reflect.TypeOf(struct{ P *Inner }{})
	fmt.Println(pt.FieldByIndex([]int{0, 0}).Name)
}
