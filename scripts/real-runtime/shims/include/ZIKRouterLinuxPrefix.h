// Forced (-include) ahead of every ZIKRouter, shim and fixture file, the way an Xcode prefix header is.
// It supplies what Apple's SDK would have put in scope before ZIKRouter's own headers run.
#ifndef ZIKROUTER_LINUX_PREFIX_H
#define ZIKROUTER_LINUX_PREFIX_H

#ifdef __OBJC__
// GNUstep declares NSAssertionHandler's -handleFailureIn… methods noreturn; Apple's are not, and a test
// replaces the handler with one that records the failure and returns (as on Apple). Declared noreturn,
// the compiler may drop the code after every NSAssert, and returning would run into whatever follows.
#import <GNUstepBase/GSVersionMacros.h>
#undef GS_NORETURN_METHOD
#define GS_NORETURN_METHOD
#import <Foundation/Foundation.h>
#import <CoreFoundation/CoreFoundation.h>
#endif
#include <dispatch/dispatch.h>

// ZIKPlatformCapabilities.h stops with #error on an unknown platform; macOS's branch is the one whose
// UI symbols the AppKit stub provides.
#ifndef TARGET_OS_MAC
#define TARGET_OS_MAC 1
#endif

// GNUstep defines NS_UNAVAILABLE as nothing; Apple's makes the method unavailable, which is also what
// lets a class leave a declared-unavailable -init unimplemented without a warning.
#undef NS_UNAVAILABLE
#define NS_UNAVAILABLE __attribute__((unavailable))

// Apple annotations GNUstep does not define. They only inform Swift and the static analyser.
#ifndef FOUNDATION_EXTERN
#define FOUNDATION_EXTERN extern
#endif
#ifndef NS_REFINED_FOR_SWIFT
#define NS_REFINED_FOR_SWIFT
#endif
#ifndef NS_SWIFT_UNAVAILABLE
#define NS_SWIFT_UNAVAILABLE(msg)
#endif
#ifndef NS_SWIFT_NAME
#define NS_SWIFT_NAME(name)
#endif
#ifndef NS_REQUIRES_SUPER
#define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
#endif
#ifndef NS_EXTENSIBLE_STRING_ENUM
#define NS_EXTENSIBLE_STRING_ENUM
#endif
#ifndef NS_ENUM_DEPRECATED_IOS
#define NS_ENUM_DEPRECATED_IOS(...)
#endif
#ifndef API_DEPRECATED_WITH_REPLACEMENT
#define API_DEPRECATED_WITH_REPLACEMENT(...)
#endif
#ifndef __nullable
#define __nullable _Nullable
#endif
#ifndef __nonnull
#define __nonnull _Nonnull
#endif

#endif
