//
//  AnalyticsRouter.swift
//  App
//
//  Dispatches analytics events to sinks. Despite the name, not a ZIKRouter router.
//

protocol AnalyticsSink: AnyObject {
    func send(_ event: String)
}

final class AnalyticsRouter {
    private var sinks: [AnalyticsSink] = []

    func register(sink: AnalyticsSink) {
        sinks.append(sink)
    }

    func route(_ event: String) {
        for sink in sinks {
            sink.send(event)
        }
    }
}

/// View models: an ordinary class hierarchy.
class ViewModel {
    private(set) var isLoading = false

    func load() {
        isLoading = true
    }
}

final class HomeViewModel: ViewModel {
    var greeting = "Hello"
}

final class SettingsViewModel: ViewModel {
    var notificationsEnabled = true
}
