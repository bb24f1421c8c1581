// Runs the view app's registration and every screen and view it requests on ZIKRouter (with its
// ViewRouter part), and prints what happened for run-tests.py to judge, in RegistryRun.m's format:
//   ASSERT <message>          each assertion ZIKRouter made (registration, launch checks, lookups)
//   ERROR <message>           each error passed to a global error handler (view or service routers)
//   ROUTE <name> <class|nil> <yes|no|-> each request, what it made, and whether that conforms to the
//                             requested view protocol ("-" for identifiers, URLs and module protocols)
//   CODE-IMPORTING / CODE-REGISTERING <line>   ZIKRouter's codeForImportingRouters() /
//                             codeForRegisteringRouters(), in auto mode
// Usage: ViewRegistryRun manual <RegistryClass>   autoRegister = NO, +registerEarlyRoutes,
//                                                 +registerRoutes, then every request
//        ViewRegistryRun auto                     ZIKRouter's auto registration, then every request
#import <Foundation/Foundation.h>
#import <AppKit/AppKit.h>
#import <objc/runtime.h>
#import <objc/message.h>
#import <ZIKRouter/ZIKRouteRegistry.h>
#import <ZIKRouter/ZIKServiceRouter.h>
#import <ZIKRouter/ZIKViewRouter.h>
#import <ZIKRouter/ZIKRouterRuntimeDebug.h>
#import "AssertionRecorder.h"
#import "ShopViewRequests.h"

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

static void emitError(ZIKRouter *router, ZIKRouteAction action, NSError *error) {
    emit(@"ERROR", [NSString stringWithFormat:@"%@ %@: %@", router ? NSStringFromClass([router class]) : @"(no router)",
                    action, error.localizedDescription]);
}

static ShopViewReport reporter(AssertionRecorder *recorder) {
    return ^(NSString *route, id destination) {
        // An assertion raised by this request is printed before its ROUTE line.
        flushAssertions(recorder);
        Protocol *protocol = NSProtocolFromString(route);
        NSString *conforms = @"-";
        if (protocol && destination && protocol_conformsToProtocol(protocol, @protocol(ZIKViewRoutable))) {
            conforms = [destination conformsToProtocol:protocol] ? @"yes" : @"no";
        }
        emit(@"ROUTE", [NSString stringWithFormat:@"%@ %@ %@", route,
                        destination ? NSStringFromClass([destination class]) : @"nil", conforms]);
    };
}

@interface ViewRegistryRunAppDelegate : NSObject
@end
@implementation ViewRegistryRunAppDelegate
@end

int main(int argc, const char *argv[]) {
    @autoreleasepool {
        if (argc < 2) {
            fprintf(stderr, "usage: %s manual <RegistryClass> | auto\n", argv[0]);
            return 2;
        }
        AssertionRecorder *recorder = [AssertionRecorder installOnCurrentThread];
        ZIKViewRouter.globalErrorHandler = ^(ZIKViewRouter *router, ZIKRouteAction action, NSError *error) {
            emitError(router, action, error);
        };
        ZIKServiceRouter.globalErrorHandler = ^(ZIKServiceRouter *router, ZIKRouteAction action, NSError *error) {
            emitError(router, action, error);
        };
        ShopViewReport report = reporter(recorder);
        NSString *mode = @(argv[1]);
        if ([mode isEqualToString:@"manual"] && argc == 3) {
            Class registry = NSClassFromString(@(argv[2]));
            if (registry == Nil) {
                fprintf(stderr, "no registry class %s\n", argv[2]);
                return 2;
            }
            ZIKRouteRegistry.autoRegister = NO;
            ((void (*)(id, SEL))objc_msgSend)(registry, sel_registerName("registerEarlyRoutes"));
            ((void (*)(id, SEL))objc_msgSend)(registry, sel_registerName("registerRoutes"));
            flushAssertions(recorder);
            ShopRequestViews(report);
        } else if ([mode isEqualToString:@"auto"]) {
            // ZIKRouter starts auto registration from its hook on -[NSApplication setDelegate:], as an
            // app's launch does.
            ViewRegistryRunAppDelegate *delegate = [ViewRegistryRunAppDelegate new];
            [NSApplication sharedApplication].delegate = delegate;
            flushAssertions(recorder);
            ShopRequestViews(report);
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
