//
//  BaseViewController.swift
//  ShopUI
//
//  Every screen of the shop shows an empty state from the DZNEmptyDataSet pod and follows the theme.
//

import UIKit
import DZNEmptyDataSet
import ShopCore

open class BaseViewController: UIViewController, DZNEmptyDataSetSource, DZNEmptyDataSetDelegate, Themeable {
    open var emptyTitle: String?

    open func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        emptyTitle.map { NSAttributedString(string: $0) }
    }

    open func emptyDataSetShouldDisplay(_ scrollView: UIScrollView) -> Bool {
        true
    }

    open func apply(theme: Theme) {
        view.backgroundColor = theme == .dark ? .black : .white
    }
}
