#import <ZIKRouter/ZIKRouter.h>

@protocol SettingsViewInput <ZIKViewRoutable>
@property (nonatomic, assign) BOOL showsAdvanced;
@end
