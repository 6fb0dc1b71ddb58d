// The heap that merges occurrence streams (docs/SEMANTICS.md "Planner"): a reasoned example of its order.

import XCTest
@testable import Planner

final class BinaryHeapTests: XCTestCase {
  /// Source: reasoned example: popping yields ascending order, including pushes in between.
  func testPopsInAscendingOrder() {
    var heap = BinaryHeap([9, 4, 7, 1, 8, 2, 6, 3, 5, 0])
    var out: [Int] = []
    var pushed = false
    while out.count < 20, let x = heap.pop() {
      out.append(x)
      if x == 4, !pushed {
        pushed = true
        heap.push(4)
        heap.push(-1)
      }
    }
    XCTAssertEqual(out, [0, 1, 2, 3, 4, -1, 4, 5, 6, 7, 8, 9])
  }
}
