// The CoreFoundation and Protocol shims against the behaviour ZIKRouter relies on, call by call: every
// CF function and callback combination ZIKRouter 1.1.1 uses (grep its sources for "CF"), and the bridged
// NSDictionary / NSSet reads it does after them. A wrong answer here would hide or invent a registration.
#import <Foundation/Foundation.h>
#import <CoreFoundation/CoreFoundation.h>
#import <objc/runtime.h>
#import "RRTest.h"

@protocol ShimTestProtocolA <NSObject>
@end
@protocol ShimTestProtocolB <ShimTestProtocolA>
@end
@interface ShimTestKeyClass : NSObject
@end
@implementation ShimTestKeyClass
@end
@interface ShimTestOtherClass : NSObject
@end
@implementation ShimTestOtherClass
@end

static int factoryA(void) { return 1; }
static int factoryB(void) { return 2; }

// A weak reference outlives the last strong one only if the collection retained the object.
static BOOL retainedBy(void (^store)(id object)) {
    __weak id weak;
    @autoreleasepool {
        NSObject *object = [NSObject new];
        weak = object;
        store(object);
    }
    return weak != nil;
}

static void testIdentityDictionary(void) {
    // ZIKRouter's class- and protocol-keyed maps: NULL key and value callbacks.
    CFMutableDictionaryRef map = CFDictionaryCreateMutable(kCFAllocatorDefault, 0, NULL, NULL);
    Class key = [ShimTestKeyClass class];
    RRCheck(@"cf.identity.absent-key-is-NULL", CFDictionaryGetValue(map, (__bridge const void *)key) == NULL);
    RRCheck(@"cf.identity.absent-key-not-contained", !CFDictionaryContainsKey(map, (__bridge const void *)key));

    CFDictionaryAddValue(map, (__bridge const void *)key, (__bridge const void *)[ShimTestOtherClass class]);
    RRCheck(@"cf.identity.add-then-get", CFDictionaryGetValue(map, (__bridge const void *)key) == (__bridge const void *)[ShimTestOtherClass class]);
    RRCheck(@"cf.identity.add-then-contains", CFDictionaryContainsKey(map, (__bridge const void *)key));

    CFDictionaryAddValue(map, (__bridge const void *)key, (__bridge const void *)[NSObject class]);
    RRCheck(@"cf.identity.add-keeps-existing-value", CFDictionaryGetValue(map, (__bridge const void *)key) == (__bridge const void *)[ShimTestOtherClass class]);

    CFDictionarySetValue(map, (__bridge const void *)key, (__bridge const void *)[NSObject class]);
    RRCheck(@"cf.identity.set-replaces-value", CFDictionaryGetValue(map, (__bridge const void *)key) == (__bridge const void *)[NSObject class]);

    // Equal but distinct objects are distinct keys without callbacks.
    NSString *s1 = [NSString stringWithFormat:@"%@", @"same"];
    NSMutableString *s2 = [NSMutableString stringWithString:@"same"];
    CFDictionarySetValue(map, (__bridge const void *)s1, (__bridge const void *)[ShimTestKeyClass class]);
    RRCheck(@"cf.identity.equal-object-is-another-key", CFDictionaryGetValue(map, (__bridge const void *)s2) == NULL);
    RRCheck(@"cf.identity.same-object-is-the-key", CFDictionaryGetValue(map, (__bridge const void *)s1) == (__bridge const void *)[ShimTestKeyClass class]);

    // Protocol keys (destinationProtocolToRouterMap): one protocol, one entry.
    CFDictionarySetValue(map, (__bridge const void *)@protocol(ShimTestProtocolA), (__bridge const void *)[ShimTestKeyClass class]);
    RRCheck(@"cf.identity.protocol-key", CFDictionaryGetValue(map, (__bridge const void *)@protocol(ShimTestProtocolA)) == (__bridge const void *)[ShimTestKeyClass class]);
    RRCheck(@"cf.identity.other-protocol-absent", CFDictionaryGetValue(map, (__bridge const void *)@protocol(ShimTestProtocolB)) == NULL);

    // Function pointers as values (…ToFactoryMap): stored and returned as is, never messaged.
    CFDictionarySetValue(map, (__bridge const void *)[ShimTestOtherClass class], (const void *)factoryA);
    RRCheck(@"cf.identity.function-pointer-value", CFDictionaryGetValue(map, (__bridge const void *)[ShimTestOtherClass class]) == (const void *)factoryA);

    RRCheck(@"cf.identity.values-not-retained", !retainedBy(^(id object) {
        CFDictionarySetValue(map, (__bridge const void *)[NSObject class], (__bridge const void *)object);
    }));
    CFDictionarySetValue(map, (__bridge const void *)[NSObject class], (__bridge const void *)[NSObject class]);
}

