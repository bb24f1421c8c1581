#import <FormKit/FMFormViewController.h>

@interface SignupViewController : FMFormViewController <ZIKRoutableView>
@end
