/// One record per line, `<crc32 as 8 hex digits> <payload>\n`: the framing
/// of the timer journal and of the training log's sync files. A reader
/// tells a whole line from a torn or damaged one without parsing the
/// payload, and a line's bytes are the same every time it is written.
public enum ChecksummedLine {
    /// Appends `payload` framed as one line.
    public static func append(_ payload: some Collection<UInt8>, to out: inout [UInt8]) {
        let start = out.count
        out.append(contentsOf: "00000000 ".utf8)
        out.append(contentsOf: payload)
        seal(&out, lineStart: start)
    }

    /// Writes the checksum of the payload that follows `lineStart + 9` (put
    /// there as `00000000 ` and then the payload), and ends the line: for
    /// writers that build the payload in place.
    public static func seal(_ out: inout [UInt8], lineStart start: Int) {
        let crc = CRC32.checksum(out[(start + 9)...])
        writeHex(crc, into: &out, at: start)
        out.append(0x0A)
    }

    /// The payload of a line (without its newline) whose checksum matches, else nil.
    public static func verified(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard line.count > 9, line[8] == 0x20 else { return nil }
        var crc: UInt32 = 0
        for i in 0..<8 {
            guard let digit = hexValue(line[i]) else { return nil }
            crc = crc << 4 | digit
        }
        let payload = UnsafeBufferPointer(rebasing: line[9...])
        return CRC32.checksum(UnsafeRawBufferPointer(payload)) == crc ? payload : nil
    }

    private static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case 0x30...0x39: UInt32(c - 0x30)
        case 0x61...0x66: UInt32(c - 0x61 + 10)
        case 0x41...0x46: UInt32(c - 0x41 + 10)
        default: nil
        }
    }

    private static func writeHex(_ value: UInt32, into out: inout [UInt8], at start: Int) {
        let digits: StaticString = "0123456789abcdef"
        for i in 0..<8 {
            let nibble = Int((value >> UInt32(28 - 4 * i)) & 0xF)
            out[start + i] = digits.utf8Start[nibble]
        }
    }
}
