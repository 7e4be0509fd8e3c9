import Foundation

/// The main of every fuzz target. Built by `scripts/fuzz` (`-DFUZZING`,
/// `-sanitize=fuzzer`), it hands over to libFuzzer's driver; built plainly,
/// it replays the inputs it is given, files or directories of them, which
/// is how the tests run the committed corpus, findings included.
public enum FuzzMain {
    public typealias Body = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    public static func run(_ body: Body) -> Never {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, body))
        #else
        replay(body)
        exit(0)
        #endif
    }

    static func replay(_ body: Body) {
        var count = 0
        for argument in CommandLine.arguments.dropFirst() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                FileHandle.standardError.write(Data("no such input: \(argument)\n".utf8))
                exit(2)
            }
            let paths = isDirectory.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []).sorted().map { argument + "/" + $0 }
                : [argument]
            for path in paths {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                _ = data.withUnsafeBytes { body($0.bindMemory(to: UInt8.self).baseAddress, data.count) }
                count += 1
            }
        }
        print("replayed \(count) inputs")
    }
}

#if FUZZING
/// libFuzzer's entry for programs that have a main of their own.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ body: FuzzMain.Body) -> CInt
#endif
