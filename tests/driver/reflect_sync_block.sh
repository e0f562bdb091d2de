# reflect_sync_block.sh - the limit of reflect's blocking channel operations (docs/language.md):
# reached through a sync entry in a goroutine (a function made by MakeFunc), a Recv drives the
# scheduler from inside the goroutine. It completes when sync code already waits at the send
# (waiting.go) or another goroutine sends (peer.go); a goroutine that blocks so before its first
# suspend, waiting for the main code that started it (first.go), ends in the deadlock error.
. "$(dirname "$0")/lib.sh"
for p in waiting peer; do
    run "$COROGO" run -target=riscv32-virt "$DATA/reflect_sync_block/recv.go" "$DATA/reflect_sync_block/$p.go"
    expect_rc 0 "$p.go"
    expect_out '5
'
done
run "$COROGO" run -target=riscv32-virt "$DATA/reflect_sync_block/recv.go" "$DATA/reflect_sync_block/first.go"
expect_rc 2 "a blocking Recv in a MakeFunc function called first thing by a goroutine"
expect_in out "fatal error: all goroutines are asleep - deadlock!"
exit 0
