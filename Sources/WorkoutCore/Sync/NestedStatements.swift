import GRDB
import GRDBSQLite

/// Plain SQLite statements on the log's own connection, run where GRDB's
/// would cost too much or cannot run: the journal's statements at the end
/// of every write transaction (and from inside the one trigger's
/// function, while the statement that fired it still runs, as SQLite's
/// eval() does), filling a long history's uids, the check every command
/// makes for other devices' files, inserting another device's sets.
///
/// Prepared once per transaction. They run in the transaction of the
/// write, so they commit and roll back with it. Finalized when the
/// transaction ends (`finalizeAll`), so none outlives it or keeps the
/// connection from closing.
final class NestedStatements {
    private let connection: OpaquePointer
    private var prepared: [String: OpaquePointer] = [:]

    init(_ connection: OpaquePointer) {
        self.connection = connection
    }

    /// Runs `sql` with `values` bound to ?1, ?2, …; `row` sees each result
    /// row (read its columns with `text` and `int64`).
    func run(_ sql: String, _ values: [DatabaseValue], row: (OpaquePointer) throws -> Void = { _ in }) throws {
        let statement = try self.statement(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (i, value) in values.enumerated() {
            let index = Int32(i + 1)
            switch value.storage {
            case .null: sqlite3_bind_null(statement, index)
            case .int64(let n): sqlite3_bind_int64(statement, index, n)
            case .double(let d): sqlite3_bind_double(statement, index, d)
            case .string(let s): _ = s.withCString { sqlite3_bind_text(statement, index, $0, -1, SQLITE_TRANSIENT) }
            case .blob(let data): _ = data.withUnsafeBytes { sqlite3_bind_blob(statement, index, $0.baseAddress, Int32($0.count), SQLITE_TRANSIENT) }
            }
        }
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: try row(statement)
            case SQLITE_DONE: return
            case let code: throw failure(code, sql)
            }
        }
    }

    /// The first column of the first row, as text (nil for NULL or no row).
    func text(_ sql: String, _ values: [DatabaseValue]) throws -> String? {
        var result: String?
        try run(sql, values) { s in if result == nil { result = Self.text(s, 0) } }
        return result
    }

    static func text(_ statement: OpaquePointer, _ column: Int32) -> String? {
        sqlite3_column_text(statement, column).map { String(cString: $0) }
    }

    static func int64(_ statement: OpaquePointer, _ column: Int32) -> Int64 {
        sqlite3_column_int64(statement, column)
    }

    func finalizeAll() {
        for statement in prepared.values { sqlite3_finalize(statement) }
        prepared.removeAll()
    }

    private func statement(_ sql: String) throws -> OpaquePointer {
        if let made = prepared[sql] { return made }
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else { throw failure(code, sql) }
        prepared[sql] = statement
        return statement
    }

    private func failure(_ code: Int32, _ sql: String) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)), sql: sql)
    }
}