static void testStringKeyDictionary(void) {
    // identifierToRouterMap and the other identifier maps, and adapterToAdapteeMap (protocol keys):
    // kCFTypeDictionaryKeyCallBacks, NULL value callbacks.
    CFMutableDictionaryRef map = CFDictionaryCreateMutable(kCFAllocatorDefault, 0, &kCFTypeDictionaryKeyCallBacks, NULL);
    NSString *stored = [NSString stringWithFormat:@"com.example.%@", @"login"];
    NSMutableString *asked = [NSMutableString stringWithString:@"com.example.login"];
    CFDictionaryAddValue(map, (__bridge CFStringRef)stored, (__bridge const void *)[ShimTestKeyClass class]);
    RRCheck(@"cf.typekeys.equal-string-finds-value", CFDictionaryGetValue(map, (__bridge CFStringRef)asked) == (__bridge const void *)[ShimTestKeyClass class]);
    RRCheck(@"cf.typekeys.equal-string-contained", CFDictionaryContainsKey(map, (__bridge CFStringRef)asked));
    RRCheck(@"cf.typekeys.other-string-absent", CFDictionaryGetValue(map, (__bridge CFStringRef)@"com.example.logout") == NULL);
    CFDictionaryAddValue(map, (__bridge CFStringRef)asked, (__bridge const void *)[ShimTestOtherClass class]);
    RRCheck(@"cf.typekeys.add-equal-key-keeps-value", CFDictionaryGetValue(map, (__bridge CFStringRef)stored) == (__bridge const void *)[ShimTestKeyClass class]);
    CFDictionarySetValue(map, (__bridge CFStringRef)asked, (__bridge const void *)[ShimTestOtherClass class]);
    RRCheck(@"cf.typekeys.set-equal-key-replaces", CFDictionaryGetValue(map, (__bridge CFStringRef)stored) == (__bridge const void *)[ShimTestOtherClass class]);
    RRCheck(@"cf.typekeys.one-entry-per-equal-key", ((__bridge NSDictionary *)map).count == 1);
    RRCheck(@"cf.typekeys.keys-retained", retainedBy(^(id object) {
        CFDictionarySetValue(map, (__bridge const void *)object, (__bridge const void *)[ShimTestKeyClass class]);
    }));

    CFMutableDictionaryRef adapters = CFDictionaryCreateMutable(kCFAllocatorDefault, 0, &kCFTypeDictionaryKeyCallBacks, NULL);
    CFDictionarySetValue(adapters, (__bridge const void *)@protocol(ShimTestProtocolB), (__bridge const void *)@protocol(ShimTestProtocolA));
    RRCheck(@"cf.typekeys.protocol-key", CFDictionaryGetValue(adapters, (__bridge const void *)@protocol(ShimTestProtocolB)) == (__bridge const void *)@protocol(ShimTestProtocolA));
    RRCheck(@"cf.typekeys.other-protocol-absent", CFDictionaryGetValue(adapters, (__bridge const void *)@protocol(ShimTestProtocolA)) == NULL);
}

