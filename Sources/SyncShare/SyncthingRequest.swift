import Platform
#if canImport(Glibc)
import Glibc
#endif

extension LocalSyncthing {
    /// What the REST API answered.
    public struct Reply: Sendable {
        public var status: Int
        public var body: [UInt8]
    }

    /// Asks Syncthing to scan `path` now (`POST /rest/db/scan`), when a
    /// folder it shares holds it; false when none does.
    @discardableResult
    public func scan(_ path: String, timeout: Double = 2) throws -> Bool {
        guard let (folder, sub) = folder(holding: path) else { return false }
        let reply = try request("POST", "/rest/db/scan?folder=\(Self.query(folder.id))&sub=\(Self.query(sub))", timeout: timeout)
        guard reply.status == 200 else { throw SystemError("have Syncthing scan \(sub) (HTTP \(reply.status))", code: EPROTO) }
        return true
    }

    /// One request to the REST API, answered whole within `timeout`
    /// seconds: plain HTTP/1.0 on loopback or a Unix socket, with the key.
    public func request(_ method: String, _ target: String, timeout: Double = 2) throws -> Reply {
        let fd: Int32
        switch address {
        case .tcp(let host, let port): fd = try Self.connect(host: host, port: port, timeout: timeout)
        case .unix(let path): fd = try Self.connect(unixPath: path, timeout: timeout)
        }
        defer { close(fd) }
        var tv = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        let host = if case .tcp(let h, let p) = address { h.contains(":") ? "[\(h)]:\(p)" : "\(h):\(p)" } else { "localhost" }
        let head = "\(method) \(target) HTTP/1.0\r\nHost: \(host)\r\nX-API-Key: \(apiKey)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        var sent = 0
        let bytes = Array(head.utf8)
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw SystemError("send to Syncthing") }
            sent += n
        }
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16384)
        while reply.count < 16 << 20 {
            let n = recv(fd, &chunk, chunk.count, 0)
            if n < 0, errno == EINTR { continue }
            if n < 0 { throw SystemError("read Syncthing's answer") }
            if n == 0 { break }
            reply += chunk[0..<n]
        }
        guard let end = reply.firstRange(of: Array("\r\n\r\n".utf8)),
              let line = String(decoding: reply[..<end.lowerBound], as: UTF8.self).split(separator: "\r\n").first,
              let status = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else {
            throw SystemError("understand Syncthing's answer", code: EPROTO)
        }
        return Reply(status: status, body: Array(reply[end.upperBound...]))
    }

    /// `text` as a query value: bytes other than letters, digits and
    /// `-._~/` percent-encoded.
    public static func query(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(UnicodeScalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                out += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
            }
        }
        return out
    }

    private static func connect(host: String, port: UInt16, timeout: Double) throws -> Int32 {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICHOST
        var info: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &info) == 0, let first = info else { throw SystemError("find \(host)", code: EINVAL) }
        defer { freeaddrinfo(info) }
        let fd = socket(first.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw SystemError("open a socket") }
        do {
            try finishConnect(fd, Glibc.connect(fd, first.pointee.ai_addr, first.pointee.ai_addrlen), what: "\(host):\(port)", timeout: timeout)
        } catch {
            close(fd)
            throw error
        }
        return fd
    }

    private static func connect(unixPath: String, timeout: Double) throws -> Int32 {
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(unixPath.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: addr.sun_path) else { throw SystemError("reach \(unixPath)", code: ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in raw.copyBytes(from: bytes) }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw SystemError("open a socket") }
        do {
            let result = withUnsafePointer(to: &addr) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            try finishConnect(fd, result, what: unixPath, timeout: timeout)
        } catch {
            close(fd)
            throw error
        }
        return fd
    }

    /// Waits out a non-blocking connect, then makes the socket blocking
    /// (the timeouts bound each read and write).
    private static func finishConnect(_ fd: Int32, _ result: Int32, what: String, timeout: Double) throws {
        if result != 0 {
            guard errno == EINPROGRESS || errno == EAGAIN else { throw SystemError("reach Syncthing at \(what)") }
            var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            guard poll(&p, 1, Int32(timeout * 1000)) == 1 else { throw SystemError("reach Syncthing at \(what)", code: ETIMEDOUT) }
            var error: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
            guard error == 0 else { throw SystemError("reach Syncthing at \(what)", code: error) }
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    }
}
