package led

// never built: a _windows file (GOOS suffix); the boards are GOOS=linux
const name = "windows"
