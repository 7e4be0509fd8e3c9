/// The live timers by name. The timers sit in one dense array and a small
/// index maps each name to its slot: a timer costs its own size plus about
/// 40 bytes of index, where a dictionary of timers would reserve room for a
/// whole timer in each of its spare buckets (about three times as much at
/// 100,000 timers). Removal moves the last timer into the freed slot.
public struct TimerTable: Sendable, RandomAccessCollection, Equatable {
    /// Every live timer, in no particular order.
    public private(set) var values: [RestTimer] = []
    /// Which version of each slot's timer its wake-ups belong to.
    private var generations: [UInt64] = []
    private var slots: [String: UInt32] = [:]

    public init() {}

    public init(_ timers: some Sequence<RestTimer>) {
        for timer in timers { put(timer, generation: 0) }
    }

    public var startIndex: Int { values.startIndex }
    public var endIndex: Int { values.endIndex }
    public subscript(position: Int) -> RestTimer { values[position] }
    public var count: Int { values.count }
    public var isEmpty: Bool { values.isEmpty }

    public static func == (a: TimerTable, b: TimerTable) -> Bool { a.values == b.values }

    public subscript(name: String) -> RestTimer? {
        slots[name].map { values[Int($0)] }
    }

    /// The generation `put` last gave `name`, if it is live.
    func generation(of name: String) -> UInt64? {
        slots[name].map { generations[Int($0)] }
    }

    /// Adds or replaces the timer of `timer.name`, as `generation`.
    mutating func put(_ timer: RestTimer, generation: UInt64) {
        if let slot = slots[timer.name] {
            values[Int(slot)] = timer
            generations[Int(slot)] = generation
        } else {
            slots[timer.name] = UInt32(values.count)
            values.append(timer)
            generations.append(generation)
        }
    }

    /// Replaces a live timer without changing its generation.
    mutating func update(_ timer: RestTimer) {
        guard let slot = slots[timer.name] else { return }
        values[Int(slot)] = timer
    }

    @discardableResult
    mutating func remove(_ name: String) -> RestTimer? {
        guard let slot = slots.removeValue(forKey: name).map(Int.init) else { return nil }
        let removed = values[slot]
        let last = values.count - 1
        if slot != last {
            values.swapAt(slot, last)
            generations.swapAt(slot, last)
            slots[values[slot].name] = UInt32(slot)
        }
        values.removeLast()
        generations.removeLast()
        return removed
    }

    /// Numbers the generations afresh from 1 and lets `change` rewrite
    /// every timer in place (never its name), given its new generation;
    /// returns the last generation given.
    mutating func reviseAll(_ change: (inout RestTimer, UInt64) -> Void) -> UInt64 {
        for i in values.indices {
            let name = values[i].name
            generations[i] = UInt64(i + 1)
            change(&values[i], generations[i])
            precondition(values[i].name == name, "a timer's name is its key")
        }
        return UInt64(values.count)
    }

    mutating func reserveCapacity(_ n: Int) {
        values.reserveCapacity(n)
        generations.reserveCapacity(n)
        slots.reserveCapacity(n)
    }
}
