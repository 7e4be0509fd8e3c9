import GRDB

/// Per workout, exercise and warm-up-or-not: how many sets, reps and how
/// much load. Triggers on `workoutSet` recompute the affected row after
/// every insert, update and delete (cascades included), so the totals are
/// always exactly what the sets say, and volume over ten years of history
/// sums a few tens of thousands of rows instead of every set.
///
/// Since v4 each row also keeps the session's top set (the heaviest weight
/// and the most reps at it) and its best estimated 1RM, so an exercise's
/// progress and its e1RM record read a row per session, not every set.
enum VolumeLedger {
    /// The v2 ledger (v4 adds the bests: `addBests`).
    static func create(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE workoutVolume (
                workoutId INTEGER NOT NULL,
                exerciseId TEXT NOT NULL,
                warmup BOOLEAN NOT NULL,
                sets INTEGER NOT NULL,
                reps INTEGER NOT NULL,
                load DOUBLE NOT NULL,
                PRIMARY KEY (workoutId, exerciseId, warmup)
            ) WITHOUT ROWID;
            CREATE TRIGGER workoutSet_volume_insert AFTER INSERT ON workoutSet BEGIN
                \(recompute("NEW", bests: false))
            END;
            CREATE TRIGGER workoutSet_volume_delete AFTER DELETE ON workoutSet BEGIN
                \(recompute("OLD", bests: false))
            END;
            CREATE TRIGGER workoutSet_volume_update AFTER UPDATE OF workoutId, exerciseId, kind, reps, weightKg ON workoutSet BEGIN
                \(recompute("OLD", bests: false))
                \(recompute("NEW", bests: false))
            END;
            INSERT INTO workoutVolume
                SELECT workoutId, exerciseId, kind = 'warmup', COUNT(*), SUM(COALESCE(reps, 0)), \(loadSum)
                FROM workoutSet GROUP BY workoutId, exerciseId, kind = 'warmup';
            """)
    }

    /// An import writes thousands of sets per transaction; recomputing a
    /// ledger row after each would cost more than the import itself. Sets of
    /// workouts listed in `importBatch` skip the insert trigger, and
    /// `settleImportBatch` sums those workouts once before the transaction
    /// commits, so the ledger is exact in every committed state and
    /// `importBatch` is empty between transactions.
    static func deferForImports(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE importBatch (workoutId INTEGER PRIMARY KEY);
            DROP TRIGGER workoutSet_volume_insert;
            """)
        try createInsertTrigger(db, bests: false)
    }

    static func createInsertTrigger(_ db: Database, bests: Bool = true) throws {
        let maxReps = try Epley.maxReps(db)
        try db.execute(sql: """
            CREATE TRIGGER IF NOT EXISTS workoutSet_volume_insert AFTER INSERT ON workoutSet
            WHEN NOT EXISTS (SELECT 1 FROM importBatch WHERE workoutId = NEW.workoutId) BEGIN
                \(recompute("NEW", bests: bests, maxReps: maxReps))
            END;
            """)
    }

    /// Rewrites the ledger rows of every workout with a set logged (not
    /// imported) after set `setId`: after a bulk load, which wrote without
    /// the trigger. Imported sets were summed by their own batches.
    static func settle(workoutsLoggedAfterSet setId: Int64, _ db: Database) throws {
        try db.execute(sql: """
            INSERT OR IGNORE INTO importBatch
            SELECT DISTINCT workoutId FROM workoutSet WHERE id > ? AND importHash IS NULL
            """, arguments: [setId])
        try settleImportBatch(db)
    }

    /// Rewrites the ledger rows of the workouts in `importBatch` from their
    /// sets, then empties it. Call inside the import's transaction.
    static func settleImportBatch(_ db: Database) throws {
        let bestsSum = bestsSum(maxReps: try Epley.maxReps(db))
        try db.execute(sql: """
            DELETE FROM workoutVolume WHERE workoutId IN (SELECT workoutId FROM importBatch);
            INSERT INTO workoutVolume
                SELECT workoutId, exerciseId, kind = 'warmup', COUNT(*), SUM(COALESCE(reps, 0)), \(loadSum), \(bestsSum)
                FROM workoutSet WHERE workoutId IN (SELECT workoutId FROM importBatch)
                GROUP BY workoutId, exerciseId, kind = 'warmup';
            DELETE FROM importBatch;
            """)
    }

    static let loadSum = "SUM(CASE WHEN weightKg > 0 THEN weightKg * COALESCE(reps, 0) ELSE 0 END)"

    /// The top set's weight, its reps (the most at that weight: the larger
    /// key of weight to four decimals then reps, compared as text, as
    /// `ImportWriter` compares them), and the best Epley e1RM, over sets with
    /// weight and reps.
    static func bestsSum(maxReps: Int) -> String {
        """
        MAX(CASE WHEN weightKg > 0 AND reps > 0 THEN weightKg END),
        CAST(substr(MAX(CASE WHEN weightKg > 0 AND reps > 0 THEN printf('%015.4f%07d', weightKg, reps) END), 16) AS INTEGER),
        MAX(\(Epley.sql(load: "weightKg", reps: "reps", maxReps: maxReps)))
        """
    }

    /// One exercise's rows, best e1RM first. A bulk import drops it and
    /// builds it again at the end: inserted row by row in exercise order it
    /// would read back most of its pages.
    static let exerciseIndex = "CREATE INDEX IF NOT EXISTS workoutVolume_exercise ON workoutVolume(exerciseId, warmup, bestE1rm);"
    static let dropExerciseIndex = "DROP INDEX IF EXISTS workoutVolume_exercise;"

    /// v4: the top set and best e1RM columns, filled for every row, and
    /// `exerciseIndex`.
    static func addBests(_ db: Database) throws {
        let bestsSum = bestsSum(maxReps: try Epley.maxReps(db))
        try db.execute(sql: """
            ALTER TABLE workoutVolume ADD COLUMN topWeightKg DOUBLE;
            ALTER TABLE workoutVolume ADD COLUMN topReps INTEGER;
            ALTER TABLE workoutVolume ADD COLUMN bestE1rm DOUBLE;
            DELETE FROM workoutVolume;
            INSERT INTO workoutVolume
                SELECT workoutId, exerciseId, kind = 'warmup', COUNT(*), SUM(COALESCE(reps, 0)), \(loadSum), \(bestsSum)
                FROM workoutSet GROUP BY workoutId, exerciseId, kind = 'warmup';
            \(exerciseIndex)
            """)
        try createTriggers(db)
    }

    /// v5, and whenever the lifter changes the cap: a best e1RM only from
    /// sets of at most `Epley.maxReps` reps. The triggers again with that
    /// rule, and every row's best recomputed.
    static func recomputeBests(_ db: Database) throws {
        try createTriggers(db)
        try db.execute(sql: """
            UPDATE workoutVolume SET bestE1rm = (
                SELECT MAX(\(Epley.sql("s", maxReps: try Epley.maxReps(db)))) FROM workoutSet s
                WHERE s.workoutId = workoutVolume.workoutId AND s.exerciseId = workoutVolume.exerciseId
                  AND (s.kind = 'warmup') = workoutVolume.warmup)
            """)
    }

    /// The triggers that keep the ledger, as this build computes it.
    private static func createTriggers(_ db: Database) throws {
        let maxReps = try Epley.maxReps(db)
        try db.execute(sql: """
            DROP TRIGGER IF EXISTS workoutSet_volume_insert;
            DROP TRIGGER IF EXISTS workoutSet_volume_delete;
            DROP TRIGGER IF EXISTS workoutSet_volume_update;
            CREATE TRIGGER workoutSet_volume_delete AFTER DELETE ON workoutSet BEGIN
                \(recompute("OLD", maxReps: maxReps))
            END;
            CREATE TRIGGER workoutSet_volume_update AFTER UPDATE OF workoutId, exerciseId, kind, reps, weightKg ON workoutSet BEGIN
                \(recompute("OLD", maxReps: maxReps))
                \(recompute("NEW", maxReps: maxReps))
            END;
            """)
        try createInsertTrigger(db)
    }

    /// Rewrites the ledger row of the set `row` (NEW or OLD) from its sets.
    private static func recompute(_ row: String, bests: Bool = true, maxReps: Int = Epley.defaultMaxReps) -> String {
        """
        DELETE FROM workoutVolume WHERE workoutId = \(row).workoutId AND exerciseId = \(row).exerciseId AND warmup = (\(row).kind = 'warmup');
                INSERT INTO workoutVolume
                    SELECT workoutId, exerciseId, kind = 'warmup', COUNT(*), SUM(COALESCE(reps, 0)), \(loadSum)\(bests ? ", " + bestsSum(maxReps: maxReps) : "")
                    FROM workoutSet WHERE workoutId = \(row).workoutId AND exerciseId = \(row).exerciseId AND (kind = 'warmup') = (\(row).kind = 'warmup')
                    GROUP BY workoutId, exerciseId;
        """
    }
}
