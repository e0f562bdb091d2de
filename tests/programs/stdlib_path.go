// path from the installed Go's GOROOT: Clean, Join, Split, Base, Dir, Ext, IsAbs, Match and its
// error.
package main

import "path"

func main() {
	for _, p := range []string{"a/b/../c", "/../x//y/", "", ".", "a/./b/", "//a"} {
		println(path.Clean(p), path.Base(p), path.Dir(p), path.IsAbs(p))
	}
	println(path.Join("a", "b/c", "../d"), path.Join("", ""), path.Join("/", "x"))
	d, f := path.Split("static/js/app.min.js")
	println(d, f, path.Ext(f), path.Ext("noext"))
	for _, pat := range []string{"*.go", "a?c", "[a-c]*", "x/*/z", "[", "\\*"} {
		ok, err := path.Match(pat, "abc")
		if err != nil {
			println(pat, err.Error())
		} else {
			println(pat, ok)
		}
	}
	ok, _ := path.Match("x/*/z", "x/y/z")
	println(ok)
}
