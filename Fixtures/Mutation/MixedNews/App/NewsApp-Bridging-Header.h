//
//  NewsApp-Bridging-Header.h
//  MixedNews
//
//  The app's Objective-C that its Swift files see.
//

#import "NewsAppDelegate.h"
