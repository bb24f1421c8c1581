#import <ZIKRouter/ZIKRouter.h>

@protocol ZIKLoginViewInput <ZIKViewRoutable>
@end

@protocol ZIKLoginModuleInput <ZIKViewModuleRoutable>
@end

@protocol ZIKWebLoginViewInput <ZIKViewRoutable>
@end

typedef NS_ENUM(NSInteger, ZIKLoginFlow) {
    ZIKLoginFlowClassic,
    ZIKLoginFlowWeb,
};
