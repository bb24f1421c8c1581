// The part of CoreFoundation ZIKRouter 1.1.1 calls (every CF function and constant in its ServiceRouter
// sources), implemented in CoreFoundationShim.m over NSMapTable and NSHashTable. ZIKRouter's registries
// are CF collections read through __bridge casts as NSDictionary and NSSet, so each collection is an
// NSDictionary / NSSet subclass, and the types carry Apple's objc_bridge attributes for ARC's casts.
#ifndef ZIKROUTER_SHIM_COREFOUNDATION_H
#define ZIKROUTER_SHIM_COREFOUNDATION_H

#include <stdbool.h>

typedef signed long CFIndex;
typedef unsigned char Boolean;
typedef const void *CFTypeRef;
typedef const struct __CFAllocator *CFAllocatorRef;
typedef const struct __attribute__((objc_bridge(NSString))) __CFString *CFStringRef;
typedef const struct __attribute__((objc_bridge(NSDictionary))) __CFDictionary *CFDictionaryRef;
typedef struct __attribute__((objc_bridge_mutable(NSMutableDictionary))) __CFDictionary *CFMutableDictionaryRef;
typedef const struct __attribute__((objc_bridge(NSSet))) __CFSet *CFSetRef;
typedef struct __attribute__((objc_bridge_mutable(NSMutableSet))) __CFSet *CFMutableSetRef;

// ZIKRouter passes only NULL (pointer identity, nothing retained) or the kCFType callbacks (CFEqual and
// CFHash, i.e. -isEqual: and -hash, and retained); the shim tells them apart by address, so the fields
// are never read.
typedef struct { CFIndex version; const void *retain, *release, *copyDescription, *equal, *hash; } CFDictionaryKeyCallBacks;
typedef struct { CFIndex version; const void *retain, *release, *copyDescription, *equal; } CFDictionaryValueCallBacks;
typedef struct { CFIndex version; const void *retain, *release, *copyDescription, *equal, *hash; } CFSetCallBacks;

extern const CFDictionaryKeyCallBacks kCFTypeDictionaryKeyCallBacks;
extern const CFDictionaryValueCallBacks kCFTypeDictionaryValueCallBacks;
#define kCFAllocatorDefault ((CFAllocatorRef)0)
extern const CFStringRef kCFBundleNameKey;

#ifdef __cplusplus
extern "C" {
#endif
// Audited, as Apple's CF headers are: ARC then treats results as +0 and lets ZIKRouter assign them to
// object pointers without a bridge, as it does throughout.
#pragma clang arc_cf_code_audited begin
CFMutableDictionaryRef CFDictionaryCreateMutable(CFAllocatorRef allocator, CFIndex capacity,
                                                 const CFDictionaryKeyCallBacks *keyCallBacks,
                                                 const CFDictionaryValueCallBacks *valueCallBacks);
const void *CFDictionaryGetValue(CFDictionaryRef dict, const void *key);
Boolean CFDictionaryContainsKey(CFDictionaryRef dict, const void *key);
void CFDictionaryAddValue(CFMutableDictionaryRef dict, const void *key, const void *value);
void CFDictionarySetValue(CFMutableDictionaryRef dict, const void *key, const void *value);

CFMutableSetRef CFSetCreateMutable(CFAllocatorRef allocator, CFIndex capacity, const CFSetCallBacks *callBacks);
Boolean CFSetContainsValue(CFSetRef set, const void *value);
void CFSetAddValue(CFMutableSetRef set, const void *value);
#pragma clang arc_cf_code_audited end
#ifdef __cplusplus
}
#endif

#if defined(__OBJC__)
#if __has_feature(objc_arc)
static inline CFTypeRef CFBridgingRetain(id X) { return (__bridge_retained CFTypeRef)X; }
#else
static inline CFTypeRef CFBridgingRetain(id X) { return X ? (CFTypeRef)[X retain] : 0; }
#endif
#endif

#endif
