//
//  CartViewController.m
//  CartModule
//

#import "CartViewController.h"
#import "CartServiceInput.h"
#import <LoginModule/LoginViewInput.h>
#import <ProductModule/ProductDetailViewInput.h>

@interface CartViewController ()
@property (nonatomic, strong) id<CartServiceInput> cart;
@end

@implementation CartViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.emptyTitle = @"Your cart is empty";
    self.cart = [ZIKRouterToService(CartServiceInput) makeDestination];
}

- (NSInteger)itemCount {
    return self.cart.items.count;
}

- (void)reloadItems {
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.itemCount;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    return [UITableViewCell new];
}

- (void)checkout {
    if (self.cart.needsLogin) {
        [ZIKRouterToView(LoginViewInput) performPath:ZIKViewRoutePath.presentModallyFrom(self)];
        return;
    }
}

- (void)showProduct:(NSString *)productID {
    [ZIKRouterToView(ProductDetailViewInput) performPath:ZIKViewRoutePath.pushFrom(self)
                                             configuring:^(ZIKViewRouteConfiguration *config) {
        config.prepareDestination = ^(id<ProductDetailViewInput> destination) {
            destination.productID = productID;
        };
    }];
}

@end
