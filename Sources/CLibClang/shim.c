// CLibClang exists for the *types* of libclang's C API (copies of LLVM 14's clang-c headers,
// Apache-2.0 WITH LLVM-exception: see LICENSE.TXT and each header's notice). No function
// declared in the headers is ever linked: RouteGenCore's ObjCScanner/LibClang.swift loads
// libclang with dlopen at run time and looks every function up with dlsym, so routegen builds
// on machines without libclang and only Objective-C scanning needs it.
#define _GNU_SOURCE 1
#include <dlfcn.h>
#include "routegen_dl.h"

const char *routegen_image_path_containing(const void *address) {
    // Glibc declares dladdr only under _GNU_SOURCE, which Swift's Glibc module does not set.
    Dl_info info;
    if (address == 0 || dladdr(address, &info) == 0) return 0;
    return info.dli_fname;
}
