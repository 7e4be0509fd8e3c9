/// Weekly hard sets at which a muscle starts to grow (MEV), grows best
/// (MAV, one number inside the source's range) and stops recovering (MRV),
/// as Renaissance Periodization's "Training Volume Landmarks for Muscle
/// Growth" (Israetel) states them. They belong to what the source states
/// them for: a group as a whole (chest, quads), or one muscle of a group
/// the source splits (front, side and rear delts; the shoulders as a whole
/// have none). In `presets.json` under a group's or a muscle's `landmarks`.
public struct VolumeLandmarks: Decodable, Sendable, Equatable {
    /// Which sets the source's numbers count.
    public enum Counting: String, Codable, Sendable, Equatable {
        /// Every set at the muscle's weight, as `VolumeReport` counts.
        case fractional
        /// Only sets of exercises in which the muscle is a prime mover. RP's
        /// front delts are the case: pressing for the chest already covers
        /// them (MEV 0), so bench and incline sets do not count toward
        /// their MRV of 12.
        case direct
    }

    public var mev, mav, mrv: Double
    public var counts: Counting

    public init(mev: Double, mav: Double, mrv: Double, counts: Counting = .fractional) {
        self.mev = mev
        self.mav = mav
        self.mrv = mrv
        self.counts = counts
    }

    enum CodingKeys: String, CodingKey { case mev, mav, mrv, counts }

    /// `counts` is written only where it is `direct`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(mev: try c.decode(Double.self, forKey: .mev), mav: try c.decode(Double.self, forKey: .mav),
                  mrv: try c.decode(Double.self, forKey: .mrv),
                  counts: try c.decodeIfPresent(Counting.self, forKey: .counts) ?? .fractional)
    }

    /// Where `weeklySets` falls.
    public func zone(_ weeklySets: Double) -> VolumeZone {
        weeklySets < mev ? .belowMEV : weeklySets <= mav ? .mevToMAV : weeklySets <= mrv ? .mavToMRV : .aboveMRV
    }
}

/// Where a week's sets fall among the landmarks.
public enum VolumeZone: String, Sendable, Equatable, Encodable {
    case belowMEV = "below MEV"
    case mevToMAV = "MEV–MAV"
    case mavToMRV = "MAV–MRV"
    case aboveMRV = "above MRV"
}
