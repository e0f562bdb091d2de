package main

// Firmware-style code: register bit fields on uint32, a ring buffer of bytes, a state machine
// with a named state type and a switch, a CRC over a byte array, fixed-point arithmetic.

type State uint8

const (
	Idle State = iota
	Running
	Stopped
)

func (s State) String() string {
	switch s {
	case Idle:
		return "idle"
	case Running:
		return "running"
	}
	return "stopped"
}

type Reg uint32

const (
	EnableBit Reg = 1 << 0
	ModeShift     = 4
	ModeMask  Reg = 0x7 << ModeShift
)

func (r *Reg) SetMode(m uint32) {
	*r = *r&^ModeMask | Reg(m)<<ModeShift&ModeMask
}

func (r Reg) Mode() uint32 { return uint32(r&ModeMask) >> ModeShift }

type Ring struct {
	buf        [8]byte
	head, tail uint8
}

func (r *Ring) Put(b byte) bool {
	next := (r.head + 1) % uint8(len(r.buf))
	if next == r.tail {
		return false
	}
	r.buf[r.head] = b
	r.head = next
	return true
}

func (r *Ring) Get() (byte, bool) {
	if r.head == r.tail {
		return 0, false
	}
	b := r.buf[r.tail]
	r.tail = (r.tail + 1) % uint8(len(r.buf))
	return b, true
}

func crc8(data []byte) uint8 {
	var crc uint8
	for _, b := range data {
		crc ^= b
		for i := 0; i < 8; i++ {
			if crc&0x80 != 0 {
				crc = crc<<1 ^ 0x07
			} else {
				crc <<= 1
			}
		}
	}
	return crc
}

// Q16.16 fixed point
type Fixed int32

func FromInt(i int32) Fixed     { return Fixed(i << 16) }
func (a Fixed) Mul(b Fixed) Fixed { return Fixed(int64(a) * int64(b) >> 16) }
func (a Fixed) Int() int32       { return int32(a >> 16) }

func main() {
	var r Reg = EnableBit
	r.SetMode(5)
	println(uint32(r), r.Mode(), r&EnableBit != 0)
	r.SetMode(9)
	println(uint32(r), r.Mode())
	s := Idle
	for i := 0; i < 3; i++ {
		print(s.String(), " ")
		s++
	}
	println()
	var ring Ring
	n := 0
	for c := byte('a'); c < 'm'; c++ {
		if ring.Put(c) {
			n++
		}
	}
	out := ""
	for {
		b, ok := ring.Get()
		if !ok {
			break
		}
		out += string(rune(b))
	}
	println(n, out)
	msg := [...]byte{'1', '2', '3', '4', '5', '6', '7', '8', '9'}
	println(crc8(msg[:]), crc8(msg[2:5]))
	x := FromInt(3)
	y := Fixed(1 << 15) // 0.5
	println(x.Mul(y).Int(), x.Mul(x).Int(), int32(x.Mul(y)))
}
