import FuzzSupport
import Liftoscript

/// Program files as lifters share them: read and checked; what is read
/// is planned and run for a day, and a mistake's message is rendered.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    do {
        let program = try Program(parsing: text)
        let context = ProgramContext(unit: .kg, oneRepMax: { _ in .weight(100, .kg) })
        let progress = ProgramProgress(program)
        guard !program.days.isEmpty, let plan = try? progress.plan(program: program, context: context) else { return 0 }
        var done: [ExerciseKey: [DoneSet]] = [:]
        for exercise in plan.exercises {
            done[exercise.key] = exercise.sets.map { DoneSet(reps: $0.reps, weight: $0.weight, rpe: $0.rpe) }
        }
        _ = try? progress.finishing(day: 0, done: done, program: program, context: context)
    } catch {
        _ = error.rendered(file: "fuzz")
    }
    return 0
}

@main enum Main { static func main() { FuzzMain.run(fuzzOne) } }
