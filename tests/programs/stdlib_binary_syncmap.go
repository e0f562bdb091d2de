// encoding/binary from GOROOT (byte orders, varints, Read and Write of a struct and an array
// through reflect, a short read's error) and corogo's sync.Map (runtime-baremetal/lib/sync/map.go).
package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"sync"
)

type Header struct {
	Magic   uint32
	Version uint16
	Flags   uint16
	Size    int64
	Vals    [3]int8
	Pad     uint8
}

func main() {
	buf := make([]byte, 8)
	binary.LittleEndian.PutUint32(buf, 0xdeadbeef)
	binary.BigEndian.PutUint16(buf[4:], 0x1234)
	fmt.Println(buf, binary.LittleEndian.Uint32(buf), binary.BigEndian.Uint16(buf[4:]))
	n := binary.PutUvarint(buf, 300)
	v, m := binary.Uvarint(buf[:n])
	fmt.Println(n, v, m)
	n = binary.PutVarint(buf, -1000)
	sv, _ := binary.Varint(buf[:n])
	fmt.Println(n, sv)

	var w bytes.Buffer
	h := Header{Magic: 0xcafef00d, Version: 2, Flags: 0x8001, Size: -42, Vals: [3]int8{-1, 2, -3}}
	if err := binary.Write(&w, binary.BigEndian, h); err != nil {
		fmt.Println("write:", err)
	}
	fmt.Printf("% x\n", w.Bytes())
	fmt.Println(binary.Size(h))
	var back Header
	err := binary.Read(bytes.NewReader(w.Bytes()), binary.BigEndian, &back)
	fmt.Printf("%+v %v %v\n", back, err, back == h)
	var xs [4]uint16
	err = binary.Read(bytes.NewReader([]byte{1, 0, 2, 0, 3}), binary.LittleEndian, &xs)
	fmt.Println(xs, err)

	var sm sync.Map
	sm.Store("a", 1)
	sm.Store(2, "two")
	act, loaded := sm.LoadOrStore("a", 9)
	fmt.Println(act, loaded)
	act, loaded = sm.LoadOrStore("c", 3)
	fmt.Println(act, loaded)
	val, ok := sm.Load(2)
	fmt.Println(val, ok)
	sm.Delete(2)
	_, ok = sm.Load(2)
	fmt.Println(ok)
	val, loaded = sm.LoadAndDelete("c")
	fmt.Println(val, loaded)
	count := 0
	sm.Range(func(k, v any) bool { count++; return true })
	fmt.Println("entries", count)
}
