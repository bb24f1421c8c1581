#import "AssertionRecorder.h"

@implementation AssertionRecorder

+ (instancetype)installOnCurrentThread {
    AssertionRecorder *recorder = [[self alloc] init];
    [[[NSThread currentThread] threadDictionary] setObject:recorder forKey:NSAssertionHandlerKey];
    return recorder;
}

- (instancetype)init {
    if (self = [super init]) {
        _messages = [NSMutableArray array];
    }
    return self;
}

- (void)handleFailureInMethod:(SEL)aSelector object:(id)object file:(NSString *)fileName
                   lineNumber:(NSInteger)line description:(NSString *)format, ... {
    va_list args;
    va_start(args, format);
    NSString *message = format ? [[NSString alloc] initWithFormat:format arguments:args] : @"";
    va_end(args);
    [_messages addObject:[NSString stringWithFormat:@"%@ (%@:%ld, %@)", message, fileName.lastPathComponent,
                          (long)line, NSStringFromSelector(aSelector)]];
}

- (void)handleFailureInFunction:(NSString *)functionName file:(NSString *)fileName
                     lineNumber:(NSInteger)line description:(NSString *)format, ... {
    va_list args;
    va_start(args, format);
    NSString *message = format ? [[NSString alloc] initWithFormat:format arguments:args] : @"";
    va_end(args);
    [_messages addObject:[NSString stringWithFormat:@"%@ (%@:%ld, %@)", message, fileName.lastPathComponent,
                          (long)line, functionName]];
}

@end
