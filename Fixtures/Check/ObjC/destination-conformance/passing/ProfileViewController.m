#import "ProfileViewController.h"
#import "ProfileViewInput.h"

// The class extension adopts the protocol; nothing in this file names the router framework.
@interface ProfileViewController () <EditableProfileViewInput>
@end

@implementation ProfileViewController
@synthesize userID = _userID;
@synthesize editingEnabled = _editingEnabled;
@end
