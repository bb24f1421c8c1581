// A stand-in for the part of AppKit that ZIKRouter 1.1.1 uses (its ServiceRouter, ViewRouter and
// URLRouter subspecs take AppKit's branch of ZIKClassCapabilities.h here). It declares what ZIKRouter
// names, with Apple's signatures, so that ZIKRouter compiles unmodified; AppKit.m implements each method
// ZIKRouter calls or swizzles with an empty body or stored properties. Nothing is drawn, no window opens.
// docs/real-runtime.md lists the groups and why each is here.
#ifndef ZIKROUTER_STANDIN_APPKIT_H
#define ZIKROUTER_STANDIN_APPKIT_H
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@class NSStoryboard, NSStoryboardSegue, NSView, NSViewController, NSWindow, NSWindowController;

// --- The responder chain: ZIKRouter's launch checks ask which classes descend from NSResponder. ---------
@interface NSResponder : NSObject <NSCoding>
@property (nullable, weak) NSResponder *nextResponder;
- (instancetype)init;
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@end

// --- The application: setting its delegate starts ZIKRouter's auto registration. -----------------------
@interface NSApplication : NSResponder
@property (nullable, weak) id delegate;
@property (readonly, copy) NSArray<NSWindow *> *windows;
+ (NSApplication *)sharedApplication;
@end

// --- Views: the destinations of view routers, and the lifecycle methods ZIKRouter's +load swizzles. ----
@interface NSView : NSResponder
@property (nullable, readonly, weak) NSView *superview;
@property (readonly, copy) NSArray<__kindof NSView *> *subviews;
@property (nullable, readonly, weak) NSWindow *window;
- (instancetype)initWithFrame:(NSRect)frameRect;
- (void)addSubview:(NSView *)view;
- (void)removeFromSuperview;
- (void)viewWillMoveToSuperview:(nullable NSView *)newSuperview;
- (void)viewDidMoveToSuperview;
- (void)viewWillMoveToWindow:(nullable NSWindow *)newWindow;
- (void)viewDidMoveToWindow;
@end

// --- View controllers: presentation, containment, segues and the swizzled lifecycle. -------------------
typedef NS_ENUM(NSInteger, NSPopoverBehavior) {
    NSPopoverBehaviorApplicationDefined = 0,
    NSPopoverBehaviorTransient = 1,
    NSPopoverBehaviorSemitransient = 2
};

@protocol NSViewControllerPresentationAnimator <NSObject>
- (void)animatePresentationOfViewController:(NSViewController *)viewController
                         fromViewController:(NSViewController *)fromViewController;
- (void)animateDismissalOfViewController:(NSViewController *)viewController
                      fromViewController:(NSViewController *)fromViewController;
@end

@interface NSViewController : NSResponder
@property (strong) NSView *view;
@property (readonly, getter=isViewLoaded) BOOL viewLoaded;
@property (nullable, copy) NSString *title;
@property (nullable, readonly, strong) NSStoryboard *storyboard;
@property (nullable, readonly, weak) NSViewController *parentViewController;
@property (copy) NSArray<__kindof NSViewController *> *childViewControllers;
@property (nullable, readonly) NSArray<__kindof NSViewController *> *presentedViewControllers;
@property (nullable, readonly, weak) NSViewController *presentingViewController;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil;
- (void)viewDidLoad;
- (void)viewWillAppear;
- (void)viewDidAppear;
- (void)viewWillDisappear;
- (void)viewDidDisappear;
- (void)presentViewController:(NSViewController *)viewController animator:(id<NSViewControllerPresentationAnimator>)animator;
- (void)presentViewControllerAsSheet:(NSViewController *)viewController;
- (void)presentViewControllerAsModalWindow:(NSViewController *)viewController;
- (void)presentViewController:(NSViewController *)viewController
      asPopoverRelativeToRect:(NSRect)positioningRect
                       ofView:(NSView *)positioningView
                preferredEdge:(NSRectEdge)preferredEdge
                     behavior:(NSPopoverBehavior)behavior;
- (void)dismissViewController:(NSViewController *)viewController;
- (void)dismissController:(nullable id)sender;
- (void)addChildViewController:(NSViewController *)childViewController;
- (void)removeFromParentViewController;
- (void)prepareForSegue:(NSStoryboardSegue *)segue sender:(nullable id)sender;
- (void)performSegueWithIdentifier:(NSString *)identifier sender:(nullable id)sender;
@end

// --- Containers ZIKRouter looks into for routable children. --------------------------------------------
@interface NSTabViewItem : NSObject
@property (nullable, strong) NSViewController *viewController;
@end

@interface NSSplitViewItem : NSObject
@property (nullable, strong) NSViewController *viewController;
@end

@interface NSTabViewController : NSViewController
@property (copy) NSArray<NSTabViewItem *> *tabViewItems;
@end

@interface NSSplitViewController : NSViewController
@property (copy) NSArray<NSSplitViewItem *> *splitViewItems;
@end

@interface NSPageController : NSViewController
@property (nullable, readonly, strong) NSViewController *selectedViewController;
@end

// --- Windows: the "show" route type, and the content view controller hook. -----------------------------
@interface NSWindow : NSResponder
@property (nullable, strong) NSViewController *contentViewController;
@property (nullable, strong) NSView *contentView;
@property (nullable, weak) NSWindowController *windowController;
+ (instancetype)windowWithContentViewController:(NSViewController *)contentViewController;
- (void)close;
@end

FOUNDATION_EXPORT NSNotificationName const NSWindowWillCloseNotification;

@interface NSWindowController : NSResponder
@property (nullable, strong) NSWindow *window;
@property (nullable, strong) NSViewController *contentViewController;
- (instancetype)initWithWindow:(nullable NSWindow *)window;
- (void)showWindow:(nullable id)sender;
- (void)close;
@end

// --- Storyboards and segues: hooked to find the routers of views a storyboard makes. -------------------
@interface NSStoryboard : NSObject
+ (instancetype)storyboardWithName:(NSString *)name bundle:(nullable NSBundle *)storyboardBundleOrNil;
- (nullable id)instantiateInitialController;
- (id)instantiateControllerWithIdentifier:(NSString *)identifier;
@end

@interface NSStoryboardSegue : NSObject
@property (nullable, readonly, copy) NSString *identifier;
@property (readonly, strong) id sourceController;
@property (readonly, strong) id destinationController;
- (instancetype)initWithIdentifier:(NSString *)identifier source:(id)sourceController destination:(id)destinationController;
- (void)perform;
@end

// --- Animation: the completion of a transition. --------------------------------------------------------
@interface NSAnimationContext : NSObject
@property (nullable, copy) void (^completionHandler)(void);
+ (NSAnimationContext *)currentContext;
+ (void)beginGrouping;
+ (void)endGrouping;
@end

NS_ASSUME_NONNULL_END

#endif
