//
//  MainViewController.h
//  DemoApp
//

#import <UIKit/UIKit.h>

@interface MainViewController : UIViewController
@end
