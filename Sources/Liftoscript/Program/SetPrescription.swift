/// One set as the program prescribes it, after the line's values for every
/// set are merged in: what progressions change and a day's plan reads.
public struct SetPrescription: Equatable, Sendable {
    public var reps: Int
    /// The bottom of a rep range; nil when the set asks for `reps` exactly.
    public var minReps: Int?
    public var load: Load?
    public var rpe: Double?
    public var restSeconds: Int?
    public var amrap: Bool
    public var logRPE: Bool
    public var askWeight: Bool
    public var label: String?

    /// `set` with the line's `globals`: a weight or percentage for every
    /// set replaces the set's own; an RPE or rest for every set wins over
    /// the set's.
    init(_ set: SetSyntax, globals: SetValues) {
        reps = set.reps
        minReps = set.minReps
        amrap = set.amrap
        label = set.values.label ?? globals.label
        if globals.load != nil || (globals.askWeight && set.values.load == nil) {
            load = globals.load
            askWeight = globals.askWeight
        } else {
            load = set.values.load
            askWeight = set.values.askWeight
        }
        if let rpe = globals.rpe {
            self.rpe = rpe
            logRPE = globals.logRPE
        } else {
            rpe = set.values.rpe
            logRPE = set.values.logRPE
        }
        restSeconds = globals.restSeconds ?? set.values.restSeconds
    }
}
