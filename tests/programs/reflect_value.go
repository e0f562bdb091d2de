package main

// reflect's Value: reading every kind, Len/Cap/Index/Field/Elem, Interface round trips, Set and
// the typed setters through pointers, CanSet/CanAddr/CanInterface of unexported fields, IsNil,
// IsZero, Zero, New, MakeSlice, Append, AppendSlice, Copy, Slice, Indirect, Convert, StructTag.

import "reflect"

type P struct {
	Name  string
	Age   int
	score float32
	Tags  []string
	Next  *P
	Any   any
	Err   error
}

type Celsius float64

type myErr struct{ s string }

func (e *myErr) Error() string { return e.s }

func main() {
	v := reflect.ValueOf(-42)
	println(v.Kind().String(), v.Int(), v.Type().String(), v.CanSet(), v.CanAddr(), v.IsValid())
	println(reflect.ValueOf(int8(-3)).Int(), reflect.ValueOf(int16(-300)).Int(), reflect.ValueOf(int64(-1)<<40).Int())
	println(reflect.ValueOf(uint8(250)).Uint(), reflect.ValueOf(uint16(65000)).Uint(), reflect.ValueOf(uint64(1)<<63).Uint(), reflect.ValueOf(uintptr(7)).Uint())
	println(reflect.ValueOf(float32(1.5)).Float(), reflect.ValueOf(2.25).Float(), reflect.ValueOf(Celsius(-4)).Float())
	c := reflect.ValueOf(complex(1, 2)).Complex()
	println(real(c), imag(c), real(reflect.ValueOf(complex64(3)).Complex()))
	println(reflect.ValueOf("héllo").String(), reflect.ValueOf("héllo").Len(), reflect.ValueOf(true).Bool(), reflect.ValueOf(3).String())
	println(reflect.ValueOf("abc").Index(1).Uint(), reflect.ValueOf("abc").Index(1).Kind().String())
	println(reflect.ValueOf([]byte("xyz")).Bytes()[2], reflect.ValueOf([]int{1, 2, 3}).Index(2).Int(), reflect.ValueOf([2]string{"a", "b"}).Index(1).String())
	s := []int{10, 20, 30, 40}
	sv := reflect.ValueOf(s[:2])
	println(sv.Len(), sv.Cap(), sv.Slice(1, 4).Len(), sv.Slice(1, 4).Index(2).Int(), reflect.ValueOf("hello").Slice(1, 3).String())

	p := &P{Name: "ann", Age: 30, score: 9.5, Tags: []string{"x"}, Any: 7}
	pv := reflect.ValueOf(p)
	println(pv.Kind().String(), pv.IsNil(), pv.Elem().Kind().String(), pv.Elem().NumField())
	e := pv.Elem()
	println(e.CanSet(), e.CanAddr(), e.Field(0).String(), e.Field(1).Int(), e.Field(2).Float())
	println(e.Field(0).CanSet(), e.Field(2).CanSet(), e.Field(2).CanInterface(), e.Field(1).CanInterface())
	println(e.Field(4).IsNil(), e.Field(5).Elem().Int(), e.Field(5).Kind().String(), e.Field(5).Elem().Kind().String(), e.Field(6).IsNil())
	println(e.FieldByName("Age").Int(), e.FieldByName("Nope").IsValid())
	e.Field(0).SetString("bob")
	e.Field(1).SetInt(41)
	e.Field(3).Index(0).SetString("y")
	e.Field(4).Set(reflect.ValueOf(&P{Name: "next"}))
	e.Field(5).Set(reflect.ValueOf("now a string"))
	e.Field(6).Set(reflect.ValueOf(&myErr{"boom"}))
	println(p.Name, p.Age, p.Tags[0], p.Next.Name, p.Any.(string), p.Err.Error())
	e.Field(6).Set(reflect.Zero(e.Field(6).Type()))
	println(p.Err == nil)
	e.Field(3).Set(reflect.Append(e.Field(3), reflect.ValueOf("z"), reflect.ValueOf("w")))
	println(len(p.Tags), p.Tags[1], p.Tags[2])
	e.Field(3).SetLen(1)
	println(len(p.Tags))

	var n int64
	nv := reflect.ValueOf(&n).Elem()
	nv.SetInt(-9)
	println(n, nv.Int(), nv.Interface().(int64))
	var u8 uint8
	reflect.ValueOf(&u8).Elem().SetUint(300)
	var f32 float32
	reflect.ValueOf(&f32).Elem().SetFloat(0.25)
	var b bool
	reflect.ValueOf(&b).Elem().SetBool(true)
	var cx complex64
	reflect.ValueOf(&cx).Elem().SetComplex(complex(5, 6))
	var bs []byte
	reflect.ValueOf(&bs).Elem().SetBytes([]byte("set"))
	println(u8, f32, b, real(cx), imag(cx), string(bs))

	// Interface round trips
	var i any = reflect.ValueOf(p).Interface()
	println(i.(*P) == p)
	st := reflect.ValueOf(*p).Interface().(P)
	println(st.Name, st.Age)
	arr := [3]int{1, 2, 3}
	av := reflect.ValueOf(&arr).Elem()
	av.Index(1).SetInt(20)
	cp := av.Interface().([3]int)
	av.Index(1).SetInt(200)
	println(arr[1], cp[1])

	// IsNil, IsZero, Zero, New, Indirect
	var np *P
	var m map[string]int
	var sl []int
	var fn func()
	var ch chan int
	var ifc error
	println(reflect.ValueOf(np).IsNil(), reflect.ValueOf(m).IsNil(), reflect.ValueOf(sl).IsNil(), reflect.ValueOf(fn).IsNil(), reflect.ValueOf(ch).IsNil(), reflect.ValueOf(&ifc).Elem().IsNil())
	println(reflect.ValueOf(0).IsZero(), reflect.ValueOf(P{}).IsZero(), reflect.ValueOf(*p).IsZero(), reflect.ValueOf("").IsZero(), reflect.ValueOf(0.0).IsZero(), reflect.ValueOf([2]int{0, 1}).IsZero())
	z := reflect.Zero(reflect.TypeOf(P{}))
	println(z.Field(0).String() == "", z.Field(1).Int(), z.CanSet())
	nw := reflect.New(reflect.TypeOf(0))
	nw.Elem().SetInt(77)
	println(nw.Type().String(), *(nw.Interface().(*int)))
	println(reflect.Indirect(reflect.ValueOf(p)).Type().String(), reflect.Indirect(reflect.ValueOf(3)).Int())
	println(reflect.ValueOf(nil).IsValid(), reflect.ValueOf(np).Elem().IsValid())

	// MakeSlice, Append, AppendSlice, Copy
	ms := reflect.MakeSlice(reflect.TypeOf([]string{}), 2, 5)
	ms.Index(0).SetString("first")
	ms = reflect.Append(ms, reflect.ValueOf("third"))
	ms = reflect.AppendSlice(ms, reflect.ValueOf([]string{"4", "5", "6"}))
	out := ms.Interface().([]string)
	println(len(out), out[0], out[1] == "", out[2], out[5])
	dst := make([]int, 2)
	println(reflect.Copy(reflect.ValueOf(dst), reflect.ValueOf([]int{7, 8, 9})), dst[0], dst[1])
	db := make([]byte, 3)
	println(reflect.Copy(reflect.ValueOf(db), reflect.ValueOf("hey")), string(db))

	// Convert
	cv := reflect.ValueOf(65).Convert(reflect.TypeOf(Celsius(0)))
	println(cv.Type().String(), cv.Float())
	println(reflect.ValueOf(3.9).Convert(reflect.TypeOf(0)).Int(), reflect.ValueOf(-1).Convert(reflect.TypeOf(uint8(0))).Uint())
	println(reflect.ValueOf(65).Convert(reflect.TypeOf("")).String(), reflect.ValueOf("hi").Convert(reflect.TypeOf([]byte{})).Len())
	println(reflect.ValueOf([]byte("yo")).Convert(reflect.TypeOf("")).String(), string(reflect.ValueOf("añb").Convert(reflect.TypeOf([]rune{})).Interface().([]rune)))
	ev := reflect.ValueOf(&myErr{"conv"}).Convert(reflect.TypeOf((*error)(nil)).Elem())
	println(ev.Kind().String(), ev.Interface().(error).Error(), reflect.ValueOf(1).CanConvert(reflect.TypeOf("")), reflect.ValueOf(p).CanConvert(reflect.TypeOf(1)))

	// StructTag
	tag := reflect.StructTag(`json:"name,omitempty" xml:"n" esc:"a\"b"`)
	println(tag.Get("json"), tag.Get("xml"), tag.Get("esc"), tag.Get("none") == "")
	_, ok := tag.Lookup("xml")
	_, ok2 := tag.Lookup("yaml")
	println(ok, ok2)
}
