import GRDB
import GRDBSQLite

/// An INSERT of many rows per statement, bound with SQLite's C API.
///
/// One statement of 64 rows runs the statement's set-up (opening the table
/// and its indexes, finding the end of the table) once for all of them;
/// row by row, that set-up cost more than the inserting itself. A statement
/// is prepared for each row count when first needed (a batch's last rows
/// are usually fewer).
final class MultiRowInsert {
    static let rowsPerStatement = 64

    private let db: Database
    private let head: String
    private let placeholders: String
    let columns: Int32
    private var statements: [Int: Statement] = [:]

    init(_ db: Database, into table: String, columns: [String]) {
        self.db = db
        head = "INSERT INTO \(table)(\(columns.joined(separator: ", "))) VALUES "
        placeholders = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        self.columns = Int32(columns.count)
    }

    /// Inserts `rows` rows; `bind(statement, row, first)` binds row `row`'s
    /// values from parameter `first` on. Text bound without a destructor
    /// must stay in place until this returns.
    func insert(rows: Int, bind: (OpaquePointer, Int, Int32) -> Void) throws {
        guard rows > 0 else { return }
        let statement: Statement
        if let made = statements[rows] {
            statement = made
        } else {
            statement = try db.makeStatement(sql: head + Array(repeating: placeholders, count: rows).joined(separator: ", "))
            statements[rows] = statement
        }
        let s = statement.sqliteStatement
        for row in 0..<rows { bind(s, row, Int32(row) * columns + 1) }
        defer { sqlite3_reset(s) }
        let code = sqlite3_step(s)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
                                sql: statement.sql)
        }
    }
}
