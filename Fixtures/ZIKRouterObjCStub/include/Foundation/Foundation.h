// Minimal stand-in for Foundation: just what ZIKRouter's stub headers and generated registry
// code need to pass `clang -fsyntax-only` on a machine without Apple SDKs.
#ifndef ROUTEGEN_STUB_FOUNDATION_H
#define ROUTEGEN_STUB_FOUNDATION_H

typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")

NS_ASSUME_NONNULL_BEGIN

@class NSString;

__attribute__((objc_root_class))
@interface NSObject
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;
+ (Class)class;
@end

@protocol NSObject
@end

@interface Protocol : NSObject
@end

@interface NSString : NSObject
@end

@interface NSURL : NSObject
+ (nullable instancetype)URLWithString:(NSString *)string;
@end

NS_ASSUME_NONNULL_END

#endif
