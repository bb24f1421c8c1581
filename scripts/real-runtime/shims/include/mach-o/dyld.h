// No Mach-O images: ZIKRouter's image walks find nothing and it falls back to the runtime's class list.
#ifndef ZIKROUTER_SHIM_DYLD_H
#define ZIKROUTER_SHIM_DYLD_H
#include <stdint.h>
struct mach_header { uint32_t magic; };
struct mach_header_64 { uint32_t magic; };
static inline uint32_t _dyld_image_count(void) { return 0; }
static inline const struct mach_header *_dyld_get_image_header(uint32_t i) { (void)i; return 0; }
static inline const char *_dyld_get_image_name(uint32_t i) { (void)i; return 0; }
#endif
