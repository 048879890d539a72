import Foundation
import Testing

@testable import PanelKit

/// The band threads: every band runs exactly once per frame, on the caller and the workers at once, whether
/// the workers were woken ahead of the bands, were resting, or were told to rest without bands.
@Suite("Band pool")
struct BandPoolTests {
    /// What the bands of one run did: how often each ran, on which threads. Written only under `lock`.
    final class Record: @unchecked Sendable {
        let lock = NSLock()
        var runs: [Int]
        var threads: Set<UInt> = []
        var started = 0

        init(bands: Int) { runs = Array(repeating: 0, count: bands) }

        func ran(_ k: Int) {
            lock.lock()
            runs[k] += 1
            threads.insert(UInt(pthread_self()))
            lock.unlock()
        }
    }

    @Test(arguments: [2, 3, 4])
    func everyBandRunsOnceInEveryRun(threads: Int) throws {
        let pool = try #require(BandPool(threadCount: threads))
        for round in 0..<300 {
            // Woken ahead, woken and rested before the bands (a frame that had none, then one that does
            // without a wake), or resting all along.
            switch round % 3 {
            case 0: pool.wake()
            case 1:
                pool.wake()
                pool.rest()
            default: break
            }
            let count = 1 + round % 9
            let record = Record(bands: count)
            pool.run(count) { k in record.ran(k) }
            #expect(record.runs == Array(repeating: 1, count: count), "round \(round)")
            if round % 3 == 0 { pool.rest() }
        }
    }

    @Test func theWorkersDrawBandsAtTheSameTimeAsTheCaller() throws {
        let pool = try #require(BandPool(threadCount: 2))
        let record = Record(bands: 2)
        let deadline = Date().addingTimeInterval(10)
        pool.wake()
        // The first band to start waits until the other has started: only a second thread can start it.
        pool.run(2) { k in
            record.lock.lock()
            record.started += 1
            record.lock.unlock()
            record.ran(k)
            while true {
                record.lock.lock()
                let both = record.started == 2
                record.lock.unlock()
                if both { break }
                if Date() > deadline {
                    record.lock.lock()
                    record.started = 2
                    record.lock.unlock()
                    break
                }
                usleep(100)
            }
        }
        let waitedOut = Date() > deadline
        pool.rest()
        #expect(!waitedOut, "the second band did not start within 10 s while the first ran")
        #expect(record.threads.count == 2)
        #expect(record.runs == [1, 1])
    }

    @Test func poolsStopWhileTheirWorkersSpinOrPark() throws {
        // Each pool is dropped (its workers joined) while woken, resting or just after bands; a worker that
        // missed the stop would hang the test.
        for i in 0..<40 {
            let pool = try #require(BandPool(threadCount: 2 + i % 3))
            if i % 2 == 0 { pool.wake() }
            if i % 4 == 1 { pool.run(4) { _ in } }
        }
    }
}
