# uf2.sh <board> - -o NAME.uf2: every 512-byte block has UF2's magic numbers, a 256-byte payload,
# its index and the block count, the board's family ID (flag 0x2000) when it has one; the payloads
# put at their addresses give exactly the .bin image llvm-objcopy makes of the same ELF (padding
# inside a page zero). -o NAME.hex holds the same bytes (records parsed, checksums checked). Any
# other suffix is refused.
. "$(dirname "$0")/lib.sh"
B=$1
printf 'package main\n\nvar msg = "uf2 image"\n\nfunc main() { println(msg) }\n' > u.go
for f in u.elf u.bin u.hex u.uf2; do
    run "$COROGO" build -target="$B" -o $f u.go
    expect_rc 0 "$f"
done
run "$COROGO" build -target="$B" -o u.img u.go
expect_rc 2 "u.img"
expect_in err "-o u.img: unknown image format (the suffix says it: .elf, .bin, .hex or .uf2)"
[ ! -e u.img ] || fail "u.img written"
case $B in /*) family=0x12345678 ;; *) family=0 ;; esac
python3 - "$family" <<'PY' || fail "u.uf2 / u.hex do not match u.bin"
import struct, sys
family = int(sys.argv[1], 0)
uf2, binimg, hexlines = open("u.uf2", "rb").read(), open("u.bin", "rb").read(), open("u.hex").read().split()
assert len(uf2) % 512 == 0 and len(uf2) > 0, "size"
n = len(uf2) // 512
image = {}
for i in range(n):
    b = uf2[512 * i:512 * (i + 1)]
    m0, m1, flags, addr, size, index, count, fam = struct.unpack("<8I", b[:32])
    assert (m0, m1) == (0x0A324655, 0x9E5D5157) and struct.unpack("<I", b[508:])[0] == 0x0AB16F30, "magic"
    assert size == 256 and index == i and count == n and addr % 256 == 0, "block %d" % i
    assert fam == family and (flags == 0x2000) == (family != 0), "family"
    for k in range(256):
        image[addr + k] = b[32 + k]
base = min(image)
# the .bin starts at the lowest loaded byte: the UF2 covers it page by page, zero padded
lo = min(a for a in image if a >= base)
hexdata, upper = {}, 0
for line in hexlines:
    rec = bytes.fromhex(line[1:])
    assert sum(rec) % 256 == 0, "hex checksum"
    count, addr, kind = rec[0], rec[1] << 8 | rec[2], rec[3]
    if kind == 0:
        for k in range(count):
            hexdata[upper + addr + k] = rec[4 + k]
    elif kind == 4:
        upper = (rec[4] << 8 | rec[5]) << 16
hexbase = min(hexdata)
for k, byte in enumerate(binimg):
    a = hexbase + k
    assert image.get(a, 0) == byte, "uf2 byte at 0x%x" % a
    assert hexdata.get(a, 0) == byte, "hex byte at 0x%x" % a
assert hexbase >= base and hexbase - base < 256, "start"
PY
exit 0
