#import <FormKit/FMFormViewController.h>

@interface SignupViewController : FMFormViewController
@end
