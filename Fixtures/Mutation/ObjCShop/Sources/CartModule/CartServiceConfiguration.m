//
//  CartServiceConfiguration.m
//  CartModule
//

#import "CartServiceConfiguration.h"

@implementation CartServiceConfiguration
@synthesize storeID;
@end
