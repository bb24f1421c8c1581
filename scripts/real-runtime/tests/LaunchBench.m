// Times one registration on ZIKRouter, in a fresh process: ZIKRouter's auto registration (its
// -[NSApplication setDelegate:] hook) or the generated registry (+registerEarlyRoutes, +registerRoutes),
// each ending with the launch checks when ZIKRouter was built with them. Loading the classes happens
// before main and is the same for both. Prints: <mode> <milliseconds> classes=<n> asserts=<n> resolved=<0|1>
#import <Foundation/Foundation.h>
#import <AppKit/AppKit.h>
#import <objc/runtime.h>
#import <objc/message.h>
#import <ZIKRouter/ZIKRouteRegistry.h>
#import <ZIKRouter/ZIKServiceRouter+Discover.h>
#import <ZIKRouter/ZIKServiceRouterType.h>
#include <time.h>
#import "AssertionRecorder.h"
#import "AccountServiceInput.h"

@interface LaunchBenchDelegate : NSObject
@end
@implementation LaunchBenchDelegate
@end

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, const char *argv[]) {
    @autoreleasepool {
        BOOL manual = argc > 1 && strcmp(argv[1], "manual") == 0;
        AssertionRecorder *recorder = [AssertionRecorder installOnCurrentThread];
        NSApplication *application = [NSApplication sharedApplication];
        LaunchBenchDelegate *delegate = [LaunchBenchDelegate new];
        Class registry = NSClassFromString(@"RouteRegistry");
        double start, end;
        if (manual) {
            ZIKRouteRegistry.autoRegister = NO;
            start = now();
            ((void (*)(id, SEL))objc_msgSend)(registry, sel_registerName("registerEarlyRoutes"));
            ((void (*)(id, SEL))objc_msgSend)(registry, sel_registerName("registerRoutes"));
            end = now();
            application.delegate = delegate;
        } else {
            start = now();
            application.delegate = delegate;
            end = now();
        }
        id account = [ZIKRouterToService(AccountServiceInput) makeDestination];
        printf("%s %.3f classes=%d asserts=%lu resolved=%d\n", manual ? "manual" : "auto", end - start,
               objc_getClassList(NULL, 0), (unsigned long)recorder.messages.count, account != nil);
    }
    return 0;
}
