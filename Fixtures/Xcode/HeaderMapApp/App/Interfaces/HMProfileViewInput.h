#import <Foundation/Foundation.h>

/// Read by the app's Swift through the bridging header, and by nothing else.
@protocol HMProfileViewInput <NSObject>
@property (nonatomic, copy, nullable) NSString *userID;
@end