static void testRetainedValueDictionary(void) {
    // destinationToRoutersMap and the _check_ maps: NULL key callbacks, kCFType value callbacks, whose
    // values are CFSets read back through (__bridge NSDictionary *) enumeration.
    CFMutableDictionaryRef map = CFDictionaryCreateMutable(kCFAllocatorDefault, 0, NULL, &kCFTypeDictionaryValueCallBacks);
    RRCheck(@"cf.typevalues.values-retained", retainedBy(^(id object) {
        CFDictionarySetValue(map, (__bridge const void *)[NSObject class], (__bridge const void *)object);
    }));
    CFMutableSetRef routers = CFSetCreateMutable(kCFAllocatorDefault, 0, NULL);
    CFDictionarySetValue(map, (__bridge const void *)[ShimTestKeyClass class], routers);
    CFSetAddValue(routers, (__bridge const void *)[ShimTestOtherClass class]);
    CFMutableSetRef found = (CFMutableSetRef)CFDictionaryGetValue(map, (__bridge const void *)[ShimTestKeyClass class]);
    RRCheck(@"cf.typevalues.set-value-is-the-set", found == routers);
    RRCheck(@"cf.typevalues.set-value-sees-later-adds", CFSetContainsValue(found, (__bridge const void *)[ShimTestOtherClass class]));

    NSDictionary *bridged = (__bridge NSDictionary *)map;
    RRCheck(@"cf.bridge.dictionary-count", bridged.count == 2);
    __block NSUInteger visits = 0;
    __block BOOL sawSet = NO;
    [bridged enumerateKeysAndObjectsUsingBlock:^(id key, id value, BOOL *stop) {
        visits++;
        if (key == (id)[ShimTestKeyClass class]) sawSet = [(NSSet *)value containsObject:[ShimTestOtherClass class]];
    }];
    RRCheck(@"cf.bridge.dictionary-enumerates-every-pair", visits == 2 && sawSet);
    RRCheck(@"cf.bridge.dictionary-objectForKey", [bridged objectForKey:(id)[ShimTestKeyClass class]] == (__bridge id)routers);
    RRCheck(@"cf.bridge.dictionary-is-NSDictionary", [bridged isKindOfClass:[NSDictionary class]]);
}

static void testSet(void) {
    // _factoryBlocks, runtimeFactoryDestinationClasses and the per-router sets: NULL callbacks.
    CFMutableSetRef set = CFSetCreateMutable(kCFAllocatorDefault, 0, NULL);
    RRCheck(@"cf.set.absent", !CFSetContainsValue(set, (__bridge const void *)[ShimTestKeyClass class]));
    CFSetAddValue(set, (__bridge const void *)[ShimTestKeyClass class]);
    CFSetAddValue(set, (__bridge const void *)[ShimTestKeyClass class]);
    CFSetAddValue(set, (__bridge const void *)@protocol(ShimTestProtocolA));
    RRCheck(@"cf.set.contains-class", CFSetContainsValue(set, (__bridge const void *)[ShimTestKeyClass class]));
    RRCheck(@"cf.set.contains-protocol", CFSetContainsValue(set, (__bridge const void *)@protocol(ShimTestProtocolA)));
    RRCheck(@"cf.set.other-protocol-absent", !CFSetContainsValue(set, (__bridge const void *)@protocol(ShimTestProtocolB)));
    RRCheck(@"cf.set.adding-twice-keeps-one", ((__bridge NSSet *)set).count == 2);

    NSString *s1 = [NSString stringWithFormat:@"%@", @"same"];
    NSMutableString *s2 = [NSMutableString stringWithString:@"same"];
    CFSetAddValue(set, (__bridge const void *)s1);
    RRCheck(@"cf.set.identity-not-equality", !CFSetContainsValue(set, (__bridge const void *)s2));

    // Blocks go in with CFBridgingRetain and come out as function-pointer-sized keys.
    CFMutableSetRef blocks = CFSetCreateMutable(kCFAllocatorDefault, 0, NULL);
    __weak id weakBlock;
    const void *blockKey;
    @autoreleasepool {
        int captured = 42;
        id block = [^int(void) { return captured; } copy];
        weakBlock = block;
        blockKey = CFBridgingRetain(block);
        CFSetAddValue(blocks, blockKey);
    }
    RRCheck(@"cf.set.CFBridgingRetain-retains", weakBlock != nil);
    RRCheck(@"cf.set.contains-block", CFSetContainsValue(blocks, blockKey));
    RRCheck(@"cf.set.function-pointer-absent", !CFSetContainsValue(blocks, (const void *)factoryA));
    CFSetAddValue(blocks, (const void *)factoryB);
    RRCheck(@"cf.set.contains-function-pointer", CFSetContainsValue(blocks, (const void *)factoryB));
    RRCheck(@"cf.set.values-not-retained", !retainedBy(^(id object) {
        CFSetAddValue(blocks, (__bridge const void *)object);
    }));

    CFMutableSetRef classes = CFSetCreateMutable(kCFAllocatorDefault, 0, NULL);
    CFSetAddValue(classes, (__bridge const void *)[ShimTestKeyClass class]);
    CFSetAddValue(classes, (__bridge const void *)[ShimTestOtherClass class]);
    NSSet *bridged = (__bridge NSSet *)classes;
    RRCheck(@"cf.bridge.set-is-NSSet", [bridged isKindOfClass:[NSSet class]]);
    RRCheck(@"cf.bridge.set-count", bridged.count == 2);
    id any = [bridged anyObject];
    RRCheck(@"cf.bridge.set-anyObject", any == (id)[ShimTestKeyClass class] || any == (id)[ShimTestOtherClass class]);
    NSMutableSet *seen = [NSMutableSet set];
    for (Class c in bridged) [seen addObject:c];
    RRCheck(@"cf.bridge.set-fast-enumeration", seen.count == 2 && [seen containsObject:[ShimTestKeyClass class]] && [seen containsObject:[ShimTestOtherClass class]]);
    __block NSUInteger visits = 0;
    [bridged enumerateObjectsUsingBlock:^(id obj, BOOL *stop) { visits++; }];
    RRCheck(@"cf.bridge.set-enumerateObjectsUsingBlock", visits == 2);
    NSMutableSet *union_ = [NSMutableSet set];
    [union_ unionSet:bridged];
    RRCheck(@"cf.bridge.set-unionSet", union_.count == 2);
    RRCheck(@"cf.bridge.set-containsObject", [bridged containsObject:[ShimTestOtherClass class]] && ![bridged containsObject:[NSObject class]]);

    CFMutableSetRef empty = CFSetCreateMutable(kCFAllocatorDefault, 0, NULL);
    RRCheck(@"cf.bridge.empty-set", ((__bridge NSSet *)empty).count == 0 && [(__bridge NSSet *)empty anyObject] == nil);
    RRCheck(@"cf.bridge.NULL-set-is-nil", ((__bridge NSSet *)(CFSetRef)NULL).count == 0);
}

