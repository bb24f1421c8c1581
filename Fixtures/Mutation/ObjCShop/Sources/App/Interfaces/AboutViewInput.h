//
//  AboutViewInput.h
//  ObjCShop
//

#import <ZIKRouter/ZIKViewRouter.h>

NS_ASSUME_NONNULL_BEGIN

/// Declared for the settings screen of the next release; nothing requests it yet.
@protocol AboutViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *versionText;
@end

NS_ASSUME_NONNULL_END
