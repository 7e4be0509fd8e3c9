/// The notifications libnotify has shown that the notifier still holds as
/// objects (for their buttons, their `closed` signal and updates), by the
/// id the server gave each and by the object's address, which is all a
/// libnotify signal names. Pure bookkeeping: `LibNotifyClient` keeps it
/// under its monitor and finishes the objects it hands back.
///
/// At most `limit` are kept: showing one more lets go of the one shown
/// least recently (closing it later goes by id).
struct ShownNotifications<Object: ShownObject> {
    let limit: Int
    private var objects: [UInt32: Object] = [:]
    private var ids: [UInt: UInt32] = [:]
    /// Ids of `objects`, the least recently shown first.
    private var order: [UInt32] = []

    init(limit: Int) { self.limit = limit }

    var count: Int { objects.count }

    /// The id of the notification `address` is the object of.
    func id(of address: UInt) -> UInt32? { ids[address] }

    func object(_ id: UInt32) -> Object? { objects[id] }

    /// Keeps `object` as notification `id`, shown in place of `replacing`
    /// if given. Returns the objects to finish: the one replaced (also when
    /// the server gave the new one another id), an older object of the same
    /// id, and the least recent beyond `limit`.
    mutating func keep(_ object: Object, id: UInt32, replacing: UInt32?) -> [Object] {
        var dropped: [Object] = []
        if let replacing, replacing != id, let old = remove(id: replacing) { dropped.append(old) }
        if let old = objects[id], old.address != object.address {
            ids.removeValue(forKey: old.address)
            dropped.append(old)
        }
        objects[id] = object
        ids[object.address] = id
        order.removeAll { $0 == id }
        order.append(id)
        while order.count > limit, let oldest = order.first, let gone = remove(id: oldest) { dropped.append(gone) }
        return dropped
    }

    /// Lets go of notification `id` (closed by the daemon); its object, if kept.
    mutating func remove(id: UInt32) -> Object? {
        guard let object = objects.removeValue(forKey: id) else { return nil }
        ids.removeValue(forKey: object.address)
        order.removeAll { $0 == id }
        return object
    }

    /// Lets go of the object at `address` (the server closed it): its id
    /// and the object, if it is still the one kept for that id.
    mutating func remove(address: UInt) -> (id: UInt32, object: Object)? {
        guard let id = ids.removeValue(forKey: address), let object = objects.removeValue(forKey: id) else { return nil }
        order.removeAll { $0 == id }
        return (id, object)
    }

    /// Lets go of everything (the server left, libnotify is set up again).
    mutating func removeAll() -> [Object] {
        defer { objects.removeAll(); ids.removeAll(); order.removeAll() }
        return Array(objects.values)
    }
}

/// What `ShownNotifications` keeps: anything with a stable address.
protocol ShownObject {
    var address: UInt { get }
}
