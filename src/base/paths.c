/* paths.c - where the project's trees are: the source tree (boards/, runtime-baremetal/lib) and the
 * build tree (the runtime archives and link.rsp per board). Both come from the CMake build
 * (COROGO_SOURCE_DIR, COROGO_BUILD_DIR), overridable with the environment variables COROGO_ROOT
 * and COROGO_BUILD. The loader (corogo's library packages) and the builder (boards, runtime) ask. */
#include <stdlib.h>

#include "corogo.h"

#ifndef COROGO_SOURCE_DIR
#define COROGO_SOURCE_DIR "."
#endif
#ifndef COROGO_BUILD_DIR
#define COROGO_BUILD_DIR "build"
#endif

const char *paths_root(void)
{
    const char *e = getenv("COROGO_ROOT");
    return e && *e ? e : COROGO_SOURCE_DIR;
}

const char *paths_build_dir(void)
{
    const char *e = getenv("COROGO_BUILD");
    return e && *e ? e : COROGO_BUILD_DIR;
}
