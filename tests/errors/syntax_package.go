// no package clause
func main() {
}
