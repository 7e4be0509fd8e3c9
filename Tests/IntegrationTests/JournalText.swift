import Foundation

/// The daemon's timer journal as the tests read it: one record per line,
/// `<crc32> put<TAB>name<TAB>label<TAB>duration<TAB>notification id<TAB>warn<TAB>phase…`
/// (or `remove<TAB>name`); a finished phase is `finished<TAB>boot<TAB>boottime<TAB>wall<TAB>0|1`, and a
/// rest and a follow-up may follow.
struct JournalText {
    /// The fields of every record after the header.
    let records: [[Substring]]

    init(path: String) {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        records = text.split(separator: "\n").dropFirst().map {
            $0.dropFirst(9).split(separator: "\t", omittingEmptySubsequences: false)
        }
    }

    /// The latest record of `name`.
    func last(_ name: String) -> [Substring]? {
        records.last { $0.count > 1 && $0[1] == name }
    }

    /// Whether a record says a timer's expiry was shown. (Its phase is the
    /// seventh field; a rest and a follow-up may come after the flag.)
    static func notified(_ record: [Substring]) -> Bool {
        record.count >= 11 && record[0] == "put" && record[6] == "finished" && record[10] == "1"
    }

    /// Whether any record says an expiry was shown.
    var anyNotified: Bool { records.contains(where: Self.notified) }

    /// Whether the latest record of `name` says its expiry was shown.
    func notified(_ name: String) -> Bool { last(name).map(Self.notified) ?? false }

    /// How many records name a notification.
    var recordsWithNotification: Int {
        records.filter { $0.count > 4 && $0[0] == "put" && !$0[4].isEmpty }.count
    }

    /// Whether any record names notification `id`.
    func mentionsNotification(_ id: Int) -> Bool {
        records.contains { $0.count > 4 && $0[0] == "put" && $0[4] == Substring(String(id)) }
    }
}
