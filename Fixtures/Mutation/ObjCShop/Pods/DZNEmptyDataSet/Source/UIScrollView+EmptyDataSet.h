//
//  UIScrollView+EmptyDataSet.h
//  DZNEmptyDataSet (spec-repository pod; a shortened stand-in of the pod's public header)
//

#import <UIKit/UIKit.h>

@protocol DZNEmptyDataSetSource;
@protocol DZNEmptyDataSetDelegate;

@interface UIScrollView (EmptyDataSet)
@property (nonatomic, weak, nullable) IBOutlet id <DZNEmptyDataSetSource> emptyDataSetSource;
@property (nonatomic, weak, nullable) IBOutlet id <DZNEmptyDataSetDelegate> emptyDataSetDelegate;
- (void)reloadEmptyDataSet;
@end

@protocol DZNEmptyDataSetSource <NSObject>
@optional
- (nullable NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView;
- (nullable UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView;
@end

@protocol DZNEmptyDataSetDelegate <NSObject>
@optional
- (BOOL)emptyDataSetShouldDisplay:(UIScrollView *)scrollView;
@end
