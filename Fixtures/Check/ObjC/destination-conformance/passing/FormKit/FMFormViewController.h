#import <UIKit/UIKit.h>
#import "SignupViewInput.h"

@interface FMFormViewController : UIViewController <SignupViewInput>
@end
