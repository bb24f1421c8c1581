#import <objc/runtime.h>
#import "ChatViewRouter.h"

@implementation NotesViewController
@end

/// Called from the app delegate before registration: NotesViewInput is added at run time.
void NotesInstallInputConformance(void) {
    class_addProtocol([NotesViewController class], @protocol(NotesViewInput));
}
