// CoreFoundation collections for ZIKRouter on GNUstep, over NSMapTable and NSHashTable.
// A dictionary or set is an NSDictionary / NSSet subclass, so ZIKRouter's __bridge casts followed by
// -enumerateKeysAndObjectsUsingBlock:, -anyObject, -count or for…in read the same entries the CF calls
// wrote. Entries are read and written as raw pointers (NSMapGet, NSHashGet): ZIKRouter stores function
// pointers as values, which must never be retained or messaged.
#import <Foundation/Foundation.h>
#import <CoreFoundation/CoreFoundation.h>
#include <stdio.h>
#include <stdlib.h>

const CFDictionaryKeyCallBacks kCFTypeDictionaryKeyCallBacks = {0};
const CFDictionaryValueCallBacks kCFTypeDictionaryValueCallBacks = {0};
const CFStringRef kCFBundleNameKey = (__bridge CFStringRef)@"CFBundleName";

static void unsupported(const char *what) {
    fprintf(stderr, "CoreFoundation shim: %s is not supported (ZIKRouter 1.1.1 does not use it)\n", what);
    abort();
}

// NULL callbacks: identity and no retain. kCFType callbacks: -isEqual:/-hash and a retain, as CFEqual,
// CFHash and CFRetain do for Objective-C objects.
static NSPointerFunctionsOptions keyOptions(const CFDictionaryKeyCallBacks *callBacks) {
    if (callBacks == NULL) return NSPointerFunctionsOpaqueMemory | NSPointerFunctionsOpaquePersonality;
    if (callBacks == &kCFTypeDictionaryKeyCallBacks) return NSPointerFunctionsStrongMemory | NSPointerFunctionsObjectPersonality;
    unsupported("a custom CFDictionaryKeyCallBacks");
    return 0;
}

static NSPointerFunctionsOptions valueOptions(const CFDictionaryValueCallBacks *callBacks) {
    if (callBacks == NULL) return NSPointerFunctionsOpaqueMemory | NSPointerFunctionsOpaquePersonality;
    if (callBacks == &kCFTypeDictionaryValueCallBacks) return NSPointerFunctionsStrongMemory | NSPointerFunctionsObjectPersonality;
    unsupported("a custom CFDictionaryValueCallBacks");
    return 0;
}

@interface ZIKShimCFDictionary : NSDictionary {
@public
    NSMapTable *_table;
}
@end

@implementation ZIKShimCFDictionary
- (NSUInteger)count { return [_table count]; }
- (id)objectForKey:(id)key { return (__bridge id)NSMapGet(_table, (__bridge const void *)key); }
- (NSEnumerator *)keyEnumerator { return [_table keyEnumerator]; }
// GNUstep's collections leave fast enumeration to each concrete subclass.
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state
                                  objects:(__unsafe_unretained id [])buffer count:(NSUInteger)len {
    return [_table countByEnumeratingWithState:state objects:buffer count:len];
}
@end

@interface ZIKShimCFSet : NSSet {
@public
    NSHashTable *_table;
}
@end

@implementation ZIKShimCFSet
- (NSUInteger)count { return [_table count]; }
- (id)member:(id)object { return (__bridge id)NSHashGet(_table, (__bridge const void *)object); }
- (NSEnumerator *)objectEnumerator { return [_table objectEnumerator]; }
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state
                                  objects:(__unsafe_unretained id [])buffer count:(NSUInteger)len {
    return [_table countByEnumeratingWithState:state objects:buffer count:len];
}
@end

static NSMapTable *table(CFDictionaryRef dict) {
    if (dict == NULL) unsupported("a NULL dictionary");
    return ((ZIKShimCFDictionary *)(__bridge id)dict)->_table;
}

static NSHashTable *hashTable(CFSetRef set) {
    if (set == NULL) unsupported("a NULL set");
    return ((ZIKShimCFSet *)(__bridge id)set)->_table;
}

CFMutableDictionaryRef CFDictionaryCreateMutable(CFAllocatorRef allocator, CFIndex capacity,
                                                 const CFDictionaryKeyCallBacks *keyCallBacks,
                                                 const CFDictionaryValueCallBacks *valueCallBacks) {
    if (allocator != kCFAllocatorDefault) unsupported("an allocator other than kCFAllocatorDefault");
    ZIKShimCFDictionary *dict = [ZIKShimCFDictionary new];
    dict->_table = [[NSMapTable alloc] initWithKeyOptions:keyOptions(keyCallBacks)
                                             valueOptions:valueOptions(valueCallBacks)
                                                 capacity:(NSUInteger)(capacity > 0 ? capacity : 0)];
    return (__bridge_retained CFMutableDictionaryRef)dict;
}

const void *CFDictionaryGetValue(CFDictionaryRef dict, const void *key) {
    return NSMapGet(table(dict), key);
}

Boolean CFDictionaryContainsKey(CFDictionaryRef dict, const void *key) {
    return NSMapMember(table(dict), key, NULL, NULL) ? true : false;
}

void CFDictionaryAddValue(CFMutableDictionaryRef dict, const void *key, const void *value) {
    // CF keeps the existing value; NSMapInsertIfAbsent does the same.
    NSMapInsertIfAbsent(table(dict), key, value);
}

void CFDictionarySetValue(CFMutableDictionaryRef dict, const void *key, const void *value) {
    NSMapInsert(table(dict), key, value);
}

CFMutableSetRef CFSetCreateMutable(CFAllocatorRef allocator, CFIndex capacity, const CFSetCallBacks *callBacks) {
    if (allocator != kCFAllocatorDefault) unsupported("an allocator other than kCFAllocatorDefault");
    if (callBacks != NULL) unsupported("CFSetCallBacks other than NULL");
    ZIKShimCFSet *set = [ZIKShimCFSet new];
    set->_table = [[NSHashTable alloc] initWithOptions:NSPointerFunctionsOpaqueMemory | NSPointerFunctionsOpaquePersonality
                                              capacity:(NSUInteger)(capacity > 0 ? capacity : 0)];
    return (__bridge_retained CFMutableSetRef)set;
}

Boolean CFSetContainsValue(CFSetRef set, const void *value) {
    return NSHashGet(hashTable(set), value) != NULL ? true : false;
}

void CFSetAddValue(CFMutableSetRef set, const void *value) {
    NSHashInsertIfAbsent(hashTable(set), value);
}
