extension TimerSnapshot {
    /// How long ago a finished timer ended, at `now` (Unix seconds): the
    /// rest taken past the one set, which `watch`, the bars and the workout
    /// screen count on from the end date they were sent, each on its own
    /// clock, so the daemon never wakes for it. nil unless finished.
    public func overtime(atUnix now: Double) -> Double? {
        guard state == .finished, let ended = endsAtUnix else { return nil }
        return max(0, now - ended)
    }
}
