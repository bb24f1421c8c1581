#import <UIKit/UIKit.h>

@protocol FMFormViewOutput <NSObject>
- (void)submit;
@end

@interface FMFormViewController : UIViewController <FMFormViewOutput, UITableViewDataSource>
@end
