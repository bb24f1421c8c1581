// The AppKit classes ZIKRouter's ServiceRouter part names (ZIKClassCapabilities.h's typedefs, the
// -[NSApplication setDelegate:] and +[NSStoryboard storyboardWithName:bundle:] hooks that start auto
// registration, and the leak checker's -parentViewController / -superview). Nothing here draws.
#ifndef ZIKROUTER_SHIM_APPKIT_H
#define ZIKROUTER_SHIM_APPKIT_H
#import <Foundation/Foundation.h>

@interface NSResponder : NSObject
@end

@interface NSApplication : NSResponder
@property (nonatomic, weak) id delegate;
+ (instancetype)sharedApplication;
@end

@interface NSView : NSResponder
@property (nonatomic, readonly, weak) NSView *superview;
@end

@interface NSViewController : NSResponder
@property (nonatomic, readonly, weak) NSViewController *parentViewController;
@end

@interface NSWindow : NSResponder
@end

@interface NSStoryboard : NSObject
+ (instancetype)storyboardWithName:(NSString *)name bundle:(NSBundle *)storyboardBundleOrNil;
@end

@interface NSStoryboardSegue : NSObject
@end

@interface NSTabViewController : NSViewController
@end

@interface NSSplitViewController : NSViewController
@end

@interface NSPageController : NSViewController
@end

#endif
