//
//  ShopBaseViewController.h
//  ShopUI
//
//  Every list screen of the shop shows an empty state from the DZNEmptyDataSet pod.
//

#import <ZIKRouter/ZIKClassCapabilities.h>
#import <DZNEmptyDataSet/UIScrollView+EmptyDataSet.h>

NS_ASSUME_NONNULL_BEGIN

@interface ShopBaseViewController : XXViewController <DZNEmptyDataSetSource, DZNEmptyDataSetDelegate>
@property (nonatomic, copy, nullable) NSString *emptyTitle;
@end

NS_ASSUME_NONNULL_END
