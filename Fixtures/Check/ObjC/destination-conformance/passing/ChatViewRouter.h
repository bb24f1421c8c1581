#import <ZIKRouter/ZIKRouter.h>
#import <JSQMessagesViewController/JSQMessagesViewController.h>

@protocol ChatViewInput <ZIKViewRoutable>
@end

@protocol NotesViewInput <ZIKViewRoutable>
@end

/// JSQMessagesViewController is not scanned: it may adopt ChatViewInput.
@interface ChatViewController : JSQMessagesViewController <ZIKRoutableView>
@end

/// Gets NotesViewInput at run time, in NotesViewController.m.
@interface NotesViewController : UIViewController <ZIKRoutableView>
@end

@interface ChatViewRouter : ZIKViewRouter
@end
