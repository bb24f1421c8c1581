// What the app's Swift sees of its Objective-C.
#import "HMProfileViewInput.h"
