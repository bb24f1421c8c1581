#import <XCTest/XCTest.h>
#import "NLNoteListViewRouter.h"

@interface NLNoteListViewRouterTests : XCTestCase
@end

@implementation NLNoteListViewRouterTests
- (void)testTheNoteListIsRoutable {
    XCTAssertTrue([NLNoteListViewRouter isSubclassOfClass:[ZIKViewRouter class]]);
}
@end
