#import "CheckoutFlowModuleInput.h"

// The properties come from CheckoutModuleInput; the category only declares the conformance.
@implementation CheckoutModuleConfiguration (CheckoutFlow)
@end
