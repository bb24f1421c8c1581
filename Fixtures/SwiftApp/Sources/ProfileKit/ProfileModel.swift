//
//  ProfileModel.swift
//  ProfileKit
//
//  Model types of the profile screen. No routing here.
//

public struct Profile: Equatable, Sendable {
    public var userID: String
    public var nickname: String
    public var followers: Int

    public init(userID: String, nickname: String, followers: Int = 0) {
        self.userID = userID
        self.nickname = nickname
        self.followers = followers
    }
}

/// Sections shown on the profile screen: an ordinary class hierarchy.
open class ProfileSection {
    public let title: String

    public init(title: String) {
        self.title = title
    }

    open var rowCount: Int { 0 }
}

public final class HeaderSection: ProfileSection {
    public init() { super.init(title: "Header") }
    public override var rowCount: Int { 1 }
}

public final class StatsSection: ProfileSection {
    public let profile: Profile

    public init(profile: Profile) {
        self.profile = profile
        super.init(title: "Stats")
    }

    public override var rowCount: Int { profile.followers > 0 ? 2 : 1 }
}
