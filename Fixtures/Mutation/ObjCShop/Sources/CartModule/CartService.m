//
//  CartService.m
//  CartModule
//

#import "CartService.h"

@implementation CartService {
    NSMutableArray<NSString *> *_items;
}

- (instancetype)initWithStoreID:(nullable NSString *)storeID {
    if ((self = [super init])) {
        _items = [NSMutableArray array];
    }
    return self;
}

- (NSArray<NSString *> *)items {
    return [_items copy];
}

- (BOOL)needsLogin {
    return YES;
}

- (void)addItem:(NSString *)productID {
    [_items addObject:productID];
}

@end
