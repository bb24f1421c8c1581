#if !TESTING
extension ClockService: AppClockInput {}
#endif
