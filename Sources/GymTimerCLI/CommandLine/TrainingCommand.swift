import ArgumentParser

/// A command that works on the training log. Its context — config.toml read
/// once, the log opened once — is built here, in one place, before
/// `run(_:)`; no command builds its own.
protocol TrainingCommand: ParsableCommand {
    var global: GlobalOptions { get }
    /// The command saves or converts weights, so a settings file with an
    /// error about them stops it (see `Training.init`).
    var savesWeights: Bool { get }
    /// False for a command that must not apply other devices' changes first (see `AppDatabase.open`).
    var catchesUp: Bool { get }
    func run(_ training: Training) throws
}

extension TrainingCommand {
    var savesWeights: Bool { false }
    var catchesUp: Bool { true }

    func run() throws {
        try run(Training(global, weights: savesWeights, catchingUp: catchesUp))
    }
}
