#import <Foundation/Foundation.h>
@interface PodsDummy_DZNEmptyDataSet : NSObject
@end
@implementation PodsDummy_DZNEmptyDataSet
@end
