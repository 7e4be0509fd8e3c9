import Platform
#if canImport(Glibc)
import Glibc
#endif

/// The Syncthing that runs for this user, as its own configuration
/// describes it: where its REST API listens, the key it takes, and the
/// folders it shares. gym-timer asks it to scan a file the moment it is
/// written, rather than wait for its file watcher (10 s by default), and
/// asks how the other devices stand for `sync status`. Only on loopback or
/// a Unix socket, plain HTTP; a Syncthing whose GUI speaks TLS is left to
/// its watcher.
public struct LocalSyncthing: Sendable, Equatable {
    public enum Address: Sendable, Equatable {
        case tcp(host: String, port: UInt16)
        case unix(path: String)
    }

    public struct Folder: Sendable, Equatable {
        public var id: String
        public var path: String
    }

    public struct Device: Sendable, Equatable {
        public var id: String
        public var name: String
    }

    public var address: Address
    public var apiKey: String
    public var folders: [Folder]
    public var devices: [Device]
    /// Folder id → the devices it is shared with.
    public var sharing: [String: [String]] = [:]
    /// Where the configuration was read, for messages.
    public var configPath: String

    /// Syncthing's configuration, where Syncthing looks for it: its
    /// `STHOMEDIR`, else `$XDG_STATE_HOME/syncthing` (1.27 and later), else
    /// `$XDG_CONFIG_HOME/syncthing`; `STGUIADDRESS` and `STGUIAPIKEY`
    /// override what the file says, as they do for Syncthing. Nil when
    /// there is none, or its GUI is not reachable without TLS.
    public static func find(environment: [String: String]) -> LocalSyncthing? {
        let home = environment["HOME"] ?? ""
        var homes: [String] = []
        if let explicit = environment["STHOMEDIR"], !explicit.isEmpty { homes.append(explicit) }
        homes.append((environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/state") + "/syncthing")
        homes.append((environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config") + "/syncthing")
        for directory in homes {
            let path = directory + "/config.xml"
            guard let bytes = readSmallFile(path, limit: 8 << 20) else { continue }
            return parse(String(decoding: bytes, as: UTF8.self), path: path, home: home, environment: environment)
        }
        return nil
    }

    /// Reads what matters of `config.xml`: the `<gui>` block's address,
    /// key and TLS, each `<folder id path>` and `<device id name>`.
    static func parse(_ xml: String, path: String, home: String, environment: [String: String] = [:]) -> LocalSyncthing? {
        guard let gui = element("gui", in: xml) else { return nil }
        if attribute("tls", in: gui.open) == "true" { return nil }
        let rawAddress = environment["STGUIADDRESS"].flatMap { $0.isEmpty ? nil : $0 } ?? text("address", in: gui.body) ?? "127.0.0.1:8384"
        guard let key = environment["STGUIAPIKEY"].flatMap({ $0.isEmpty ? nil : $0 }) ?? text("apikey", in: gui.body), !key.isEmpty,
              let address = Self.address(rawAddress) else { return nil }
        var folders: [Folder] = []
        var devices: [Device] = []
        var sharing: [String: [String]] = [:]
        for (tag, body) in elements("folder", in: xml) {
            guard let id = attribute("id", in: tag), var folderPath = attribute("path", in: tag) else { continue }
            if folderPath.hasPrefix("~/") { folderPath = home + folderPath.dropFirst() }
            while folderPath.count > 1, folderPath.hasSuffix("/") { folderPath.removeLast() }
            folders.append(Folder(id: id, path: folderPath))
            sharing[id] = openTags("device", in: String(body)).compactMap { attribute("id", in: $0) }
        }
        for tag in openTags("device", in: xml) {
            guard let id = attribute("id", in: tag), let name = attribute("name", in: tag) else { continue }
            if !devices.contains(where: { $0.id == id }) { devices.append(Device(id: id, name: name)) }
        }
        return LocalSyncthing(address: address, apiKey: key, folders: folders, devices: devices, sharing: sharing, configPath: path)
    }

    /// `127.0.0.1:8384`, `0.0.0.0:8384` (reached on loopback), `[::1]:8384`,
    /// `localhost:8384`, `unix:///run/user/1000/st.sock`. Another host is
    /// not this user's Syncthing.
    static func address(_ text: String) -> Address? {
        var t = trimmed(Substring(text))
        if t.hasPrefix("unix://") { return .unix(path: String(t.dropFirst(7))) }
        if t.hasPrefix("unix:") { return .unix(path: String(t.dropFirst(5))) }
        if t.hasPrefix("http://") { t = String(t.dropFirst(7)) }
        guard let colon = t.lastIndex(of: ":"), let port = UInt16(t[t.index(after: colon)...]) else { return nil }
        var host = String(t[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        switch host {
        case "", "0.0.0.0", "127.0.0.1", "localhost": return .tcp(host: "127.0.0.1", port: port)
        case "::", "::1": return .tcp(host: "::1", port: port)
        default: return nil
        }
    }

    /// The shared folder holding `path`, and `path` within it (what a scan
    /// of one file names), for the deepest folder that holds it.
    public func folder(holding path: String) -> (folder: Folder, sub: String)? {
        let resolved = Self.realPath(path)
        return folders.compactMap { folder -> (Folder, String)? in
            let root = Self.realPath(folder.path)
            guard resolved.hasPrefix(root + "/") else { return nil }
            return (folder, String(resolved.dropFirst(root.count + 1)))
        }.max { $0.0.path.count < $1.0.path.count }
    }

    /// `path` with its symbolic links resolved (the part that exists).
    static func realPath(_ path: String) -> String {
        var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        if realpath(path, &resolved) != nil { return String(decoding: resolved.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return path }
        return realPath(String(path[..<slash])) + String(path[slash...])
    }

    private static func trimmed(_ s: Substring) -> String {
        String(s.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }.reversed())
    }

    // MARK: XML, as far as config.xml needs it

    private static func element(_ name: String, in xml: String) -> (open: Substring, body: Substring)? {
        guard let start = xml.firstRange(of: "<\(name)"), let close = xml[start.upperBound...].firstIndex(of: ">") else { return nil }
        let open = xml[start.lowerBound...close]
        guard let end = xml[close...].firstRange(of: "</\(name)>") else { return (open, "") }
        return (open, xml[xml.index(after: close)..<end.lowerBound])
    }

    /// Each `<name …>…</name>`: its opening tag and its body.
    private static func elements(_ name: String, in xml: String) -> [(Substring, Substring)] {
        var found: [(Substring, Substring)] = []
        var rest = xml[...]
        while let start = rest.firstRange(of: "<\(name) "), let close = rest[start.upperBound...].firstIndex(of: ">") {
            let open = rest[start.lowerBound...close]
            if open.hasSuffix("/>") {
                found.append((open, ""))
                rest = rest[rest.index(after: close)...]
                continue
            }
            let end = rest[close...].firstRange(of: "</\(name)>")
            found.append((open, rest[rest.index(after: close)..<(end?.lowerBound ?? rest.endIndex)]))
            rest = rest[(end?.upperBound ?? rest.endIndex)...]
        }
        return found
    }

    private static func openTags(_ name: String, in xml: String) -> [Substring] {
        var tags: [Substring] = []
        var rest = xml[...]
        while let start = rest.firstRange(of: "<\(name) "), let close = rest[start.upperBound...].firstIndex(of: ">") {
            tags.append(rest[start.lowerBound...close])
            rest = rest[rest.index(after: close)...]
        }
        return tags
    }

    private static func text(_ name: String, in body: Substring) -> String? {
        guard let start = body.firstRange(of: "<\(name)>"), let end = body[start.upperBound...].firstRange(of: "</\(name)>") else { return nil }
        return trimmed(Substring(unescaped(body[start.upperBound..<end.lowerBound])))
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.firstRange(of: " \(name)=\"") else { return nil }
        guard let end = tag[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return unescaped(tag[start.upperBound..<end])
    }

    private static func unescaped(_ s: Substring) -> String {
        guard s.contains("&") else { return String(s) }
        return String(s).replacing("&lt;", with: "<").replacing("&gt;", with: ">")
            .replacing("&quot;", with: "\"").replacing("&apos;", with: "'")
            .replacing("&#39;", with: "'").replacing("&amp;", with: "&")
    }
}
