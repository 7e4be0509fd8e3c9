@testable import Notifications
import Testing

/// Which libnotify call may start while others are on their way.
@Suite struct JobQueueTests {
    @Test func test_jobs_without_a_key_all_start_at_once() {
        var queue = JobQueue<String>()
        for name in ["a", "b", "c"] { queue.append(name) }
        #expect(queue.take()?.job == "a")
        #expect(queue.take()?.job == "b", "a is still on its way: b does not wait for it")
        #expect(queue.take()?.job == "c")
        #expect(queue.take() == nil)
        #expect(queue.running == 3)
    }

    @Test func test_jobs_on_one_notification_run_one_at_a_time_in_order_and_others_pass_them() {
        var queue = JobQueue<String>()
        queue.append("show 7", key: 7)
        queue.append("update 7", key: 7)
        queue.append("close 7", key: 7)
        queue.append("show new")
        queue.append("close 8", key: 8)
        #expect(queue.take()?.job == "show 7")
        #expect(queue.take()?.job == "show new", "the update of 7 waits; a job for another notification does not")
        #expect(queue.take()?.job == "close 8")
        #expect(queue.take() == nil)
        queue.finished(key: 7, exclusive: false)
        #expect(queue.take()?.job == "update 7")
        #expect(queue.take() == nil)
        queue.finished(key: 7, exclusive: false)
        #expect(queue.take()?.job == "close 7")
    }

    @Test func test_an_exclusive_job_waits_for_those_before_it_and_holds_back_those_after() {
        var queue = JobQueue<String>()
        queue.append("show a")
        queue.append("reconnect", exclusive: true)
        queue.append("show b")
        #expect(queue.take()?.job == "show a")
        #expect(queue.take() == nil, "reconnect waits for show a; show b waits for reconnect")
        queue.finished(key: nil, exclusive: false)
        let reconnect = queue.take()
        #expect(reconnect?.job == "reconnect" && reconnect?.exclusive == true)
        #expect(queue.take() == nil, "nothing runs beside it")
        queue.finished(key: nil, exclusive: true)
        #expect(queue.take()?.job == "show b")
        #expect(queue.isEmpty)
    }
}
