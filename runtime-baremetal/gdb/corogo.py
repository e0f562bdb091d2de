"""corogo.py - corogo's gdb extension (loaded by `corogo gdb`; by hand: `source` this file).

corogo's goroutines are stackless: a goroutine is its top coroutine frame in a slot of a static
pool, and a suspended one has no stack for gdb to unwind. This extension reads them from memory:

  info goroutines     every goroutine: its number, function, state and source line
  goroutine N frame   the Go variables of goroutine N's frame (those that live across a suspend)

Goroutine 1 is main's own code. The others are numbered like a panic numbers them
(runtime-baremetal/sched.c, rt_goroutine_number): the static pools ("X$pool" symbols) sorted by
name, slot by slot, from 2. A pool (rt_pool, rt.h: name, slots, slot_size, nslots, free, carved,
in_use) hands out slots in order and links free ones through their first word, so the slots in
use are the first `carved` minus the free list. A frame is the slot past its 4-byte header; its
first word is the resume function ("main.f$coro.resume"), and its suspend index, where each suspend
point is in the source, the blocking call made before it and where the Go variables live in the
frame come from the compiler's table in the ELF section .debug_corogo (src/transform/debugtab.c).
States: running (the goroutine the scheduler is resuming: rt_running and its parents), ready (a leaf
of it is in rt_ready_queue), sleeping until t (port ticks), waiting on a channel, on a signal, or
on another runtime call; suspended when the table does not say (a -no-debug build). docs/debugging.md.
"""
import struct

import gdb

FRAME_HDR = 4      # RT_FRAME_HEADER: the slot's pointer back to its pool
PROMISE = 8        # __builtin_coro_promise(h, 8): {parent, next} after the resume/destroy pointers


def _read(addr, n):
    return bytes(gdb.selected_inferior().read_memory(addr, n))


def _u32(addr):
    return struct.unpack("<I", _read(addr, 4))[0]


def _addr_of(name):
    """A symbol's address (the runtime has no DWARF; the frames' language may be Go: no C casts)."""
    try:
        out = gdb.execute("info address %s" % name, to_string=True)
    except gdb.error:
        return None
    for word in out.replace(".", " ").split():
        if word.startswith("0x"):
            return int(word, 16)
    return None


def _section(path, want):
    """The contents of ELF32 section `want` of the file at path (None: none)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\x7fELF" or data[4] != 1:
        return None
    shoff, = struct.unpack_from("<I", data, 0x20)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x2E)
    sections = [struct.unpack_from("<IIIIIIIIII", data, shoff + i * shentsize) for i in range(shnum)]
    strtab = sections[shstrndx]
    for s in sections:
        name = data[strtab[4] + s[0]:data.index(b"\0", strtab[4] + s[0])].decode()
        if name == want:
            return data[s[4]:s[4] + s[5]]
    return None


def _table():
    """{"main.f$coro": {"index": (off, size), "states": {k: (where, call, timer)}, "vars": [...]}}"""
    text = _section(gdb.current_progspace().filename, ".debug_corogo")
    table, cur = {}, None
    for line in (text or b"").decode().splitlines():
        f = line.split(" ")
        if f[0] == "coro":
            cur = table.setdefault(f[1], {"index": None, "states": {}, "vars": []})
        elif f[0] == "index" and cur is not None:
            cur["index"] = (int(f[1]), int(f[2]))
        elif f[0] == "state" and cur is not None:
            cur["states"][int(f[1])] = (f[2], f[3], int(f[4]) if len(f) > 4 else None)
        elif f[0] == "var" and cur is not None:
            cur["vars"].append((f[1], int(f[2]), int(f[3]), " ".join(f[4:])))
    return table


def _pools():
    """[(name, address)] of the static pools, sorted by name."""
    out = gdb.execute("info variables \\$pool$", to_string=True)
    pools = []
    for line in out.splitlines():
        f = line.split()
        if len(f) == 2 and f[0].startswith("0x") and f[1].endswith("$pool"):
            pools.append((f[1], int(f[0], 16)))
    return sorted(set(pools))


def _top(h):
    """A frame's goroutine: its top frame (parents up to one without)."""
    for _ in range(10000):
        parent = _u32(h + PROMISE)
        if not parent:
            return h
        h = parent
    return h


def _function(frame):
    resume = _u32(frame)
    if not resume:
        return None, None
    out = gdb.execute("info symbol 0x%x" % resume, to_string=True).split(" ")[0]
    coro = out.split("$coro")[0] + "$coro"
    return out.split("$coro")[0], coro


