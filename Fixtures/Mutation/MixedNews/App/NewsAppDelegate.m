//
//  NewsAppDelegate.m
//  NewsApp
//

#import "NewsAppDelegate.h"
#import <ZIKRouter/ZIKRouter.h>
#import <ArticleKit/ArticleKit-Swift.h>
#import "NewsApp-Swift.h"

@implementation NewsAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(nullable NSDictionary *)launchOptions {
    [[NewsCoordinator shared] startIn:self.window];
    return YES;
}

- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary *)options {
    if ([url.host isEqualToString:@"saved"]) {
        id<BookmarkServiceInput> bookmarks = [ZIKRouterToService(BookmarkServiceInput) makeDestination];
        return [bookmarks isSaved:url.lastPathComponent];
    }
    [ZIKAnyViewRouter performURL:@"news://feed/top" path:ZIKViewRoutePath.pushFrom(self.window.rootViewController)];
    return YES;
}

@end
