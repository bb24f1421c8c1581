//
//  ProductDetailViewController.m
//  ProductModule
//

#import "ProductDetailViewController.h"

@implementation ProductDetailViewController
@synthesize productID;

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = self.productID;
}

@end
