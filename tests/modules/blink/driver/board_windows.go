package driver

// never built: a _windows file (GOOS suffix) on every board, and by Go on Linux
const Board = "windows"
