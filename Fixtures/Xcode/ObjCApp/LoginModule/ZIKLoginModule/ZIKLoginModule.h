#import <Foundation/Foundation.h>

//! Project version number for ZIKLoginModule.
FOUNDATION_EXPORT double ZIKLoginModuleVersionNumber;

#import <ZIKLoginModule/ZIKLoginViewRouter.h>
