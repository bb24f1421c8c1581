#import "CartService.h"

@implementation CartService {
    NSMutableArray<NSString *> *_items;
}

- (instancetype)init {
    if (self = [super init]) {
        _items = [NSMutableArray array];
    }
    return self;
}

- (NSUInteger)itemCount {
    return _items.count;
}

- (void)addItemWithSKU:(NSString *)sku {
    [_items addObject:sku];
}

@end
