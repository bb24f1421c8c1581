#import <UIKit/UIKit.h>

@interface AppViewController : UIViewController
@end
