/// Which plates go on each side of a barbell for a weight, from the plates
/// a lifter owns. Pairs of every size are taken as plentiful (gyms have
/// several of each); among the ways to make a weight, the one with the
/// fewest plates wins, heaviest first. Pure arithmetic, in the unit the
/// lifter uses (kg or lb): the caller passes bar and plates in that unit.
public struct PlateMath: Sendable, Equatable {
    public var bar: Double
    /// Plate sizes owned, any order.
    public var plates: [Double]

    public init(bar: Double, plates: [Double]) {
        self.bar = bar
        self.plates = plates.filter { $0 > 0 }.sorted(by: >)
    }

    /// A loadable weight: the total, and the plates on one side, heaviest first.
    public struct Load: Sendable, Equatable, Codable {
        public var total: Double
        public var perSide: [Double]

        public init(total: Double, perSide: [Double]) {
            self.total = total
            self.perSide = perSide
        }

        enum CodingKeys: String, CodingKey { case total, perSide = "per_side" }
    }

    public enum Answer: Sendable, Equatable {
        case exact(Load)
        /// Cannot be made; the nearest loads below and above (either may be missing).
        case nearest(below: Load?, above: Load?)
    }

    /// Hundredths of the unit: every plate size in use is a multiple of it.
    private static let grid = 100.0

    /// The plates for `target` in total, bar included.
    public func load(_ target: Double) -> Answer {
        let steps = plates.map { Int(($0 * Self.grid).rounded()) }
        let side = (target - bar) / 2
        let wanted = Int((side * Self.grid).rounded())
        if wanted == 0, abs(side) < 1e-9 { return .exact(Load(total: bar, perSide: [])) }
        let limit = max(wanted, 0) + (steps.max() ?? 0)
        // fewest[s]: the fewest plates making s hundredths per side; last[s]: the plate added last.
        var fewest = [Int](repeating: .max, count: limit + 1)
        var last = [Int](repeating: -1, count: limit + 1)
        fewest[0] = 0
        if limit > 0 {
            for s in 1...limit {
                for (i, step) in steps.enumerated() where step <= s && fewest[s - step] != .max {
                    // Ties keep the earlier (heavier) plate: fewer, larger plates.
                    if fewest[s - step] + 1 < fewest[s] {
                        fewest[s] = fewest[s - step] + 1
                        last[s] = i
                    }
                }
            }
        }
        func loadOf(_ s: Int) -> Load {
            var perSide: [Double] = []
            var rest = s
            while rest > 0 { perSide.append(self.plates[last[rest]]); rest -= steps[last[rest]] }
            return Load(total: bar + 2 * Double(s) / Self.grid, perSide: perSide.sorted(by: >))
        }
        if wanted >= 0, wanted <= limit, fewest[wanted] != .max, abs(side * Self.grid - Double(wanted)) < 1e-6 {
            return .exact(loadOf(wanted))
        }
        let below = stride(from: min(wanted, limit), through: 0, by: -1).first { $0 >= 0 && fewest[$0] != .max && Double($0) < side * Self.grid }
        let above = (max(wanted, 0)...limit).first { fewest[$0] != .max && Double($0) > side * Self.grid }
        return .nearest(below: below.map(loadOf), above: above.map(loadOf))
    }

    /// The loadable weight nearest `target` (the lighter one on a tie).
    public func nearestLoadable(_ target: Double) -> Double {
        switch load(target) {
        case .exact(let l): return l.total
        case .nearest(let below, let above):
            switch (below, above) {
            case let (b?, a?): return target - b.total <= a.total - target ? b.total : a.total
            case let (b?, nil): return b.total
            case let (nil, a?): return a.total
            case (nil, nil): return bar
            }
        }
    }

    /// The heaviest loadable total no more than `target`; nil below the bar.
    public func heaviestLoadable(atMost target: Double) -> Double? {
        guard target >= bar - 1e-9 else { return nil }
        switch load(target) {
        case .exact(let l): return l.total
        case .nearest(let below, _): return below?.total ?? bar
        }
    }

    /// `20 + 10 + 2.5` for one side, or `bar only`.
    public static func describe(_ load: Load) -> String {
        load.perSide.isEmpty ? "bar only" : load.perSide.map(Self.number).joined(separator: " + ")
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
