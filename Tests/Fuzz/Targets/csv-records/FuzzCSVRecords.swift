import FuzzSupport
import Glibc
import Notation

/// The import's CSV reader over a whole file: byte order mark, header line,
/// then every record with `,` and with `;` (decimal commas), each field read
/// as text and as a number. Malformed records are skipped, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    for delimiter in [UInt8(ascii: ","), UInt8(ascii: ";")] {
        guard let file = tmpfile() else { return 0 }
        defer { fclose(file) }
        if size > 0, let data { _ = fwrite(data, 1, size, file) }
        fflush(file)
        rewind(file)
        var reader = CSVRecordReader(fd: fileno(file))
        reader.delimiter = delimiter
        reader.decimalComma = delimiter == UInt8(ascii: ";")
        do {
            try reader.skipByteOrderMark()
            _ = try reader.peekFirstLine(limit: 64 * 1024)
            while let outcome = try reader.next() {
                guard case .record = outcome else { continue }
                for field in 0..<min(reader.fieldCount, 16) {
                    _ = reader.string(field)
                    _ = reader.text(field)
                    _ = reader.number(field)
                    _ = reader.equals(field, "Date")
                }
            }
        } catch {}
    }
    return 0
}

@main enum Main { static func main() { FuzzMain.run(fuzzOne) } }
