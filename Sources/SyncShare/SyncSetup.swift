import Platform
#if canImport(Glibc)
import Glibc
#endif

/// `sync.conf`, beside the training log: the shared folder, this device's
/// id in it and its name. The command line writes it at `sync setup`; the
/// daemon, which never opens the log, reads it to know what to watch; and
/// `sync rebuild` finds the folder there when the log itself is lost. One
/// reader for all three, so they cannot disagree on what a line means.
public struct SyncSetup: Equatable, Sendable {
    public var folder: String
    public var device: String
    public var name: String

    public init(folder: String, device: String, name: String) {
        self.folder = folder
        self.device = device
        self.name = name
    }

    public static let fileName = "sync.conf"

    /// The file beside the log at `logPath`.
    public static func path(forLog logPath: String) -> String {
        directory(of: logPath) + "/" + fileName
    }

    /// The directory part of `path` (`.` when there is none).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `base` joined with `relative`, `.` and `..` taken out.
    static func resolve(_ relative: String, from base: String) -> String {
        var parts: [Substring] = []
        for part in (base + "/" + relative).split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    public var text: String { "folder=\(folder)\ndevice=\(device)\nname=\(name)\n" }

    /// The setup `text` states, read from the file at `path`: its `folder=`
    /// and `device=` lines (a relative folder, as a person may write by
    /// hand, is read from the directory the file is in); nil when either is
    /// missing or the device is not 16 hex digits.
    public static func parse(_ text: String, at path: String) -> SyncSetup? {
        var values: [Substring: Substring] = [:]
        for line in text.split(separator: "\n") {
            guard let eq = line.firstIndex(of: "=") else { continue }
            values[line[..<eq]] = line[line.index(after: eq)...]
        }
        guard var folder = values["folder"].map(String.init), !folder.isEmpty,
              let device = values["device"], isDeviceID(device) else { return nil }
        if !folder.hasPrefix("/") { folder = resolve(folder, from: directory(of: path)) }
        return SyncSetup(folder: folder, device: String(device), name: values["name"].map(String.init) ?? "")
    }

    /// The file at `path`, or nil if it is absent, unreadable or not a setup.
    public static func read(_ path: String) -> SyncSetup? {
        guard let bytes = readSmallFile(path) else { return nil }
        return parse(String(decoding: bytes, as: UTF8.self), at: path)
    }

    /// Written whole (a new file renamed over the old), private to its owner.
    public func write(_ path: String) throws {
        let temp = path + ".new"
        unlink(temp)
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, Self.fileMode)
        guard fd >= 0 else { throw SystemError("write \(temp)") }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard written == bytes.count else { throw SystemError("write \(temp)") }
        guard rename(temp, path) == 0 else { throw SystemError("replace \(path)") }
    }

    /// A training log is private: the folders gym-timer makes in the sync
    /// folder are its owner's only, and so are its files (a sync tool copies
    /// the bits to the other devices), like `gym.sqlite`.
    public static let directoryMode: mode_t = 0o700
    public static let fileMode: mode_t = 0o600

    /// A device's id, and the name of its folder: 16 lowercase hex digits.
    /// (Inlinable: a generic over `StringProtocol` left unspecialised in
    /// another module cost every command of a synced log 0.3 M instructions.)
    @inlinable
    public static func isDeviceID<S: StringProtocol>(_ name: S) -> Bool {
        var count = 0
        for byte in name.utf8 {
            guard isDigit(byte) || (byte >= 0x61 && byte <= 0x66) else { return false }
            count += 1
        }
        return count == 16
    }

    /// A record file's number: its name is six digits and `.jsonl`.
    /// Temporary names (`.syncthing.….tmp`, rsync's `.…`) and conflict
    /// copies are none.
    @inlinable
    public static func segmentNumber<S: StringProtocol>(_ name: S) -> Int? {
        var number = 0, count = 0
        for byte in name.utf8 {
            if count < 6 {
                guard isDigit(byte) else { return nil }
                number = number * 10 + Int(byte - 0x30)
            } else {
                // ".jsonl"
                let suffix: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0x2E, 0x6A, 0x73, 0x6F, 0x6E, 0x6C)
                let expected = withUnsafeBytes(of: suffix) { $0[count - 6] }
                guard count < 12, byte == expected else { return nil }
            }
            count += 1
        }
        return count == 12 ? number : nil
    }

    /// `000012.jsonl`.
    public static func segmentName(_ n: Int) -> String {
        let s = String(n)
        return String(repeating: "0", count: max(0, 6 - s.count)) + s + ".jsonl"
    }

    @inlinable
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

/// A small file's bytes (at most 1 MB), or nil if it cannot be opened.
func readSmallFile(_ path: String, limit: Int = 1 << 20) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16384)
    while bytes.count < limit {
        let n = read(fd, &chunk, chunk.count)
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { break }
        bytes += chunk[0..<n]
    }
    return bytes
}
