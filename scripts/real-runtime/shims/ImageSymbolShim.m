// ZIKImageSymbol reads Mach-O symbol tables (ZIKImageSymbol.mm, ZIKFindSymbol.cpp), which ELF does not
// have. ZIKRouter's registry calls +symbolNameForAddress: only to name a factory function in an assertion
// message, and the other methods only for Swift types; this implements ZIKRouter's own header with dladdr.
#import "ZIKImageSymbol.h"
#include <dlfcn.h>

#if DEBUG
@implementation ZIKImageSymbol
+ (ZIKImageRef)imageByName:(const char *)file { return NULL; }
+ (void)enumerateImages:(BOOL (^)(ZIKImageRef image, NSString *path))handler {}
+ (void *)findSymbolInImage:(ZIKImageRef)image name:(const char *)symbolName { return NULL; }
+ (void *)findSymbolInImage:(ZIKImageRef)image matching:(BOOL (^)(const char *symbolName))matchingBlock { return NULL; }
+ (NSString *)symbolNameForAddress:(void *)address {
    Dl_info info;
    if (address == NULL || dladdr(address, &info) == 0 || info.dli_sname == NULL) return nil;
    return [NSString stringWithUTF8String:info.dli_sname];
}
+ (NSString *)imagePathForAddress:(void *)address {
    Dl_info info;
    if (address == NULL || dladdr(address, &info) == 0 || info.dli_fname == NULL) return nil;
    return [NSString stringWithUTF8String:info.dli_fname];
}
@end
#endif
