//
//  ViperKit.h
//  ViperKit (spec-repository pod; a shortened stand-in): the VIPER roles every module implements.
//

#import <Foundation/Foundation.h>

@protocol ModuleView <NSObject>
- (void)showLoading;
- (void)hideLoading;
@end

@protocol ModulePresenter <NSObject>
- (void)viewIsReady;
@end

@protocol ModuleInteractor <NSObject>
@end
