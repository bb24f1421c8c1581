//
//  LoginInteractor.h
//  LoginModule
//

#import <ViperKit/ViperKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface LoginInteractor : NSObject <ModuleInteractor>
- (void)restoreSession;
- (void)mergeGuestCart;
@end

NS_ASSUME_NONNULL_END
