// encoding/json from GOROOT, unmodified, over corogo's reflect: Marshal of a struct with tags
// (omitempty, "-", string, unexported fields skipped), nested pointers, maps (sorted keys, int
// keys), slices, RawMessage, a Marshaler (time.Time's and a user type's), MarshalIndent with HTML
// escaping; Unmarshal into structs, interface{} (maps, slices, floats, nil), and Go's errors
// (overflow, type mismatch with the field's name, syntax), Valid, an unsupported map key type;
// an Encoder with indentation and a Decoder over a stream of values.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"time"
)

type Point struct {
	X, Y int
}

type Reading struct {
	Sensor  string            `json:"sensor"`
	Value   float64           `json:"value"`
	Unit    string            `json:"unit,omitempty"`
	Tags    []string          `json:"tags"`
	Meta    map[string]int    `json:"meta,omitempty"`
	At      *Point            `json:"at"`
	Skip    int               `json:"-"`
	Count   uint8             `json:"count,string"`
	OK      bool
	private int
	Raw     json.RawMessage `json:"raw,omitempty"`
	When    time.Time       `json:"when"`
}

type Level int

func (l Level) MarshalJSON() ([]byte, error) { return []byte(fmt.Sprintf(`"L%d"`, int(l))), nil }

func main() {
	r := Reading{Sensor: "t1", Value: 21.5, Tags: []string{"a", "b"}, Meta: map[string]int{"z": 1, "a": 2},
		At: &Point{1, 2}, Skip: 9, Count: 7, OK: true, private: 3,
		When: time.Date(2024, 6, 1, 12, 30, 0, 500, time.UTC)}
	b, err := json.Marshal(r)
	fmt.Println(string(b), err)
	b, _ = json.MarshalIndent(map[string]any{"n": 1.5, "s": "x<y>&", "l": []any{true, nil, Level(3)}}, "", "  ")
	fmt.Println(string(b))

	var back Reading
	err = json.Unmarshal([]byte(`{"sensor":"t2","value":-3e2,"tags":["x"],"meta":{"k":5},"at":{"X":7,"Y":8},"count":"12","OK":true,"raw":{"a":[1,2]},"extra":1}`), &back)
	at := back.At
	back.At = nil
	fmt.Printf("%v %v %v %v %v %v %v %s %v\n", back.Sensor, back.Value, back.Tags, back.Meta, back.Count, back.OK, *at, back.Raw, err)

	var anyv any
	err = json.Unmarshal([]byte(`{"a":[1,"two",{"b":null}],"c":false}`), &anyv)
	fmt.Println(anyv, err)

	var nums []int8
	fmt.Println(json.Unmarshal([]byte(`[1, 2, 300]`), &nums), nums)
	var uf struct {
		U uint8
		F float32
	}
	fmt.Println(json.Unmarshal([]byte(`{"U":256}`), &uf), json.Unmarshal([]byte(`{"F":1e39}`), &uf), json.Unmarshal([]byte(`{"U":255,"F":-2.5e38}`), &uf), uf)
	var p Point
	fmt.Println(json.Unmarshal([]byte(`{"X": "no"}`), &p))
	fmt.Println(json.Unmarshal([]byte(`{"X": 1,}`), &p))
	fmt.Println(json.Valid([]byte(`{"a":1}`)), json.Valid([]byte(`{a:1}`)))
	m := map[int]string{2: "b", 1: "a"}
	b, err = json.Marshal(m)
	fmt.Println(string(b), err)
	_, err = json.Marshal(map[bool]int{true: 1})
	fmt.Println(err)
	var tm struct{ When time.Time }
	fmt.Println(json.Unmarshal([]byte(`{"When":"2024-06-01T12:30:00.5+02:00"}`), &tm), tm.When.UTC())
	fmt.Println(json.Unmarshal([]byte(`{"When":"yesterday"}`), &tm))
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent(">", "\t")
	enc.Encode([]Point{{1, 2}})
	dec := json.NewDecoder(strings.NewReader(`{"X":1} {"Y":2} [`))
	for {
		var q Point
		if err := dec.Decode(&q); err != nil {
			fmt.Println(q, err)
			break
		}
		fmt.Println(q)
	}
}
