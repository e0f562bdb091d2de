// strings, bytes, bufio and io from GOROOT: Builder, Replacer, Fields, Split, Map, ToUpper with
// unicode, bytes.Buffer, Scanner and Reader and Writer of bufio, io.Copy, ReadFull, MultiWriter,
// MultiReader, SectionReader, TeeReader, NopCloser (a struct embedding io.Reader), Discard.
package main

import (
	"bufio"
	"bytes"
	"io"
	"strings"
)

type upper struct{ w io.Writer }

func (u upper) Write(p []byte) (int, error) {
	return u.w.Write(bytes.ToUpper(p))
}

func main() {
	// strings
	println(strings.ToUpper("hello, wörld"), strings.Repeat("ab", 3), strings.Index("chicken", "ken"))
	println(strings.Join(strings.Fields("  a b   c "), ","), strings.TrimSpace("  x  "), strings.Title("go lang"))
	for _, s := range strings.Split("a,b,,c", ",") {
		print("[", s, "]")
	}
	println()
	println(strings.Contains("seafood", "foo"), strings.HasPrefix("golang", "go"), strings.Count("cheese", "e"))
	println(strings.Map(func(r rune) rune { return r + 1 }, "HAL"), strings.EqualFold("Go", "GO"))
	r := strings.NewReplacer("<", "&lt;", ">", "&gt;")
	println(r.Replace("<b>bold</b>"))
	var sb strings.Builder
	for i := 0; i < 3; i++ {
		sb.WriteString("x")
		sb.WriteByte('0' + byte(i))
	}
	sb.WriteRune('é')
	println(sb.String(), sb.Len())

	// bytes
	var buf bytes.Buffer
	buf.WriteString("line one\nline two\n")
	buf.Write([]byte("line three"))
	println(buf.Len(), bytes.Equal([]byte("a"), []byte("a")), bytes.Compare([]byte("a"), []byte("b")))
	line, err := buf.ReadString('\n')
	println(line, err == nil)

	// bufio over a reader
	sc := bufio.NewScanner(strings.NewReader("alpha beta\ngamma\n\ndelta"))
	n := 0
	for sc.Scan() {
		n++
		println(n, sc.Text())
	}
	ws := bufio.NewScanner(strings.NewReader("one two  three"))
	ws.Split(bufio.ScanWords)
	for ws.Scan() {
		print(ws.Text(), ";")
	}
	println()
	br := bufio.NewReader(strings.NewReader("x:y:z"))
	tok, _ := br.ReadString(':')
	println(tok)
	var out bytes.Buffer
	bw := bufio.NewWriter(upper{&out})
	bw.WriteString("buffered ")
	bw.WriteString("text")
	println(out.Len())
	bw.Flush()
	println(out.String())

	// io
	var dst bytes.Buffer
	k, err := io.Copy(&dst, io.LimitReader(strings.NewReader("0123456789"), 4))
	println(k, err == nil, dst.String())
	p := make([]byte, 3)
	_, err = io.ReadFull(strings.NewReader("ab"), p)
	println(err == io.ErrUnexpectedEOF, err.Error())
	var a, b bytes.Buffer
	mw := io.MultiWriter(&a, &b)
	io.WriteString(mw, "twice")
	println(a.String(), b.String())
	mr := io.MultiReader(strings.NewReader("ab"), strings.NewReader("cd"))
	all, _ := io.ReadAll(mr)
	println(string(all))
	sr := io.NewSectionReader(strings.NewReader("0123456789"), 2, 5)
	all, _ = io.ReadAll(sr)
	println(string(all), sr.Size())
	tr := io.TeeReader(strings.NewReader("tee"), &a)
	io.ReadAll(tr)
	println(a.String())
	rc := io.NopCloser(strings.NewReader("z"))
	println(rc.Close() == nil)
	n2, _ := io.Copy(io.Discard, strings.NewReader("discarded"))
	println(n2)
}
