import SyncShare

extension SyncRecord {
    /// The kind's descriptor: how its rows are journalled and applied.
    var entity: SyncEntity { SyncEntities.of(kind) }

    /// The clock merges compare: the HLC, then the device as tie-break.
    func clock(device: String) -> String { HybridClock.stamp(hlc, device: device) }
}
