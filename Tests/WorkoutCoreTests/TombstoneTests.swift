import Foundation
import GRDB
@testable import WorkoutCore
import Testing

/// The one rule every deletion is marked by (`Tombstones`): the same
/// deletions leave the same mark whatever order they arrive in.
@Suite struct TombstoneTests {
    typealias Mark = (clock: String, mergedInto: String?, record: String?)

    /// The mark of `uid` after `marks` are made in order, in a fresh log.
    func marked(_ marks: [Mark], entity: SyncEntity = SyncEntities.workout) throws -> Row? {
        let root = syncRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let database = try AppDatabase.open(path: root + "/gym.sqlite")
        return try database.write { db in
            try db.execute(sql: "INSERT INTO syncField(uid, field, clock) VALUES ('w1', 'name', '0001')")
            for mark in marks {
                try Tombstones.mark(db, entity, uid: "w1", clock: mark.clock, mergedInto: mark.mergedInto, record: mark.record)
            }
            return try Row.fetchOne(db, sql: """
                SELECT t.entity, t.clock, t.mergedInto, t.record, (SELECT COUNT(*) FROM syncField WHERE uid = 'w1') AS fieldClocks
                FROM syncTombstone t WHERE t.uid = 'w1'
                """)
        }
    }

    @Test func test_two_deletions_of_one_row_keep_the_later_ones_details_in_either_order() throws {
        let earlier: Mark = ("0000000000001-aaaa", "x-workout", "{\"name\":\"old\"}")
        let later: Mark = ("0000000000002-bbbb", "y-workout", nil)
        let forward = try #require(try marked([earlier, later]))
        let backward = try #require(try marked([later, earlier]))
        #expect(forward == backward)
        #expect(forward["clock"] as String == later.clock)
        #expect(forward["mergedInto"] as String? == "y-workout")
        // The later deletion kept no record: the earlier one's fills it.
        #expect(forward["record"] as String? == "{\"name\":\"old\"}")
        #expect(forward["entity"] as String == "workout")
    }

    @Test func test_a_deleted_row_loses_its_field_clocks_unless_its_record_is_kept() throws {
        let workout = try #require(try marked([("0000000000001-aaaa", nil, nil)]))
        #expect(workout["fieldClocks"] as Int == 0)
        let exercise = try #require(try marked([("0000000000001-aaaa", nil, "{}")], entity: SyncEntities.exercise))
        #expect(exercise["fieldClocks"] as Int == 1)
    }
}
