//
//  Themeable.swift
//  ShopCore
//

import UIKit

/// Screens that follow the shop's light and dark themes.
public protocol Themeable: AnyObject {
    func apply(theme: Theme)
}

public enum Theme {
    case light
    case dark
}
