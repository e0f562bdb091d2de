// encoding/hex, encoding/base64, hash/crc32 (IEEE and Castagnoli), hash/adler32, hash/fnv and
// text/tabwriter from GOROOT.
package main

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"hash/adler32"
	"hash/crc32"
	"hash/fnv"
	"os"
	"text/tabwriter"
)

func main() {
	data := []byte("hello, corogo")
	fmt.Println(hex.EncodeToString(data))
	b, err := hex.DecodeString("48656c6c6f")
	fmt.Println(string(b), err)
	_, err = hex.DecodeString("4x")
	fmt.Println(err)
	fmt.Print(hex.Dump(data[:8]))
	s := base64.StdEncoding.EncodeToString(data)
	fmt.Println(s, base64.URLEncoding.EncodeToString([]byte{0xfb, 0xff}))
	d, err := base64.StdEncoding.DecodeString(s)
	fmt.Println(string(d), err)
	fmt.Printf("crc32 %08x ieee %08x\n", crc32.ChecksumIEEE(data), crc32.Checksum(data, crc32.MakeTable(crc32.Castagnoli)))
	fmt.Printf("adler32 %08x\n", adler32.Checksum(data))
	h := fnv.New32a()
	h.Write(data)
	h64 := fnv.New64()
	h64.Write(data)
	fmt.Printf("fnv32a %08x fnv64 %016x\n", h.Sum32(), h64.Sum64())
	w := tabwriter.NewWriter(os.Stdout, 0, 8, 1, ' ', tabwriter.AlignRight|tabwriter.Debug)
	fmt.Fprintln(w, "a\tbbb\tc\t")
	fmt.Fprintln(w, "aaaa\tb\tccccc\t")
	w.Flush()
	w = tabwriter.NewWriter(os.Stdout, 5, 0, 2, ' ', 0)
	fmt.Fprintln(w, "name\tvalue\t")
	fmt.Fprintln(w, "x\t1\t")
	fmt.Fprintln(w, "longer\t22\t")
	w.Flush()
}
