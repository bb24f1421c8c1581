// Result lines the runner (run-tests.py) counts: "PASS <case>" or "FAIL <case>: <why>", one per case.
#import <Foundation/Foundation.h>
#include <stdio.h>

static int RRFailures = 0;

static inline void RRReport(BOOL ok, NSString *name, NSString *detail) {
    if (ok) {
        printf("PASS %s\n", name.UTF8String);
    } else {
        RRFailures++;
        printf("FAIL %s: %s\n", name.UTF8String, (detail ?: @"").UTF8String);
    }
    fflush(stdout);
}

#define RRCheck(name, cond) RRReport((cond) ? YES : NO, (name), @"expected " #cond)
