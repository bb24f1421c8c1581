import UIKit
import ZIKRouter

// AppRouteRegistry registers every router by hand.
ZIKRouteRegistry.autoRegister = false
_ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "AppDelegate")
