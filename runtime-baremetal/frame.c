/* frame.c - memory for coroutine frames that LLVM could not elide (issue #4's interim allocator,
 * until the compiler emits compile-time-sized pools). A static buffer in .bss is carved into blocks
 * of power-of-two size classes (16 B .. 4 KiB) on demand; a freed block goes onto its class's free
 * list and is reused first, so alloc and free are O(1) and interrupt safe. Each block carries an
 * 8-byte header holding its class, frames are 8-byte aligned. Never malloc; when the buffer is used
 * up: "panic: coroutine frame memory exhausted (N bytes)", N being the buffer's capacity. The
 * buffer is a weak default the compiler may override (rt_frame_heap / rt_frame_heap_size). */
#include "port.h"
#include "rt.h"

#ifndef RT_FRAME_HEAP_DEFAULT_SIZE
#define RT_FRAME_HEAP_DEFAULT_SIZE (32 * 1024)
#endif

__attribute__((weak, aligned(8))) uint8_t rt_frame_heap[RT_FRAME_HEAP_DEFAULT_SIZE];
__attribute__((weak)) const uint32_t rt_frame_heap_size = RT_FRAME_HEAP_DEFAULT_SIZE;

#define MIN_SHIFT 4  /* 16-byte blocks (header included) */
#define NCLASSES 9   /* .. 4096-byte blocks */
#define HEADER 8u

typedef struct free_block {
    struct free_block *next;
} free_block;

static free_block *free_lists[NCLASSES];
static uint32_t heap_used;

static _Noreturn void exhausted(void) {
    /* "coroutine frame memory exhausted (N bytes)" without a formatter */
    char msg[64] = "coroutine frame memory exhausted (";
    int i = 34;
    char digits[12];
    int n = 0;
    uint32_t v = rt_frame_heap_size;
    do {
        digits[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0);
    while (n > 0)
        msg[i++] = digits[--n];
    const char *tail = " bytes)";
    while (*tail)
        msg[i++] = *tail++;
    msg[i] = 0;
    rt_panic_cstr(msg);
}

void *rt_frame_alloc(uint32_t size) {
    uint32_t need = size + HEADER;
    int cls = 0;
    while (cls < NCLASSES && (1u << (cls + MIN_SHIFT)) < need)
        cls++;
    if (cls == NCLASSES || size > need)
        exhausted();
    uint32_t s = port_irq_save();
    uint8_t *block;
    if (free_lists[cls]) {
        block = (uint8_t *)free_lists[cls];
        free_lists[cls] = free_lists[cls]->next;
    } else {
        uint32_t bsize = 1u << (cls + MIN_SHIFT);
        if (rt_frame_heap_size - heap_used < bsize) {
            port_irq_restore(s);
            exhausted();
        }
        block = rt_frame_heap + heap_used;
        heap_used += bsize;
    }
    port_irq_restore(s);
    *(uint32_t *)block = (uint32_t)cls;
    return block + HEADER;
}

void rt_frame_free(void *frame) {
    if (!frame)
        return;
    uint8_t *block = (uint8_t *)frame - HEADER;
    uint32_t cls = *(uint32_t *)block;
    if (cls >= NCLASSES)
        rt_fatal_cstr("rt_frame_free: not a frame");
    uint32_t s = port_irq_save();
    ((free_block *)block)->next = free_lists[cls];
    free_lists[cls] = (free_block *)block;
    port_irq_restore(s);
}

/* bytes of the frame buffer carved so far (for tests and size reports) */
uint32_t rt_frame_heap_used(void) { return heap_used; }
