#ifndef ZIKROUTER_SHIM_GETSECT_H
#define ZIKROUTER_SHIM_GETSECT_H
#include <stdint.h>
#include <mach-o/dyld.h>
struct section { uint32_t offset; uint32_t size; };
struct section_64 { uint32_t offset; uint64_t size; };
static inline const struct section *getsectbynamefromheader(const struct mach_header *mh, const char *seg,
                                                             const char *sect) {
    (void)mh; (void)seg; (void)sect; return 0;
}
static inline const struct section_64 *getsectbynamefromheader_64(const struct mach_header_64 *mh,
                                                                   const char *seg, const char *sect) {
    (void)mh; (void)seg; (void)sect; return 0;
}
#endif
