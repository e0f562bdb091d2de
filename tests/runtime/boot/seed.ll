; seed.ll - boot test of the scheduler with REAL LLVM switched-resume coroutines (hand-written IR of
; what the compiler emits for the seed helper/worker example, docs/coroutines.md): worker$coro
; yields with rt_coro_yield(self); helper$coro awaits it by storing itself in the worker's promise
; and suspending without yielding; frames come from rt_frame_alloc and go back through coro.free.
; Built at -O0 and -O2 (seed_o0/seed_o2 in the runtime's CMakeLists); both must print exactly the
; seed's order (semantics §3), which only the leaf-resume protocol of sched.c produces.

declare ptr @rt_frame_alloc(i32)
declare void @rt_frame_free(ptr)
declare void @rt_coro_yield(ptr)
declare void @rt_go(ptr)
declare void @rt_print_string(ptr, i32)
declare void @rt_print_int(i64)
declare void @rt_print_space()
declare void @rt_print_nl()

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i1 @llvm.coro.alloc(token)
declare i32 @llvm.coro.size.i32()
declare ptr @llvm.coro.begin(token, ptr)
declare i8 @llvm.coro.suspend(token, i1)
declare ptr @llvm.coro.free(token, ptr)
declare i1 @llvm.coro.end(ptr, i1, token)
declare i1 @llvm.coro.done(ptr)
declare ptr @llvm.coro.promise(ptr, i32, i1)
declare void @llvm.coro.destroy(ptr)

@worker = private constant [6 x i8] c"worker"
@helper = private constant [6 x i8] c"helper"
@start = private constant [7 x i8] c": start"
@done = private constant [6 x i8] c": done"
@calling = private constant [16 x i8] c": calling worker"
@returned = private constant [17 x i8] c": worker returned"

define internal void @say(ptr %who, i32 %id, ptr %what, i32 %len) nounwind {
  call void @rt_print_string(ptr %who, i32 6)
  call void @rt_print_space()
  %id64 = sext i32 %id to i64
  call void @rt_print_int(i64 %id64)
  call void @rt_print_space()
  call void @rt_print_string(ptr %what, i32 %len)
  call void @rt_print_nl()
  ret void
}

; func worker(id int) { println("worker", id, ": start"); coroSuspend(); println("worker", id, ": done") }
define ptr @"main.worker$coro"(i32 %id) presplitcoroutine nounwind {
entry:
  %promise = alloca { ptr, ptr }, align 8
  %cid = call token @llvm.coro.id(i32 8, ptr %promise, ptr null, ptr null)
  %need = call i1 @llvm.coro.alloc(token %cid)
  br i1 %need, label %alloc, label %begin
alloc:
  %size = call i32 @llvm.coro.size.i32()
  %mem = call ptr @rt_frame_alloc(i32 %size)
  br label %begin
begin:
  %phi = phi ptr [ null, %entry ], [ %mem, %alloc ]
  %hdl = call ptr @llvm.coro.begin(token %cid, ptr %phi)
  store ptr null, ptr %promise
  %nextp = getelementptr { ptr, ptr }, ptr %promise, i32 0, i32 1
  store ptr null, ptr %nextp
  call void @say(ptr @worker, i32 %id, ptr @start, i32 7)
  call void @rt_coro_yield(ptr %hdl)
  %s = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s, label %suspend [ i8 0, label %resume
                                 i8 1, label %cleanup ]
resume:
  call void @say(ptr @worker, i32 %id, ptr @done, i32 6)
  %f = call i8 @llvm.coro.suspend(token none, i1 true)
  switch i8 %f, label %suspend [ i8 0, label %trap
                                 i8 1, label %cleanup ]
trap:
  unreachable
cleanup:
  %m = call ptr @llvm.coro.free(token %cid, ptr %hdl)
  %nn = icmp ne ptr %m, null
  br i1 %nn, label %free, label %suspend
free:
  call void @rt_frame_free(ptr %m)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

; func helper(id int) { println("helper", id, ": calling worker"); worker(id); println("helper", id, ": worker returned") }
define ptr @"main.helper$coro"(i32 %id) presplitcoroutine nounwind {
entry:
  %promise = alloca { ptr, ptr }, align 8
  %cid = call token @llvm.coro.id(i32 8, ptr %promise, ptr null, ptr null)
  %need = call i1 @llvm.coro.alloc(token %cid)
  br i1 %need, label %alloc, label %begin
alloc:
  %size = call i32 @llvm.coro.size.i32()
  %mem = call ptr @rt_frame_alloc(i32 %size)
  br label %begin
begin:
  %phi = phi ptr [ null, %entry ], [ %mem, %alloc ]
  %hdl = call ptr @llvm.coro.begin(token %cid, ptr %phi)
  store ptr null, ptr %promise
  %nextp = getelementptr { ptr, ptr }, ptr %promise, i32 0, i32 1
  store ptr null, ptr %nextp
  call void @say(ptr @helper, i32 %id, ptr @calling, i32 16)
  %child = call ptr @"main.worker$coro"(i32 %id)
  br label %await
await:
  %d = call i1 @llvm.coro.done(ptr %child)
  br i1 %d, label %child_done, label %wait
wait:
  %cp = call ptr @llvm.coro.promise(ptr %child, i32 8, i1 false)
  store ptr %hdl, ptr %cp
  %s = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s, label %suspend [ i8 0, label %await
                                 i8 1, label %cleanup_child ]
child_done:
  call void @llvm.coro.destroy(ptr %child)
  call void @say(ptr @helper, i32 %id, ptr @returned, i32 17)
  %f = call i8 @llvm.coro.suspend(token none, i1 true)
  switch i8 %f, label %suspend [ i8 0, label %trap
                                 i8 1, label %cleanup ]
trap:
  unreachable
cleanup_child:
  call void @llvm.coro.destroy(ptr %child)
  br label %cleanup
cleanup:
  %m = call ptr @llvm.coro.free(token %cid, ptr %hdl)
  %nn = icmp ne ptr %m, null
  br i1 %nn, label %free, label %suspend
free:
  call void @rt_frame_free(ptr %m)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

define void @corogo_main() nounwind {
  ; helper(0), the sync version: no suspension
  call void @say(ptr @helper, i32 0, ptr @calling, i32 16)
  call void @say(ptr @worker, i32 0, ptr @start, i32 7)
  call void @say(ptr @worker, i32 0, ptr @done, i32 6)
  call void @say(ptr @helper, i32 0, ptr @returned, i32 17)
  ; go helper(1); go helper(2)
  %h1 = call ptr @"main.helper$coro"(i32 1)
  call void @rt_go(ptr %h1)
  %h2 = call ptr @"main.helper$coro"(i32 2)
  call void @rt_go(ptr %h2)
  ret void
}
