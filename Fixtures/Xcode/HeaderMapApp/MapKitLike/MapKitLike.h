// The framework's umbrella header.
#import <MapKitLike/HMMapViewRouter.h>
