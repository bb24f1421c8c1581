//
//  NewsBaseViewController.h
//  NewsUI
//
//  Base of every screen: images come from the SDWebImage pod.
//

#import <ZIKRouter/ZIKClassCapabilities.h>
#import <SDWebImage/SDWebImageManager.h>

NS_ASSUME_NONNULL_BEGIN

@interface NewsBaseViewController : XXViewController <SDWebImageManagerDelegate>
- (void)loadImageWithURL:(NSURL *)url;
@end

NS_ASSUME_NONNULL_END
