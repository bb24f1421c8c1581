//
//  ArticleInterfaces.h
//  ArticleKit
//
//  ArticleKit is written in Swift; its interfaces are Objective-C so that FeedKit can request them.
//

#import <ZIKRouter/ZIKViewRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ArticleViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *articleID;
@end

@protocol ArticleModuleInput <ZIKViewModuleRoutable>
@property (nonatomic, copy, nullable) NSString *articleID;
@property (nonatomic, assign) BOOL showsComments;
@end

NS_ASSUME_NONNULL_END
