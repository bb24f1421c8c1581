#import <AppKit/AppKit.h>

@implementation NSResponder
@end

@implementation NSApplication
+ (instancetype)sharedApplication {
    static NSApplication *shared;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ shared = [self new]; });
    return shared;
}
@end

@implementation NSView
@end

@implementation NSViewController
@end

@implementation NSWindow
@end

@implementation NSStoryboard
+ (instancetype)storyboardWithName:(NSString *)name bundle:(NSBundle *)storyboardBundleOrNil {
    return [self new];
}
@end

@implementation NSStoryboardSegue
@end

@implementation NSTabViewController
@end

@implementation NSSplitViewController
@end

@implementation NSPageController
@end
