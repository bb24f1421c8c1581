#import <ZIKRouter/ZIKViewRouter.h>

/// In a folder of headers only, beside no compiled file: found through the header map.
@protocol HMSettingsViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *section;
@end
