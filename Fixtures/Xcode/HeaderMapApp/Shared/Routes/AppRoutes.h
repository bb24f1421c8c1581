// Imported by the prefix header; in the project, so the header map finds it.
#import <Foundation/Foundation.h>

#define HM_SETTINGS_IDENTIFIER @"settings"
