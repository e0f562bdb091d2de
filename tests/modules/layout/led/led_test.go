this is not Go: _test.go files are ignored
