import Testing
import WorkoutCore

@Suite struct PlateMathTests {
    let kg = PlateMath(bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25])

    @Test func test_fewest_plates_heaviest_first() {
        #expect(kg.load(102.5) == .exact(.init(total: 102.5, perSide: [25, 15, 1.25])))
        #expect(kg.load(140) == .exact(.init(total: 140, perSide: [25, 25, 10])))
        #expect(kg.load(20) == .exact(.init(total: 20, perSide: [])))
        #expect(PlateMath.describe(.init(total: 60, perSide: [20])) == "20")
    }

    @Test func test_what_greedy_misses_is_found() {
        // 30 a side from 20s and 15s: 15 + 15, though the 20 comes first.
        let odd = PlateMath(bar: 20, plates: [20, 15])
        #expect(odd.load(80) == .exact(.init(total: 80, perSide: [15, 15])))
    }

    @Test func test_a_weight_that_cannot_be_made_gives_the_nearest_both_ways() {
        guard case .nearest(let below, let above) = kg.load(101) else { Issue.record("101 is not loadable"); return }
        #expect(below?.total == 100 && above?.total == 102.5)
        #expect(kg.nearestLoadable(101) == 100)
        #expect(kg.nearestLoadable(101.5) == 102.5)
        guard case .nearest(nil, let bar) = kg.load(15) else { Issue.record("below the bar"); return }
        #expect(bar?.total == 20)
    }

    @Test func test_pounds() {
        let lb = PlateMath(bar: 45, plates: [45, 35, 25, 10, 5, 2.5])
        #expect(lb.load(225) == .exact(.init(total: 225, perSide: [45, 45])))
        #expect(lb.load(185) == .exact(.init(total: 185, perSide: [45, 25])))
    }
}
