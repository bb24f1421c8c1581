//
//  AboutViewController.m
//  ObjCShop
//

#import "AboutViewController.h"

@implementation AboutViewController
@synthesize versionText;
@end
