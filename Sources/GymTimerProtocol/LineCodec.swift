#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif

/// Encodes and decodes protocol lines. Every decoding failure becomes a
/// `WireError` a client can show as is.
public enum LineCodec {
    public static func encode<T: Encodable>(_ value: T) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding our own plain value types cannot fail; a failure is a bug.
        var bytes = Array(try! encoder.encode(value))
        bytes.append(0x0A)
        return bytes
    }

    /// Decodes one request line (without its newline).
    public static func decodeRequest(_ line: some Collection<UInt8>) -> Result<Request, WireError> {
        guard line.count <= maximumRequestBytes else {
            return .failure(WireError(.tooLarge, "request is larger than \(maximumRequestBytes) bytes"))
        }
        guard String(validating: line, as: UTF8.self) != nil else {
            return .failure(WireError(.invalidUTF8, "request is not valid UTF-8"))
        }
        do {
            return .success(try JSONDecoder().decode(Request.self, from: Data(line)))
        } catch let error as WireError {
            return .failure(error)
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            // A mismatch at the top (an array, a string) is no object at all.
            return .failure(WireError(.malformed, field.isEmpty ? "request is not a JSON object" : "field \"\(field)\" has the wrong type"))
        } catch {
            return .failure(WireError(.malformed, "request is not a JSON object"))
        }
    }

    public static func decodeResponse(_ line: some Collection<UInt8>) throws -> Response {
        try JSONDecoder().decode(Response.self, from: Data(line))
    }
}

/// Splits a byte stream into lines, refusing lines over a limit without
/// buffering them: the rest of an oversized line is skipped up to its newline.
public struct LineBuffer: Sendable {
    public enum Item: Equatable, Sendable {
        case line([UInt8])
        case oversized
    }

    private var pending: [UInt8] = []
    private var skipping = false
    public let limit: Int

    public init(limit: Int = maximumRequestBytes) {
        self.limit = limit
    }

    /// Feeds bytes and returns the complete items they finish. Works a
    /// segment (up to the next newline) at a time, so the tail of a huge
    /// line is skipped at memchr speed, not byte by byte.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [Item] {
        var items: [Item] = []
        let bytes = Array(bytes)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start < buffer.count {
                let found = memchr(base + start, 0x0A, buffer.count - start)
                let end = found.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? buffer.count
                if !skipping {
                    if pending.count + (end - start) > limit {
                        items.append(.oversized)
                        pending.removeAll()
                        skipping = true
                    } else {
                        pending.append(contentsOf: buffer[start..<end])
                    }
                }
                guard end < buffer.count else { break }
                if skipping {
                    skipping = false
                } else {
                    var line = pending
                    if line.last == 0x0D { line.removeLast() }
                    if !line.isEmpty { items.append(.line(line)) }
                }
                pending.removeAll(keepingCapacity: true)
                start = end + 1
            }
        }
        return items
    }

    /// Bytes of an unfinished line held so far.
    public var pendingCount: Int { pending.count }
}
