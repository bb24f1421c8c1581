// Stub of ZIKRouter 1.1.1's public Objective-C API, reduced to what routers, registrations and
// generated registry code use (docs/ZIKRouter-semantics.md#zikrouter-semantics). Declarations only: nothing here runs.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>
#import <ZIKRouter/ZIKRouterBase.h>
#import <ZIKRouter/ZIKViewRouter.h>
#import <ZIKRouter/ZIKServiceRouter.h>
#import <ZIKRouter/ZIKRoute.h>
