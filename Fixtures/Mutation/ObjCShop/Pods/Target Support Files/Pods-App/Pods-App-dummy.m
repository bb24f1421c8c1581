#import <Foundation/Foundation.h>
@interface PodsDummy_Pods_App : NSObject
@end
@implementation PodsDummy_Pods_App
@end
