# typeset.sh - a type switch on interface{} whose cases cover every type interface{} values can
# have loses its default (src/codegen/cg_prune.c): with a dominating nil check the default's code
# is gone from the optimised IR; and each way a type can reach such a switch without a conversion
# to interface{} of its own keeps it: a value of a non-empty interface (a variable, a channel, a
# generic function, static data), a panic value or run-time error recovered, reflect making values
# from type information (Field(i).Interface(), New(t).Elem().Interface()), static data after
# package initialisation; a nil check on a variable assigned again does not exclude nil
. "$(dirname "$0")/lib.sh"
# variant NAME DECLS EXPR: prints EXPR, kind(x) where only x's way makes an Odd an interface{} value
variant() {
    cat > "$1.go" <<GO
package main

$2

type Shape interface{ Area() int }

type Sq struct{ s int }

func (q Sq) Area() int { return q.s * q.s }

type Odd struct{ n int }

func (o Odd) Area() int { return o.n }

func kind(v any) string {
	if v == nil {
		return "nil"
	}
	switch v.(type) {
	case int:
		return "int"
	case string:
		return "string"
	}
	return "default reached"
}

func main() {
	var s Shape = Sq{2}
	println(kind(1), kind("s"), kind(nil), s.Area())
	println($3)
}
GO
}
for b in riscv32-virt mps2-an385; do
    variant base '' 'kind(2)'
    run "$COROGO" build -target=$b -Oz -print-ir base.go
    expect_rc 0 "base -print-ir $b"
    grep -qF 'default reached' out && fail "$b: the default of a switch whose cases cover every type was kept"
    run "$COROGO" run -target=$b -Oz base.go
    expect_rc 0 "run base $b"
    expect_out "int string nil 4
int
"
done
n=0
while IFS='|' read -r name decls expr; do
    [ -n "$name" ] || continue
    variant "$name" "$decls" "$expr"
    for o in -O0 -Oz; do
        run "$COROGO" run -target=riscv32-virt $o "$name.go"
        expect_rc 0 "run $name $o"
        printf 'int string nil 4\ndefault reached\n' | cmp -s - out || fail "$name $o: the default was not reached"
    done
    n=$((n + 1))
done <<'EOF'
iface|func f() Shape { return Odd{1} }|kind(f())
chan|func f() any { c := make(chan Shape, 1); c <- Odd{1}; return <-c }|kind(f())
generic|func box[T any](x T) any { return x }; func f() Shape { return Odd{1} }|kind(box(f()))
static_iface|var g Shape = Odd{1}|kind(g)
static_any|var g any = Odd{1}|kind(g)
recovered|func f() (v any) { defer func() { v = recover() }(); panic(Odd{1}) }|kind(f())
runtime_error|func f() (v any) { defer func() { v = recover() }(); var a []int; i := 3; return a[i] }|kind(f())
field_iface|import "reflect"; type H struct{ X Odd }; func f() any { p := &H{Odd{1}}; return reflect.ValueOf(p).Elem().Field(0).Interface() }|kind(f())
new_elem|import "reflect"; func f() any { return reflect.New(reflect.TypeOf(new(Odd)).Elem()).Elem().Interface() }|kind(f())
reassigned|var sink any; func nilAny() any { return sink }; func kind2(v any) string { if v == nil { return "nil" }; v = nilAny(); switch v.(type) { case int: return "int"; case string: return "string" }; return "default reached" }|kind2(1)
EOF
[ "$n" -eq 10 ] || fail "ran $n variants"
