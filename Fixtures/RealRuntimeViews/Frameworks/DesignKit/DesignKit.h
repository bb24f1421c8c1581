// DesignKit's umbrella header: shared screens and views the app's modules build on.
#import <DesignKit/DKTrackedScreen.h>
#import <DesignKit/DKToastViewInput.h>
#import <DesignKit/DKToastViewRouter.h>
