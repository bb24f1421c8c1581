//
//  NewsBaseViewController.m
//  NewsUI
//

#import "NewsBaseViewController.h"

@implementation NewsBaseViewController

- (void)loadImageWithURL:(NSURL *)url {
    [[SDWebImageManager sharedManager] loadImageWithURL:url options:0 progress:nil completed:nil];
}

- (BOOL)imageManager:(SDWebImageManager *)imageManager shouldDownloadImageForURL:(nullable NSURL *)imageURL {
    return YES;
}

@end
