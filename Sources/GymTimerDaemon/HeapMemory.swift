import CLinux

/// The daemon's use of the C heap. It holds up to 100,000 timers for days,
/// so memory freed after a burst of work (reading the journal, compacting
/// it, a large listing) should go back to the system, not stay counted
/// against the daemon.
enum HeapMemory {
    /// Large blocks (journal buffers, the timer table as it grows) come
    /// from their own mappings and return to the system when freed. glibc
    /// otherwise raises this threshold after the first such free, and later
    /// large blocks stay in the heap after use.
    static func returnLargeBlocks() {
        gt_heap_return_large_blocks(256 * 1024)
    }

    /// Returns the free pages inside the heap to the system.
    static func releaseFreed() {
        gt_heap_release_freed()
    }
}
