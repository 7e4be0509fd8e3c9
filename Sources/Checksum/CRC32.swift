/// CRC-32 (IEEE 802.3), used to tell a whole record (a timer journal's, a
/// sync file's) from a torn or corrupted one. Eight bytes per step (slicing-by-8): a restart checks
/// every record of the journal, about 11 MB with 100,000 timers.
public enum CRC32 {
    private static let tables: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            t[n] = c
        }
        for n in 0..<256 {
            for k in 1..<8 { t[k * 256 + n] = (t[(k - 1) * 256 + n] >> 8) ^ t[Int(t[(k - 1) * 256 + n] & 0xFF)] }
        }
        return t
    }()

    public static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
        if let crc = bytes.withContiguousStorageIfAvailable({ checksum(UnsafeRawBufferPointer($0)) }) { return crc }
        return Array(bytes).withUnsafeBytes { checksum($0) }
    }

    public static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        tables.withUnsafeBufferPointer { t in
            var c: UInt32 = 0xFFFF_FFFF
            var i = 0
            let n = bytes.count
            while i + 8 <= n {
                let lo = c ^ UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt32.self))
                let hi = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i + 4, as: UInt32.self))
                c = t[7 * 256 + Int(lo & 0xFF)] ^ t[6 * 256 + Int((lo >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((lo >> 16) & 0xFF)] ^ t[4 * 256 + Int(lo >> 24)]
                    ^ t[3 * 256 + Int(hi & 0xFF)] ^ t[2 * 256 + Int((hi >> 8) & 0xFF)]
                    ^ t[256 + Int((hi >> 16) & 0xFF)] ^ t[Int(hi >> 24)]
                i += 8
            }
            while i < n {
                c = t[Int((c ^ UInt32(bytes[i])) & 0xFF)] ^ (c >> 8)
                i += 1
            }
            return c ^ 0xFFFF_FFFF
        }
    }
}
