//
//  AboutViewController.h
//  ObjCShop
//

#import <ZIKRouter/ZIKClassCapabilities.h>

NS_ASSUME_NONNULL_BEGIN

@interface AboutViewController : XXViewController <ZIKRoutableView, AboutViewInput>
@end

NS_ASSUME_NONNULL_END
