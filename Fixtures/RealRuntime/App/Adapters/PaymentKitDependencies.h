#import <ZIKRouter/ZIKServiceRouteAdapter.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>
#import <PaymentKit/PaymentReceiptPrinterInput.h>
#import "LightweightServices.h"

/// PaymentKit's required protocols, answered by the app's services. Called from the app's adapter.
static inline void registerPaymentKitDependencies(void) {
    [ZIKServiceRouteAdapter registerDestinationAdapter:ZIKRoutable(PaymentReceiptPrinterInput)
                                            forAdaptee:ZIKRoutable(ReceiptPrinterInput)];
}
