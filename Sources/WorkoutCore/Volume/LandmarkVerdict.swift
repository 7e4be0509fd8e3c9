/// One group's or muscle's weekly sets against the landmarks its source
/// states for it: what `volume` shows as "MEV–MAV" or "above MRV".
public struct LandmarkVerdict: Sendable, Equatable {
    /// What the landmarks are for: a whole group, or one muscle of a group
    /// the source splits.
    public enum Subject: Sendable, Hashable {
        case group(String)
        case muscle(String)
    }

    public var subject: Subject
    /// The group it is shown under: the subject itself, or the muscle's group.
    public var group: String
    public var landmarks: VolumeLandmarks
    /// Sets per week as the landmarks count them (`landmarks.counts`);
    /// over several weeks, the weekly average.
    public var weeklySets: Double

    public var zone: VolumeZone { landmarks.zone(weeklySets) }
}

extension VolumeReport {
    /// Every group and muscle the catalogue gives landmarks, in its order: a
    /// group with landmarks of its own is judged as a whole, and each muscle
    /// with landmarks of its own is judged alone. A group without landmarks
    /// (the shoulders, which RP splits into front, side and rear delts) is
    /// judged only through its muscles; a muscle without (the rotator cuff)
    /// only as part of its group, if at all. Judging the shoulders as one
    /// put every press and raise against side-delt numbers, so a normal
    /// push/pull/legs week read "above MRV".
    public func verdicts(catalog: Taxonomy) -> [LandmarkVerdict] {
        var verdicts: [LandmarkVerdict] = []
        for group in catalog.groups {
            if let landmarks = group.landmarks {
                verdicts.append(LandmarkVerdict(subject: .group(group.id), group: group.id, landmarks: landmarks,
                                                weeklySets: (groups[group.id]?.sets ?? 0) / weeks))
            }
            for muscle in catalog.muscles where muscle.group == group.id {
                guard let landmarks = muscle.landmarks else { continue }
                let sets = landmarks.counts == .direct ? (directSets[muscle.id] ?? 0) : (muscles[muscle.id]?.sets ?? 0)
                verdicts.append(LandmarkVerdict(subject: .muscle(muscle.id), group: group.id, landmarks: landmarks,
                                                weeklySets: sets / weeks))
            }
        }
        return verdicts
    }
}
