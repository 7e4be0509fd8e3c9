import Platform

/// What the notifier's threads report (answers, dismissals, actions),
/// delivered on the loop when its eventfd is signalled.
final class NotifierEvents: DaemonPart {
    private let wakeDescriptor: Int32
    private let deliver: () -> Void

    init(wakeDescriptor: Int32, deliver: @escaping () -> Void) {
        self.wakeDescriptor = wakeDescriptor
        self.deliver = deliver
    }

    func start(on loop: EventLoop) throws(SystemError) {
        try loop.add(wakeDescriptor) { [unowned self] _ in deliver() }
    }

    func stop() {}
}