def goroutines():
    """[(number, frame address or None for main, function, coroutine name)]"""
    result = [(1, None, "main.main", None)]
    n = 2
    for _name, pool in _pools():
        _pname, slots, size, nslots, free, carved, _in_use = struct.unpack("<7I", _read(pool, 28))
        unused = set()
        while free and len(unused) <= nslots:
            unused.add(free)
            free = _u32(free)
        for i in range(nslots):
            slot = slots + i * size
            if i < carved and slot not in unused:
                frame = slot + FRAME_HDR
                func, coro = _function(frame)
                if func:
                    result.append((n + i, frame, func, coro))
        n += nslots
    return result


def _here():
    sal = gdb.selected_frame().find_sal()
    if sal.symtab:
        return "%s:%d" % (sal.symtab.filename.split("/")[-1], sal.line)
    return "?"


def _state(frame, coro, table, running, ready):
    info = table.get(coro)
    if frame in running:
        return "running", _here()
    where, call, timer = "?", None, None
    if info and info["index"]:
        off, size = info["index"]
        k = int.from_bytes(_read(frame + off, size), "little")
        where, call, timer = info["states"].get(k, ("?", None, None))
        where = where.split("/")[-1]
    if frame in ready:
        return "ready", where
    if call is None:  # no table (-no-debug) or an index it does not list
        return "suspended", where
    if call == "rt_sleep_prepare":
        if timer is not None:
            return "sleeping until %d" % struct.unpack("<Q", _read(frame + timer + 8, 8))[0], where
        return "sleeping", where
    if call.startswith("rt_chan_") or call.startswith("rt_select"):
        return "waiting on channel", where
    if call.startswith("rt_signal"):
        return "waiting on signal", where
    if call.startswith("rt_mutex") or call.startswith("rt_sema"):
        return "waiting on mutex", where
    if call == "-" or call == "rt_coro_yield":
        return "ready", where
    return "waiting (%s)" % call, where


def _schedule():
    """(tops of the running goroutine, tops of the ready ones)"""
    running, ready = set(), set()
    h = _addr_of("rt_running")
    if h is not None and _u32(h):
        running.add(_top(_u32(h)))
    q = _addr_of("rt_ready_queue")
    h = _u32(q) if q is not None else 0
    while h and len(ready) < 100000:
        ready.add(_top(h))
        h = _u32(h + PROMISE + 4)
    return running, ready


class InfoGoroutines(gdb.Command):
    """info goroutines: every goroutine, its function, state and source line."""

    def __init__(self):
        super().__init__("info goroutines", gdb.COMMAND_STACK)

    def invoke(self, arg, from_tty):
        table = _table()
        running, ready = _schedule()
        gdb.write("  Id  %-24s %-24s %s\n" % ("Function", "State", "Where"))
        for n, frame, func, coro in goroutines():
            if frame is None:
                state, where = ("running", _here()) if not running else ("waiting (in the scheduler)", "")
            else:
                state, where = _state(frame, coro, table, running, ready)
            mark = "*" if state == "running" else " "
            gdb.write(("%s %3d  %-24s %-24s %s" % (mark, n, func, state, where)).rstrip() + "\n")


class Goroutine(gdb.Command):
    """goroutine N frame: the Go variables in goroutine N's frame."""

    def __init__(self):
        super().__init__("goroutine", gdb.COMMAND_STACK)

    def invoke(self, arg, from_tty):
        args = arg.split()
        if len(args) != 2 or args[1] != "frame" or not args[0].isdigit():
            raise gdb.GdbError("usage: goroutine N frame")
        want = int(args[0])
        for n, frame, func, coro in goroutines():
            if n != want:
                continue
            if frame is None:
                raise gdb.GdbError("goroutine 1 is main's own code: use bt, info locals")
            info = _table().get(coro)
            gdb.write("goroutine %d: %s, frame at 0x%x\n" % (n, func, frame))
            for name, off, size, typ in (info or {"vars": []})["vars"]:
                gdb.write("  %s = %s\n" % (name, _value(frame + off, size, typ)))
            return
        raise gdb.GdbError("no goroutine %d" % want)


def _value(addr, size, typ):
    """The variable at addr: by its Go type's DWARF when gdb knows it, else as an integer."""
    try:
        return str(gdb.Value(addr).cast(gdb.lookup_type(typ).pointer()).dereference())
    except (gdb.error, RuntimeError):
        pass
    raw = _read(addr, size)
    if size in (1, 2, 4, 8):
        signed = typ.startswith("int")
        return str(int.from_bytes(raw, "little", signed=signed))
    return raw.hex()


InfoGoroutines()
Goroutine()