static void testConstants(void) {
    RRCheck(@"cf.kCFBundleNameKey", [(__bridge NSString *)kCFBundleNameKey isEqualToString:@"CFBundleName"]);
}

static void testProtocolShim(void) {
    Protocol *a = @protocol(ShimTestProtocolA);
    Protocol *b = @protocol(ShimTestProtocolB);
    Class protocolClass = [(id)@protocol(NSObject) class];
    RRCheck(@"protocol.class", protocolClass != Nil && [(id)a isKindOfClass:protocolClass]);
    RRCheck(@"protocol.not-kind-of-NSObject", ![(id)a isKindOfClass:[NSObject class]]);
    RRCheck(@"protocol.isEqual-self", [(id)a isEqual:a]);
    RRCheck(@"protocol.not-equal-other", ![(id)a isEqual:b] && ![(id)a isEqual:@"ShimTestProtocolA"]);
    RRCheck(@"protocol.description-names-it", [[(id)a description] rangeOfString:@"ShimTestProtocolA"].location != NSNotFound);
    NSMutableSet *set = [NSMutableSet setWithObjects:a, b, a, nil];
    RRCheck(@"protocol.in-NSSet", set.count == 2 && [set containsObject:a]);
    NSMutableDictionary *dict = [NSMutableDictionary dictionary];
    dict[NSStringFromProtocol(a)] = a;
    RRCheck(@"protocol.as-NSDictionary-value", dict[@"ShimTestProtocolA"] == a);
    NSString *formatted = [NSString stringWithFormat:@"%@", a];
    RRCheck(@"protocol.format-%@", [formatted rangeOfString:@"ShimTestProtocolA"].location != NSNotFound);
    RRCheck(@"protocol.conformance-walk", protocol_conformsToProtocol(b, a) && !protocol_conformsToProtocol(a, b));
    RRCheck(@"protocol.respondsToSelector", [(id)a respondsToSelector:@selector(hash)] && ![(id)a respondsToSelector:@selector(count)]);
}

int main(void) {
    @autoreleasepool {
        testIdentityDictionary();
        testStringKeyDictionary();
        testRetainedValueDictionary();
        testSet();
        testConstants();
        testProtocolShim();
    }
    return RRFailures == 0 ? 0 : 1;
}
