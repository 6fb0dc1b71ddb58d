// A binary min-heap: the merge of the reminders' occurrence streams (docs/SEMANTICS.md "Planner", "work
// proportional to what is planned"). Building is O(n); push and pop are O(log n).

/// A binary min-heap over `Comparable` elements, smallest first.
///
/// ```swift
/// var h = BinaryHeap([5, 1, 3])
/// h.pop()   // 1
/// h.push(0)
/// h.pop()   // 0
/// ```
struct BinaryHeap<Element: Comparable> {
  private(set) var storage: [Element]

  /// A heap of `elements`, built bottom-up in linear time.
  init(_ elements: [Element] = []) {
    storage = elements
    var index = storage.count / 2
    while index > 0 {
      index -= 1
      siftDown(from: index)
    }
  }

  /// The number of elements.
  var count: Int { storage.count }

  /// Whether the heap is empty.
  var isEmpty: Bool { storage.isEmpty }

  /// The smallest element, without removing it.
  var min: Element? { storage.first }

  /// Adds an element.
  mutating func push(_ element: Element) {
    storage.append(element)
    siftUp(from: storage.count - 1)
  }

  /// Removes and returns the smallest element, or `nil` when empty.
  mutating func pop() -> Element? {
    guard !storage.isEmpty else { return nil }
    storage.swapAt(0, storage.count - 1)
    let smallest = storage.removeLast()
    if !storage.isEmpty { siftDown(from: 0) }
    return smallest
  }

  private mutating func siftUp(from start: Int) {
    var child = start
    // Each step halves the index: at most log2(count) steps.
    while child > 0 {
      let parent = (child - 1) / 2
      guard storage[child] < storage[parent] else { return }
      storage.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    let n = storage.count
    // Each step doubles the index: at most log2(count) steps.
    while true {
      let left = 2 * parent + 1
      guard left < n else { return }
      let right = left + 1
      var smallest = parent
      if storage[left] < storage[smallest] { smallest = left }
      if right < n, storage[right] < storage[smallest] { smallest = right }
      guard smallest != parent else { return }
      storage.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
