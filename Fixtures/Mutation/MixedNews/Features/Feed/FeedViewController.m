//
//  FeedViewController.m
//  FeedKit
//

#import "FeedViewController.h"
#import <ArticleKit/ArticleInterfaces.h>

@implementation FeedViewController
@synthesize section;

- (void)viewDidLoad {
    [super viewDidLoad];
    id<FeedServiceInput> feed = [ZIKRouterToService(FeedServiceInput) makeDestination];
    self.title = [feed headlinesInSection:self.section ?: @"top"].firstObject;
}

- (void)openArticle:(NSString *)articleID {
    [ZIKRouterToViewModule(ArticleModuleInput) performPath:ZIKViewRoutePath.pushFrom(self)
                                               configuring:^(ZIKViewRouteConfiguration<ArticleModuleInput> *config) {
        config.articleID = articleID;
    }];
}

@end
