// The AppKit stand-in's implementations (AppKit/AppKit.h says why it exists). Properties are stored;
// every method ZIKRouter calls or swizzles exists, so that ZIKRouter's +load finds each method it
// replaces, and does nothing: no test here presents, adds or shows a view, it only makes them.
#import <AppKit/AppKit.h>

NSNotificationName const NSWindowWillCloseNotification = @"NSWindowWillCloseNotification";

@implementation NSResponder
- (instancetype)init {
    return [super init];
}
- (nullable instancetype)initWithCoder:(NSCoder *)coder {
    return [super init];
}
- (void)encodeWithCoder:(NSCoder *)coder {
}
@end

@implementation NSApplication
+ (NSApplication *)sharedApplication {
    static NSApplication *shared;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ shared = [self new]; });
    return shared;
}
- (NSArray<NSWindow *> *)windows {
    return @[];
}
@end

@implementation NSView
- (instancetype)initWithFrame:(NSRect)frameRect {
    return [super init];
}
- (NSView *)superview {
    return nil;
}
- (NSArray<NSView *> *)subviews {
    return @[];
}
- (NSWindow *)window {
    return nil;
}
- (void)addSubview:(NSView *)view {
}
- (void)removeFromSuperview {
}
- (void)viewWillMoveToSuperview:(NSView *)newSuperview {
}
- (void)viewDidMoveToSuperview {
}
- (void)viewWillMoveToWindow:(NSWindow *)newWindow {
}
- (void)viewDidMoveToWindow {
}
@end

@implementation NSViewController
@synthesize view = _view;
- (instancetype)initWithNibName:(NSString *)nibNameOrNil bundle:(NSBundle *)nibBundleOrNil {
    return [super init];
}
- (BOOL)isViewLoaded {
    return _view != nil;
}
- (NSStoryboard *)storyboard {
    return nil;
}
- (NSViewController *)parentViewController {
    return nil;
}
- (NSArray<NSViewController *> *)presentedViewControllers {
    return nil;
}
- (NSViewController *)presentingViewController {
    return nil;
}
- (void)viewDidLoad {
}
- (void)viewWillAppear {
}
- (void)viewDidAppear {
}
- (void)viewWillDisappear {
}
- (void)viewDidDisappear {
}
- (void)presentViewController:(NSViewController *)viewController animator:(id<NSViewControllerPresentationAnimator>)animator {
}
- (void)presentViewControllerAsSheet:(NSViewController *)viewController {
}
- (void)presentViewControllerAsModalWindow:(NSViewController *)viewController {
}
- (void)presentViewController:(NSViewController *)viewController
      asPopoverRelativeToRect:(NSRect)positioningRect
                       ofView:(NSView *)positioningView
                preferredEdge:(NSRectEdge)preferredEdge
                     behavior:(NSPopoverBehavior)behavior {
}
- (void)dismissViewController:(NSViewController *)viewController {
}
- (void)dismissController:(id)sender {
}
- (void)addChildViewController:(NSViewController *)childViewController {
}
- (void)removeFromParentViewController {
}
- (void)prepareForSegue:(NSStoryboardSegue *)segue sender:(id)sender {
}
- (void)performSegueWithIdentifier:(NSString *)identifier sender:(id)sender {
}
@end

@implementation NSTabViewItem
@end

@implementation NSSplitViewItem
@end

@implementation NSTabViewController
@end

@implementation NSSplitViewController
@end

@implementation NSPageController
- (NSViewController *)selectedViewController {
    return nil;
}
@end

@implementation NSWindow
+ (instancetype)windowWithContentViewController:(NSViewController *)contentViewController {
    NSWindow *window = [self new];
    window.contentViewController = contentViewController;
    return window;
}
- (void)close {
}
@end

@implementation NSWindowController
- (instancetype)initWithWindow:(NSWindow *)window {
    if (self = [super init]) {
        _window = window;
    }
    return self;
}
- (void)showWindow:(id)sender {
}
- (void)close {
}
@end

@implementation NSStoryboard
+ (instancetype)storyboardWithName:(NSString *)name bundle:(NSBundle *)storyboardBundleOrNil {
    return [self new];
}
- (id)instantiateInitialController {
    return nil;
}
- (id)instantiateControllerWithIdentifier:(NSString *)identifier {
    return [NSViewController new];
}
@end

@implementation NSStoryboardSegue
- (instancetype)initWithIdentifier:(NSString *)identifier source:(id)sourceController destination:(id)destinationController {
    if (self = [super init]) {
        _identifier = [identifier copy];
        _sourceController = sourceController;
        _destinationController = destinationController;
    }
    return self;
}
- (void)perform {
}
@end

@implementation NSAnimationContext
+ (NSAnimationContext *)currentContext {
    return [self new];
}
+ (void)beginGrouping {
}
+ (void)endGrouping {
}
@end
