// Minimal stand-in for UIKit.
#ifndef ROUTEGEN_STUB_UIKIT_H
#define ROUTEGEN_STUB_UIKIT_H
#import <Foundation/Foundation.h>

@interface UIResponder : NSObject
@end
@interface UIView : UIResponder
@end
@interface UIViewController : UIResponder
@end

#endif
