#import <ZIKRouter/ZIKRouter.h>

@protocol ProfileViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *userID;
@end

/// Adopting this one adopts ProfileViewInput too.
@protocol EditableProfileViewInput <ProfileViewInput>
@property (nonatomic, getter=isEditingEnabled) BOOL editingEnabled;
@end
