// libobjc2's Protocol is a root class (a subclass of Object) without NSObject's methods. ZIKRouter puts
// protocols in NSSet and NSDictionary, formats them with %@ and asks [protocol isKindOfClass:], as it may on
// Apple's runtime, where Protocol inherits from NSObject. These methods give protocols that behaviour.
// Compiled without ARC: ARC refuses to declare -retain-family methods and Protocol needs none of its help.
#import <Foundation/Foundation.h>
#import <objc/runtime.h>
#import <objc/Protocol.h>

@implementation Protocol (ZIKRouterLinuxShim)
- (Class)class { return object_getClass(self); }
- (BOOL)isKindOfClass:(Class)aClass {
    for (Class c = object_getClass(self); c != Nil; c = class_getSuperclass(c)) {
        if (c == aClass) return YES;
    }
    return NO;
}
- (BOOL)isMemberOfClass:(Class)aClass { return object_getClass(self) == aClass; }
// Apple's -[Protocol isEqual:] compares the protocols (protocol_isEqual), not only the pointers.
- (BOOL)isEqual:(id)other {
    if ((id)self == other) return YES;
    if (other == nil || ![other isKindOfClass:objc_getClass("Protocol")]) return NO;
    return protocol_isEqual(self, (Protocol *)other);
}
- (NSUInteger)hash { return [[NSString stringWithUTF8String:protocol_getName(self)] hash]; }
- (NSString *)description { return [NSString stringWithFormat:@"<Protocol: %s>", protocol_getName(self)]; }
- (BOOL)respondsToSelector:(SEL)aSelector { return class_respondsToSelector(object_getClass(self), aSelector); }
- (IMP)methodForSelector:(SEL)aSelector { return class_getMethodImplementation(object_getClass(self), aSelector); }
- (id)autorelease { return self; }
- (BOOL)isProxy { return NO; }
@end
