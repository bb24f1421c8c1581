#import <ZIKRouter/ZIKRouter.h>
#import <JSQMessagesViewController/JSQMessagesViewController.h>

@protocol ChatViewInput <ZIKViewRoutable>
@end

@protocol NotesViewInput <ZIKViewRoutable>
@end

/// The pod's superclass cannot adopt a protocol the app declares, so the app's class does.
@interface ChatViewController : JSQMessagesViewController <ZIKRoutableView, ChatViewInput>
@end

/// Gets NotesViewInput at run time, in NotesViewController.m.
@interface NotesViewController : UIViewController <ZIKRoutableView>
@end

@interface ChatViewRouter : ZIKViewRouter
@end

@interface NotesViewRouter : ZIKViewRouter
@end
