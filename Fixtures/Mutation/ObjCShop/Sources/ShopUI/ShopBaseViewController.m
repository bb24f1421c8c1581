//
//  ShopBaseViewController.m
//  ShopUI
//

#import "ShopBaseViewController.h"

@implementation ShopBaseViewController

- (nullable NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
    return self.emptyTitle ? [[NSAttributedString alloc] initWithString:self.emptyTitle] : nil;
}

- (BOOL)emptyDataSetShouldDisplay:(UIScrollView *)scrollView {
    return YES;
}

@end
