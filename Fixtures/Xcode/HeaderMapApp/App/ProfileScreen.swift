import UIKit

/// Shows a profile through the protocol the bridging header declares.
final class ProfileScreen {
    func show(_ profile: HMProfileViewInput) -> String {
        profile.userID ?? "anonymous"
    }
}
