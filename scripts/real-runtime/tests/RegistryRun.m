// Runs the fixture app's registration and every route it requests on ZIKRouter, and prints what happened
// for run-tests.py to judge:
//   ASSERT <message>          each assertion ZIKRouter made (registration, launch checks, lookups)
//   ERROR <message>           each error passed to ZIKServiceRouter.globalErrorHandler
//   ROUTE <name> <class|nil> <yes|no|-> each request, what it made, and whether that conforms to the
//                             requested protocol ("-" for identifiers and module protocols)
//   CODE-IMPORTING / CODE-REGISTERING <line>   ZIKRouter's own codeForImportingRouters() /
//                             codeForRegisteringRouters(), in auto mode
// Usage: RegistryRun manual <RegistryClass>   autoRegister = NO, +registerEarlyRoutes, the launch
//                                             requests, +registerRoutes, the other requests
//        RegistryRun auto                     ZIKRouter's auto registration, then every request
//        RegistryRun launch                   the app's own ShopAppLaunch (a seeded fault's launch code:
//                                             its registry setup and the launch requests), then the others
#import <Foundation/Foundation.h>
#import <AppKit/AppKit.h>
#import <objc/runtime.h>
#import <objc/message.h>
#import <ZIKRouter/ZIKRouteRegistry.h>
#import <ZIKRouter/ZIKServiceRouter.h>
#import <ZIKRouter/ZIKRouterRuntimeDebug.h>
#import "AssertionRecorder.h"
#import "ShopRouteRequests.h"

static NSString *oneLine(NSString *text) {
    return [[text stringByReplacingOccurrencesOfString:@"\r" withString:@"\\r"]
            stringByReplacingOccurrencesOfString:@"\n" withString:@"\\n"];
}

static void emit(NSString *kind, NSString *text) {
    printf("%s %s\n", kind.UTF8String, oneLine(text).UTF8String);
    fflush(stdout);
}

static void flushAssertions(AssertionRecorder *recorder) {
    for (NSString *message in recorder.messages) emit(@"ASSERT", message);
    [recorder.messages removeAllObjects];
}

static ShopRouteReport reporter(AssertionRecorder *recorder) {
    return ^(NSString *route, id destination) {
        // An assertion raised by this request is printed before its ROUTE line.
        flushAssertions(recorder);
        Protocol *protocol = NSProtocolFromString(route);
        NSString *conforms = @"-";
        if (protocol && destination && protocol_conformsToProtocol(protocol, NSProtocolFromString(@"ZIKServiceRoutable"))) {
            conforms = [destination conformsToProtocol:protocol] ? @"yes" : @"no";
        }
        emit(@"ROUTE", [NSString stringWithFormat:@"%@ %@ %@", route,
                        destination ? NSStringFromClass([destination class]) : @"nil", conforms]);
    };
}

/// Defined only by a fixture copy whose seeded fault is in the app's launch code.
extern void ShopAppLaunch(ShopRouteReport report) __attribute__((weak));

@interface RegistryRunAppDelegate : NSObject
@end
@implementation RegistryRunAppDelegate
@end

int main(int argc, const char *argv[]) {
    @autoreleasepool {
        if (argc < 2) {
            fprintf(stderr, "usage: %s manual <RegistryClass> | auto | launch\n", argv[0]);
            return 2;
        }
        AssertionRecorder *recorder = [AssertionRecorder installOnCurrentThread];
        ZIKServiceRouter.globalErrorHandler = ^(ZIKServiceRouter *router, ZIKRouteAction action, NSError *error) {
            emit(@"ERROR", [NSString stringWithFormat:@"%@ %@: %@", router ? NSStringFromClass([router class]) : @"(no router)",
                            action, error.localizedDescription]);
        };
        ShopRouteReport report = reporter(recorder);
        NSString *mode = @(argv[1]);
        if ([mode isEqualToString:@"manual"] && argc == 3) {
            Class registry = NSClassFromString(@(argv[2]));
            if (registry == Nil) {
                fprintf(stderr, "no registry class %s\n", argv[2]);
                return 2;
            }
            ZIKRouteRegistry.autoRegister = NO;
            ((void (*)(id, SEL))objc_msgSend)(registry, sel_registerName("registerEarlyRoutes"));
            ShopRequestLaunchRoutes(report);
            ((void (*)(id, SEL))objc_msgSend)(registry, sel_registerName("registerRoutes"));
            flushAssertions(recorder);
            ShopRequestRoutes(report);
        } else if ([mode isEqualToString:@"launch"]) {
            if (ShopAppLaunch == NULL) {
                fprintf(stderr, "the app defines no ShopAppLaunch\n");
                return 2;
            }
            ShopAppLaunch(report);
            flushAssertions(recorder);
            ShopRequestRoutes(report);
        } else if ([mode isEqualToString:@"auto"]) {
            // ZIKRouter starts auto registration from its hook on -[NSApplication setDelegate:], as an
            // app's launch does.
            RegistryRunAppDelegate *delegate = [RegistryRunAppDelegate new];
            [NSApplication sharedApplication].delegate = delegate;
            flushAssertions(recorder);
            ShopRequestLaunchRoutes(report);
            ShopRequestRoutes(report);
            for (NSString *line in [codeForImportingRouters() componentsSeparatedByString:@"\n"]) emit(@"CODE-IMPORTING", line);
            for (NSString *line in [codeForRegisteringRouters() componentsSeparatedByString:@"\n"]) emit(@"CODE-REGISTERING", line);
        } else {
            fprintf(stderr, "unknown mode %s\n", argv[1]);
            return 2;
        }
        flushAssertions(recorder);
        emit(@"DONE", ZIKRouteRegistry.registrationFinished ? @"registration finished" : @"registration NOT finished");
    }
    return 0;
}
