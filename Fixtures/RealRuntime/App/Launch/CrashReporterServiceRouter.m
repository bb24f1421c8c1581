#import "CrashReporterServiceRouter.h"
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@interface CrashReporter : NSObject <CrashReporterInput, ZIKRoutableService>
@end

@implementation CrashReporter {
    BOOL _installed;
}

- (void)install {
    _installed = YES;
}

- (BOOL)isInstalled {
    return _installed;
}

@end

@implementation CrashReporterServiceRouter

+ (void)registerRoutableDestination {
    [self registerExclusiveService:[CrashReporter class]];
    [self registerServiceProtocol:ZIKRoutable(CrashReporterInput)];
}

- (nullable id)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    static CrashReporter *shared;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ shared = [[CrashReporter alloc] init]; });
    return shared;
}

@end
